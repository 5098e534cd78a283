import type { NoaDocumentKind } from '#functions/domain/noa/document.ts';
import { confirmationNumberOf, planPayouts } from '#functions/domain/payouts/plan-payouts.ts';
import { putCompanyIfAbsent } from '#functions/repositories/companies.ts';
import { getInvoice, type InvoiceRecord, putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import { createLoad, reserveInvoiceLoadNumber } from '#functions/repositories/loads.ts';
import { putNoaDocumentIfAbsent } from '#functions/repositories/noa-documents.ts';
import { recordPayment } from '#functions/repositories/payments.ts';
import type { RelationshipRecord } from '#functions/repositories/relationships.ts';
import { syncInvoiceFactors } from '#functions/services/factor-of-record.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { LoadStatus } from '#shared/enums/load-status.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { demoCompanies } from './demo-accounts.ts';
import { demoCompany, seedDemoCarrier } from './demo-carrier.ts';

const factor = demoCompanies.factor;
/** Alamo's operating account (seed-factor-of-record.ts). */
const factorAccountId = 1;

/**
 * Alamo Capital Factoring's own book (issue 16), on companies no other demo account sees: two
 * clients (carriers without portal users) and two debtors (payors without portal users). Pecos
 * Valley assigned Alamo everything (a blanket NOA), Llano Basin only its Brazos Bend invoices (a
 * per-debtor NOA), so its Cimarron invoices stay its own and Alamo never sees them.
 */
export const factorAreaDemo = {
  clients: [
    demoCompany(1601, 'Guadalupe Valley Transport LLC', CompanyType.Payee, { dot: '6123401', mc: '561234' }),
    demoCompany(1602, 'Llano Basin Freight Inc', CompanyType.Payee, { dot: '6123402', mc: '561235' }),
  ],
  debtors: [
    demoCompany(2601, 'Brazos Bend Logistics', CompanyType.Payor, { dot: null, mc: '771401' }),
    demoCompany(2602, 'Red River Freight Brokers', CompanyType.Payor, { dot: null, mc: '771402' }),
  ],
  /** Relationship id, client, debtor, and whether Alamo is assigned. */
  relationships: [
    { id: 1611, clientId: 1601, debtorId: 2601, assigned: true },
    { id: 1612, clientId: 1601, debtorId: 2602, assigned: true },
    { id: 1613, clientId: 1602, debtorId: 2601, assigned: true },
    { id: 1614, clientId: 1602, debtorId: 2602, assigned: false },
  ],
} as const;

type Kind = 'pending' | 'approved' | 'brokerHold' | 'paid';
/** Per relationship: the invoices it holds (kind, gross, days since upload). */
const book: readonly { relationshipId: number; invoices: readonly [Kind, number, number][] }[] = [
  {
    relationshipId: 1611,
    invoices: [
      ['paid', 185_000, 48],
      ['paid', 142_550, 41],
      ['approved', 210_000, 12],
      ['pending', 96_400, 2],
    ],
  },
  {
    relationshipId: 1612,
    invoices: [
      ['paid', 120_000, 45],
      ['brokerHold', 88_000, 9],
      ['pending', 131_275, 1],
    ],
  },
  {
    relationshipId: 1613,
    invoices: [
      ['paid', 99_900, 44],
      ['approved', 154_000, 10],
    ],
  },
  {
    relationshipId: 1614,
    invoices: [
      ['pending', 77_000, 3],
      ['approved', 64_500, 11],
    ],
  },
];

const seededAt = '2026-01-05T15:00:00.000Z';

export async function seedFactorArea(now = new Date()): Promise<void> {
  const today = calendarDateIn(now);
  for (const record of factorAreaDemo.debtors) await putCompanyIfAbsent({ ...record, createdAt: seededAt });
  const relationships: RelationshipRecord[] = [];
  for (const client of factorAreaDemo.clients) {
    const noa = noas.find((n) => n.clientId === client.id);
    const written = await seedDemoCarrier({
      carrier: { ...client, createdAt: seededAt },
      factorOfRecord: noa ? { factor, documentId: noa.id } : undefined,
      relationships: factorAreaDemo.relationships
        .filter((r) => r.clientId === client.id)
        .map((r) => ({
          id: r.id,
          payor: factorAreaDemo.debtors.find((d) => d.id === r.debtorId) ?? factorAreaDemo.debtors[0],
          factor: r.assigned ? factor : null,
        })),
      claimed: false,
      seededAt,
    });
    relationships.push(...written);
  }
  await seedNoas();

  const paid: InvoiceRecord[] = [];
  let id = 7401;
  for (const { relationshipId, invoices } of book) {
    const relationship = relationships.find((r) => r.id === relationshipId) as RelationshipRecord;
    for (const [kind, grossCents, daysAgo] of invoices) {
      const invoice = invoiceOf(id, relationship, kind, grossCents, addDays(today, -daysAgo));
      await putInvoiceIfAbsent(invoice);
      await seedLoadOf(invoice, relationship);
      if (kind === 'paid') paid.push(invoice);
      id += 1;
    }
  }
  await payAlamo(paid);
  // Invoices stored before the factor index existed, or by an older seed, are listed under their factor.
  await syncInvoiceFactors(relationships);
}

/** Lanes of the debtors' loads, taken in turn (origin, destination). */
const lanes: readonly [[string, string], [string, string]][] = [
  [
    ['San Antonio', 'TX'],
    ['Shreveport', 'LA'],
  ],
  [
    ['Laredo', 'TX'],
    ['Tulsa', 'OK'],
  ],
  [
    ['Corpus Christi', 'TX'],
    ['Little Rock', 'AR'],
  ],
  [
    ['El Paso', 'TX'],
    ['Albuquerque', 'NM'],
  ],
  [
    ['Waco', 'TX'],
    ['Baton Rouge', 'LA'],
  ],
];

/**
 * The debtor's load each invoice carries (its load number reserved for it, as a submission does),
 * picked up four days before the upload and delivered two days later; ids 7601 on (7401 on are the
 * invoices'), each written only if absent.
 */
async function seedLoadOf(invoice: InvoiceRecord, relationship: RelationshipRecord): Promise<void> {
  await reserveInvoiceLoadNumber(invoice);
  const [origin, destination] = lanes[invoice.id % lanes.length] as (typeof lanes)[number];
  const pickupDate = addDays(invoice.dates.uploaded, -4);
  const createdAt = `${addDays(pickupDate, -2)}T15:00:00.000Z`;
  const debtor = factorAreaDemo.debtors.find((d) => d.id === relationship.payorId);
  await createLoad({
    id: invoice.id + 200,
    payorId: relationship.payorId,
    loadNumber: invoice.loadNumber,
    relationshipId: relationship.id,
    payeeId: relationship.payeeId,
    carrierName: invoice.payeeName ?? '',
    currencyId: invoice.currencyId,
    origin: { city: origin[0], state: origin[1] },
    destination: { city: destination[0], state: destination[1] },
    pickupDate,
    deliveryDate: addDays(pickupDate, 2),
    rateCents: invoice.grossCents,
    status: LoadStatus.Delivered,
    statusHistory: [
      { status: LoadStatus.Delivered, at: createdAt, byUserId: null, byName: `${debtor?.name} dispatch` },
    ],
    advance: null,
    createdAt,
    createdByUserId: null,
    createdByName: `${debtor?.name} dispatch`,
    version: 1,
  });
}

/**
 * The completed NOAs that assigned Alamo (2: Pecos Valley, blanket; 3: Llano Basin, Brazos Bend
 * only), which made it each client's factor of record.
 */
const noas: readonly { id: number; clientId: number; relationshipIds: number[]; request: NoaDocumentKind }[] = [
  { id: 2, clientId: 1601, relationshipIds: [1611, 1612], request: { kind: 'noa', scope: 'blanket' } },
  {
    id: 3,
    clientId: 1602,
    relationshipIds: [1613],
    request: { kind: 'noa', scope: 'debtors', debtorPayorIds: [2601] },
  },
];

async function seedNoas(): Promise<void> {
  for (const noa of noas) {
    await putNoaDocumentIfAbsent({
      id: noa.id,
      status: DocumentStatus.Complete,
      receivedAt: '2026-01-06T14:00:00.000Z',
      source: {
        channel: 'upload',
        fileKey: `noa/seed/alamo-${noa.clientId}.pdf`,
        fileName: `alamo-${noa.clientId}-noa.pdf`,
        contentType: 'application/pdf',
      },
      senderFactorId: factor.id,
      pages: [],
      proposed: null,
      factorId: factor.id,
      factorName: factor.name,
      payeeId: noa.clientId,
      request: noa.request,
      actionCode: null,
      processedBy: null,
      auditedBy: null,
      applied: {
        at: seededAt,
        factorOfRecordBefore: null,
        factorOfRecordAfter: factor.id,
        relationships: noa.relationshipIds.map((relationshipId) => ({
          relationshipId,
          before: null,
          after: factor.id,
        })),
        movesMoney: true,
      },
      coolingOffEndsAt: '2026-01-08T15:00:00.000Z',
      lease: null,
      completedTasks: [],
      auditFindings: [],
      // Seeded as completed: the steps before it were never taken here.
      history: [],
      version: 1,
    });
  }
}

function invoiceOf(
  id: number,
  relationship: RelationshipRecord,
  kind: Kind,
  grossCents: number,
  uploaded: string,
): InvoiceRecord {
  const client = factorAreaDemo.clients.find((c) => c.id === relationship.payeeId);
  const approved = kind === 'pending' ? null : addDays(uploaded, 1);
  const status = {
    pending: InvoiceStatus.Pending,
    approved: InvoiceStatus.Approved,
    brokerHold: InvoiceStatus.Held,
    paid: InvoiceStatus.Approved,
  }[kind];
  const history: InvoiceRecord['statusHistory'] = [
    { status: InvoiceStatus.Pending, at: `${uploaded}T14:00:00.000Z`, actor: 'payor' },
  ];
  if (approved) history.push({ status: InvoiceStatus.Approved, at: `${approved}T16:00:00.000Z`, actor: 'payor' });
  if (kind === 'brokerHold')
    history.push({ status: InvoiceStatus.Held, at: `${approved}T17:00:00.000Z`, actor: 'payor' });
  return {
    id,
    payeeId: relationship.payeeId,
    payeeName: client?.name ?? '',
    payorId: relationship.payorId,
    payorName: relationship.payorName,
    relationshipId: relationship.id,
    invoiceNumber: `${relationship.payeeId === 1601 ? 'GVT' : 'LBF'}-${id}`,
    loadNumber: `AL${id}0`,
    kind: InvoiceKind.Factored,
    currencyId: Currency.USD,
    grossCents,
    status,
    paymentType: PaymentType.StandardPay,
    feeBps: 0,
    feeCents: 0,
    netCents: grossCents,
    isFreeQuickPay: false,
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
    // Paid ones fell due a month after approval; the others are due after the demo's days.
    expectedPayDate: approved ? addDays(approved, kind === 'paid' ? 30 : 40) : null,
    paymentId: null,
    statusHistory: history,
    reviewNote:
      kind === 'brokerHold'
        ? {
            status: InvoiceStatus.Held,
            holdReason: HoldReason.PAYOR_MANUAL_HOLD,
            text: 'Proof of delivery missing a signature',
            at: `${approved}T17:00:00.000Z`,
            byName: 'Brazos Bend accounts payable',
          }
        : null,
    factorId: relationship.assignedFactorId,
    version: 1,
  };
}

/** Pays Alamo for its clients' paid invoices as the payout run would, one payment per client, debtor and day. */
async function payAlamo(paid: readonly InvoiceRecord[]): Promise<void> {
  const current = await Promise.all(paid.map((invoice) => getInvoice(invoice.id)));
  const unpaid = current.filter((i): i is InvoiceRecord => i !== null && i.status === InvoiceStatus.Approved);
  const byDate = new Map<string, InvoiceRecord[]>();
  for (const invoice of unpaid) {
    const date = invoice.expectedPayDate as string;
    byDate.set(date, [...(byDate.get(date) ?? []), invoice]);
  }
  const account = {
    id: factorAccountId,
    factorId: factor.id,
    currencyId: Currency.USD,
    methodType: PaymentMethodType.Ach,
  };
  for (const [paidDate, invoices] of byDate) {
    const due = invoices.map((invoice) => ({ ...invoice, payTo: { kind: 'factor' as const, factorId: factor.id } }));
    for (const payment of planPayouts(due, [], paidDate, [account]).payments) {
      const members = invoices.filter((i) => payment.invoiceIds.includes(i.id));
      await recordPayment(
        {
          ...payment,
          paidTo: { kind: 'factor', factorId: factor.id, factorName: factor.name },
          code: `PAY-${payment.id.slice(0, 8).toUpperCase()}`,
          confirmationNumber: confirmationNumberOf(payment.id),
          bankAccountName: 'Alamo Capital operating account',
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
