import {
  availablePaymentTerms,
  expectedPayDate,
  invoiceCharges,
  type PayorTerms,
} from '#functions/domain/invoices/payment-terms.ts';
import { confirmationNumberOf, planPayouts } from '#functions/domain/payouts/plan-payouts.ts';
import { putBankAccountIfAbsent } from '#functions/repositories/bank-accounts.ts';
import { putCreditNoteIfAbsent } from '#functions/repositories/credit-notes.ts';
import {
  ensureInvoiceTallies,
  getInvoice,
  type InvoiceRecord,
  type InvoiceStatusChange,
  putInvoiceIfAbsent,
} from '#functions/repositories/invoices.ts';
import { recordPayment } from '#functions/repositories/payments.ts';
import { putContactMethodIfAbsent, putRelationshipIfAbsent } from '#functions/repositories/relationships.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import { type DemoCompany, demoCompanies } from './demo-accounts.ts';
import { seedDemoBills } from './seed-bills.ts';
import { seedDemoRefund } from './seed-demo-refund.ts';
import { seedUnclaimedInvoices } from './seed-unclaimed-invoices.ts';

const carrier = demoCompanies.carrier;
const bankAccountId = 1;

type DemoPayor = DemoCompany & { payorTerms: PayorTerms };

/**
 * The carrier's payors: two claimed, three waiting to be claimed. Two of those share the billing
 * email and the dispatch phone (contact methods 1 and 3), so either can verify both of them.
 */
const relationships: {
  id: number;
  payor: DemoPayor;
  claimed: boolean;
  paymentType: PaymentType;
  contactMethodId: number;
  contactMethodIds?: number[];
}[] = [
  { id: 1, payor: demoCompanies.broker, claimed: true, paymentType: PaymentType.QuickPay, contactMethodId: 1 },
  { id: 2, payor: demoCompanies.shipper, claimed: true, paymentType: PaymentType.StandardPay, contactMethodId: 1 },
  {
    id: 3,
    payor: demoCompanies.summitBrokers,
    claimed: false,
    paymentType: PaymentType.StandardPay,
    contactMethodId: 1,
    contactMethodIds: [1, 3],
  },
  {
    id: 4,
    payor: demoCompanies.gulfCoast,
    claimed: false,
    paymentType: PaymentType.StandardPay,
    contactMethodId: 1,
    contactMethodIds: [1, 3],
  },
  { id: 5, payor: demoCompanies.greatPlains, claimed: false, paymentType: PaymentType.StandardPay, contactMethodId: 2 },
];

/** Statuses the demo invoices go through, with how many days ago each was uploaded. */
const invoicePlan: { status: InvoiceStatus; uploadedDaysAgo: number[] }[] = [
  { status: InvoiceStatus.Pending, uploadedDaysAgo: [1, 2, 4, 6, 9, 12] },
  { status: InvoiceStatus.Approved, uploadedDaysAgo: [5, 8, 11, 15, 20] },
  { status: InvoiceStatus.Paid, uploadedDaysAgo: [35, 38, 41, 47, 52, 60, 66, 75, 88, 120, 150] },
  { status: InvoiceStatus.Held, uploadedDaysAgo: [7, 18] },
  { status: InvoiceStatus.MissingCarrier, uploadedDaysAgo: [14] },
  { status: InvoiceStatus.Removed, uploadedDaysAgo: [25] },
  { status: InvoiceStatus.PendingReissue, uploadedDaysAgo: [10, 22] },
  { status: InvoiceStatus.MissingBank, uploadedDaysAgo: [30] },
];

/** Statuses an invoice reaches only after the payor approved it. */
const approvedStatuses: InvoiceStatus[] = [InvoiceStatus.Approved, InvoiceStatus.Paid, InvoiceStatus.MissingBank];

/**
 * The carrier's business for the demo: relationships, a bank account, invoices in every status
 * (with real fee arithmetic and status histories), payments made by the payout planner for the paid
 * ones, credit notes and bills. Dates count back from the day of the first seeding; every item has
 * a fixed id and is written only if absent.
 */
export async function seedCarrierActivity(now = new Date()): Promise<void> {
  const today = calendarDateIn(now);
  await putContactMethodIfAbsent({
    id: 1,
    payeeId: carrier.id,
    kind: 'email',
    destination: 'billing@lonestarfreight.test',
    isPreVerified: false,
  });
  await putContactMethodIfAbsent({
    id: 2,
    payeeId: carrier.id,
    kind: 'phone',
    destination: '+15555550199',
    isPreVerified: false,
  });
  await putContactMethodIfAbsent({
    id: 3,
    payeeId: carrier.id,
    kind: 'phone',
    destination: '+15555550142',
    isPreVerified: false,
  });
  const { invoices, toPay } = demoInvoices(today);
  for (const r of relationships) {
    const freeUsed = invoices.filter((i) => i.relationshipId === r.id && i.isFreeQuickPay).length;
    await putRelationshipIfAbsent({
      id: r.id,
      payeeId: carrier.id,
      payorId: r.payor.id,
      payorName: r.payor.name,
      payorTypeId: r.payor.payorTypeId ?? null,
      currencyId: Currency.USD,
      isClaimed: r.claimed,
      claimedAt: r.claimed ? `${addDays(today, -200)}T15:00:00.000Z` : null,
      claimedByUserId: r.claimed ? 1 : null,
      contactStatus: r.claimed ? RelationshipContactStatus.Confirmed : RelationshipContactStatus.Contacted,
      contactMethodId: r.contactMethodId,
      paymentType: r.paymentType,
      freeQuickPaysRemaining: Math.max(0, r.payor.payorTerms.freeQuickPayCount - freeUsed),
      termsAcceptedAt: r.claimed ? `${addDays(today, -200)}T15:00:00.000Z` : null,
      assignedFactorId: null,
      factorName: null,
      createdAt: `${addDays(today, -220)}T15:00:00.000Z`,
      ...(r.contactMethodIds ? { contactMethodIds: r.contactMethodIds } : {}),
    });
  }
  await putBankAccountIfAbsent({
    id: bankAccountId,
    payeeId: carrier.id,
    methodType: PaymentMethodType.Ach,
    name: 'Operating account',
    currencyId: Currency.USD,
    routingNumber: '111000025',
    bankName: 'Federal Reserve Bank of Dallas',
    accountNumberLast4: '6789',
    status: BankAccountStatus.Active,
    isValidationRequired: false,
    destinationDescription: 'ACH ••••6789',
    createdAt: `${addDays(today, -210)}T15:00:00.000Z`,
  });

  for (const invoice of invoices) await putInvoiceIfAbsent(invoice);
  await payDemoInvoices(
    invoices.filter((i) => toPay.has(i.id)),
    now,
  );
  // Local data seeded before invoice tallies existed gets them counted once.
  await ensureInvoiceTallies(carrier.id);
  await seedCreditNotes(today);
  await seedDemoBills(now);
  // Invoices the unclaimed payors hold (claim by invoice details), and one refunded payment.
  await seedUnclaimedInvoices(today);
  await seedDemoRefund();
}

/**
 * The demo invoices, and which of them the payout planner pays. Approved ones are Standard Pay
 * (the shipper), so they stay approved for a while instead of being paid at the first payout run.
 */
function demoInvoices(today: string): { invoices: InvoiceRecord[]; toPay: Set<number> } {
  const invoices: InvoiceRecord[] = [];
  const toPay = new Set<number>();
  let id = 1;
  for (const { status, uploadedDaysAgo } of invoicePlan) {
    for (const daysAgo of uploadedDaysAgo) {
      const relationship =
        (status === InvoiceStatus.Approved ? relationships[1] : relationships[id % 2]) ?? relationships[0];
      if (!relationship) continue;
      const term =
        availablePaymentTerms(relationship.payor.payorTerms).find((t) => t.paymentType === relationship.paymentType) ??
        availablePaymentTerms(relationship.payor.payorTerms)[0];
      if (!term) continue;
      const grossCents = 85_000 + ((id * 37_919) % 310_000);
      const freeQuickPay = term.isQuickPay && id <= 4;
      const charges = invoiceCharges(grossCents, term, freeQuickPay);
      const uploaded = addDays(today, -daysAgo);
      const reviewed = addDays(uploaded, 1);
      const approved = approvedStatuses.includes(status) ? reviewed : null;
      const expected = expectedPayDate(approved, term.termDays);
      const history: InvoiceStatusChange[] = [
        { status: InvoiceStatus.Pending, at: `${uploaded}T14:00:00.000Z`, actor: 'payor' },
      ];
      if (approved) history.push({ status: InvoiceStatus.Approved, at: `${approved}T16:00:00.000Z`, actor: 'payor' });
      if (status !== InvoiceStatus.Pending && status !== InvoiceStatus.Approved && status !== InvoiceStatus.Paid) {
        history.push({ status, at: `${reviewed}T18:00:00.000Z`, actor: 'payor' });
      }
      invoices.push({
        id,
        payeeId: carrier.id,
        payeeName: carrier.name,
        payorId: relationship.payor.id,
        payorName: relationship.payor.name,
        relationshipId: relationship.id,
        invoiceNumber: `LSF-${String(24_000 + id)}`,
        loadNumber: `LD${String(880_000 + id * 13)}`,
        kind: InvoiceKind.Standard,
        currencyId: Currency.USD,
        grossCents,
        // Paid invoices are written approved and paid below by the real payout planner.
        status: status === InvoiceStatus.Paid ? InvoiceStatus.Approved : status,
        paymentType: term.paymentType,
        feeBps: term.feeBps,
        feeCents: charges.feeCents,
        netCents: charges.netCents,
        isFreeQuickPay: charges.isFreeQuickPay,
        dates: {
          uploaded,
          approved,
          paid: null,
          approvedSet: approved,
          drafted: null,
          statusChange: history.at(-1)?.at.slice(0, 10) ?? uploaded,
          advanceScheduled: null,
          invoiceRequested: uploaded,
          paymentScheduled: null,
        },
        expectedPayDate: expected,
        paymentId: null,
        statusHistory: history,
        version: 1,
      });
      if (status === InvoiceStatus.Paid) toPay.add(id);
      id += 1;
    }
  }
  return { invoices, toPay };
}

/** Pays the demo's paid invoices with the payout planner, one run per expected pay date. */
async function payDemoInvoices(paid: InvoiceRecord[], now: Date): Promise<void> {
  const byDate = new Map<string, InvoiceRecord[]>();
  for (const invoice of paid) {
    const date = invoice.expectedPayDate ?? calendarDateIn(now);
    byDate.set(date, [...(byDate.get(date) ?? []), invoice]);
  }
  const account = {
    id: bankAccountId,
    payeeId: carrier.id,
    currencyId: Currency.USD,
    methodType: PaymentMethodType.Ach,
  };
  for (const [paidDate, invoices] of byDate) {
    // Seeding again finds these invoices already paid: their payment exists and nothing is written.
    const current = await Promise.all(invoices.map((i) => getInvoice(i.id)));
    const unpaid = current.filter((i): i is InvoiceRecord => i !== null && i.status === InvoiceStatus.Approved);
    if (unpaid.length === 0) continue;
    for (const payment of planPayouts(unpaid, [account], paidDate).payments) {
      const members = unpaid.filter((i) => payment.invoiceIds.includes(i.id));
      await recordPayment(
        {
          ...payment,
          code: `PAY-${payment.id.slice(0, 8).toUpperCase()}`,
          confirmationNumber: confirmationNumberOf(payment.id),
          bankAccountName: 'Operating account',
          state: PaymentState.Paid,
          loadNumbers: members.map((i) => i.loadNumber),
          checkNumber: null,
          checkCashed: null,
          createdAt: `${paidDate}T20:00:00.000Z`,
        },
        members,
      );
    }
  }
}

async function seedCreditNotes(today: string): Promise<void> {
  const notes = [
    {
      id: 1,
      payor: demoCompanies.broker,
      amountCents: 12_500,
      appliedCents: 12_500,
      status: CreditNoteStatus.AppliedInFull,
      daysAgo: 40,
    },
    {
      id: 2,
      payor: demoCompanies.broker,
      amountCents: 48_000,
      appliedCents: 20_000,
      status: CreditNoteStatus.Outstanding,
      daysAgo: 12,
    },
    {
      id: 3,
      payor: demoCompanies.shipper,
      amountCents: 9_950,
      appliedCents: 0,
      status: CreditNoteStatus.Pending,
      daysAgo: 3,
    },
  ];
  for (const note of notes) {
    await putCreditNoteIfAbsent({
      id: note.id,
      payeeId: carrier.id,
      payorId: note.payor.id,
      payorName: note.payor.name,
      referenceNumber: `CN-${String(5_100 + note.id)}`,
      currencyId: Currency.USD,
      amountCents: note.amountCents,
      appliedCents: note.appliedCents,
      status: note.status,
      createdDate: addDays(today, -note.daysAgo),
      appliedDate: note.appliedCents > 0 ? addDays(today, -note.daysAgo + 5) : null,
    });
  }
}
