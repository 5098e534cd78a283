import { issueCreditNote } from '#functions/repositories/credit-notes.ts';
import { putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import { listUndraftedPayments } from '#functions/repositories/payments.ts';
import { draftPayors } from '#functions/services/payor-drafts.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { demoCompanies } from './demo-accounts.ts';

const broker = demoCompanies.broker;
const carrier = demoCompanies.carrier;
/** Lone Star Freight's relationship with Redline (seed-carrier-activity.ts). */
const relationshipId = 1;

/** Redline's credit notes to Lone Star, issued in the portal: repaid by the runs below. */
const notes = [
  { id: 7101, referenceNumber: 'RL-CN-7101', amountCents: 60_000, daysAgo: 24, reason: 'Late delivery penalty' },
  { id: 7102, referenceNumber: 'RL-CN-7102', amountCents: 75_000, daysAgo: 10, reason: 'Overpaid fuel surcharge' },
];

/** Redline's invoices of Lone Star, each paid by the payout run on its due day. */
const invoices = [
  { id: 7001, grossCents: 40_000, dueDaysAgo: 21 },
  { id: 7002, grossCents: 65_000, dueDaysAgo: 14 },
  { id: 7003, grossCents: 50_000, dueDaysAgo: 7 },
];

/** Noon in Chicago of a calendar date: the instant a run of that day is made at. */
function noonOf(date: string): Date {
  return new Date(`${date}T18:00:00.000Z`);
}

/**
 * The payor's money for the demo, made by the real payout run so the ledger holds together
 * (invoices = payments = drafts, less the credit notes repaid): the payments seeded with the
 * carrier's activity are drafted on their paid days (Redline and Prairie Grain draft daily); then
 * Redline's credit notes are issued and the run pays three more invoices on their due days,
 * repaying the first note in two payments (Applied In Full) and part of the second (partially
 * paid). Every write is idempotent: seeding again finds the invoices paid and the notes issued.
 */
export async function seedPayorMoney(now = new Date()): Promise<void> {
  const today = calendarDateIn(now);
  for (const note of notes) {
    const createdDate = addDays(today, -note.daysAgo);
    await issueCreditNote({
      id: note.id,
      payeeId: carrier.id,
      payorId: broker.id,
      payorName: broker.name,
      relationshipId,
      referenceNumber: note.referenceNumber,
      currencyId: Currency.USD,
      amountCents: note.amountCents,
      appliedCents: 0,
      status: CreditNoteStatus.Outstanding,
      reason: note.reason,
      issuedBy: { userId: 3, name: 'Blair Broker' },
      createdDate,
      createdAt: `${createdDate}T15:00:00.000Z`,
      appliedDate: null,
      applications: [],
    });
  }
  for (const invoice of invoices) {
    const due = addDays(today, -invoice.dueDaysAgo);
    const uploaded = addDays(due, -31);
    const approved = addDays(due, -30);
    await putInvoiceIfAbsent({
      id: invoice.id,
      payeeId: carrier.id,
      payeeName: carrier.name,
      payorId: broker.id,
      payorName: broker.name,
      relationshipId,
      invoiceNumber: `LSF-${invoice.id}`,
      loadNumber: `LD${invoice.id}0`,
      kind: InvoiceKind.Standard,
      currencyId: Currency.USD,
      grossCents: invoice.grossCents,
      status: InvoiceStatus.Approved,
      paymentType: PaymentType.StandardPay,
      feeBps: 0,
      feeCents: 0,
      netCents: invoice.grossCents,
      isFreeQuickPay: false,
      dates: {
        uploaded,
        approved,
        paid: null,
        approvedSet: approved,
        drafted: null,
        statusChange: approved,
        advanceScheduled: null,
        invoiceRequested: uploaded,
        paymentScheduled: null,
      },
      expectedPayDate: due,
      paymentId: null,
      statusHistory: [
        { status: InvoiceStatus.Pending, at: `${uploaded}T14:00:00.000Z`, actor: 'payor' },
        { status: InvoiceStatus.Approved, at: `${approved}T16:00:00.000Z`, actor: 'payor' },
      ],
      version: 1,
    });
  }
  // Day by day, oldest first: a run on each invoice's due day, a draft on every other paid day.
  const runDays = new Set(invoices.map((invoice) => addDays(today, -invoice.dueDaysAgo)));
  const paidDays = new Set((await listUndraftedPayments(addDays(today, -1))).map((payment) => payment.paidDate));
  for (const day of [...new Set([...runDays, ...paidDays])].sort()) {
    if (runDays.has(day)) await runPayouts(noonOf(day));
    else await draftPayors(noonOf(day));
  }
}
