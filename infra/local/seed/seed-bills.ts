import type { BillCharge } from '#functions/domain/bills/charges.ts';
import {
  type BillHistoryRecord,
  deleteLegacyBill,
  legacySeedBillIds,
  type NewBillRecord,
  putBillIfAbsent,
} from '#functions/repositories/bills.ts';
import { putPayorPaperworkSettingsIfAbsent } from '#functions/repositories/paperwork-settings.ts';
import { workerActorName } from '#functions/services/bill-resubmission.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { Currency } from '#shared/enums/currency.ts';
import { ChargeType, ImageType } from '#shared/enums/paperwork.ts';
import { demoAccounts, demoCompanies } from './demo-accounts.ts';

/**
 * The demo carrier's paperwork (Lone Star Freight, 1001) with Redline Logistics (2001) and Prairie
 * Grain (2002): twelve bills under fixed ids in every state the carrier meets, except `sent` (a
 * sent bill would be delivered by the worker at the next start). Documents and their files are
 * seeded by the documents' seed, which attaches them to these ids.
 */
export const seededBillIds = {
  /** Redline; no charges yet (missing linehaul). */
  incompleteMissingLinehaul: '00000000-0000-4000-b000-000000000001',
  /** Prairie Grain; charges entered, documents still to come. */
  incompleteWithCharges: '00000000-0000-4000-b000-000000000002',
  /** Redline; uploaded by the driver and sent to the administrator. */
  pendingFromDriver: '00000000-0000-4000-b000-000000000003',
  /** Prairie Grain; the delivery check found no proof of delivery. */
  exception: '00000000-0000-4000-b000-000000000004',
  deliveredRedline: '00000000-0000-4000-b000-000000000005',
  deliveredRedlineSecond: '00000000-0000-4000-b000-000000000006',
  deliveredPrairie: '00000000-0000-4000-b000-000000000007',
  submittedRedline: '00000000-0000-4000-b000-000000000008',
  submittedPrairie: '00000000-0000-4000-b000-000000000009',
  /** Redline rejected it with a note. */
  rejectedRedline: '00000000-0000-4000-b000-000000000010',
  approvedRedline: '00000000-0000-4000-b000-000000000011',
  approvedPrairie: '00000000-0000-4000-b000-000000000012',
} as const;

/** Document types each demo payor requires before a bill is delivered. */
export const seededRequiredImageTypeIds = {
  [demoCompanies.broker.id]: [ImageType.RateConfirmation, ImageType.ProofOfDelivery],
  [demoCompanies.shipper.id]: [ImageType.ProofOfDelivery],
} as const;

const carrier = demoCompanies.carrier;
const accountName = (email: string) => demoAccounts.find((a) => a.email === email)?.name ?? email;
const carrierAdmin = { id: 1, name: accountName('carrier@demo.test') };
const driver = { id: 2, name: accountName('driver@demo.test') };
const reviewers = {
  [demoCompanies.broker.id]: accountName('broker@demo.test'),
  [demoCompanies.shipper.id]: accountName('shipper@demo.test'),
} as Record<number, string>;

type Move = { to: BillState; hoursAfter: number; note?: string };

type SeededBill = {
  id: string;
  payor: { id: number; name: string };
  loadOrInvoiceNumber: string;
  paperworkTypeId: number;
  daysAgo: number;
  charges: [chargeTypeId: number, amount: number][];
  by?: { id: number; name: string };
  /** The moves after creation, hours after it. */
  moves: Move[];
  startsPending?: boolean;
};

const broker = { id: demoCompanies.broker.id, name: demoCompanies.broker.name };
const shipper = { id: demoCompanies.shipper.id, name: demoCompanies.shipper.name };
const ids = seededBillIds;
const L = ChargeType;

const sent = (hoursAfter: number): Move => ({ to: BillState.Sent, hoursAfter });
const delivered = (hoursAfter: number): Move => ({ to: BillState.Delivered, hoursAfter });

const plan: SeededBill[] = [
  {
    id: ids.incompleteMissingLinehaul,
    payor: broker,
    loadOrInvoiceNumber: 'LD880500',
    paperworkTypeId: ImageType.RateConfirmation,
    daysAgo: 2,
    charges: [],
    moves: [],
  },
  {
    id: ids.incompleteWithCharges,
    payor: shipper,
    loadOrInvoiceNumber: 'PG-44120',
    paperworkTypeId: ImageType.BillOfLading,
    daysAgo: 1,
    charges: [
      [L.Linehaul, 185_000],
      [L.FuelSurcharge, 22_000],
    ],
    moves: [],
  },
  {
    id: ids.pendingFromDriver,
    payor: broker,
    loadOrInvoiceNumber: 'LD880577',
    paperworkTypeId: ImageType.ProofOfDelivery,
    daysAgo: 1,
    charges: [[L.Linehaul, 132_500]],
    by: driver,
    startsPending: true,
    moves: [],
  },
  {
    id: ids.exception,
    payor: shipper,
    loadOrInvoiceNumber: 'PG-44098',
    paperworkTypeId: ImageType.BillOfLading,
    daysAgo: 9,
    charges: [[L.Linehaul, 210_000]],
    moves: [sent(2), { to: BillState.Exception, hoursAfter: 2.01, note: 'missing_documents' }],
  },
  {
    id: ids.deliveredRedline,
    payor: broker,
    loadOrInvoiceNumber: 'LD880513',
    paperworkTypeId: ImageType.ProofOfDelivery,
    daysAgo: 6,
    charges: [
      [L.Linehaul, 245_000],
      [L.Detention, 15_000],
    ],
    moves: [sent(3), delivered(3.01)],
  },
  {
    id: ids.deliveredRedlineSecond,
    payor: broker,
    loadOrInvoiceNumber: 'LD880531',
    paperworkTypeId: ImageType.RateConfirmation,
    daysAgo: 4,
    charges: [
      [L.Linehaul, 198_000],
      [L.Lumper, 8_500],
    ],
    moves: [sent(1), delivered(1.01)],
  },
  {
    id: ids.deliveredPrairie,
    payor: shipper,
    loadOrInvoiceNumber: 'PG-44105',
    paperworkTypeId: ImageType.ProofOfDelivery,
    daysAgo: 3,
    charges: [[L.Linehaul, 156_000]],
    moves: [sent(5), delivered(5.01)],
  },
  {
    id: ids.submittedRedline,
    payor: broker,
    loadOrInvoiceNumber: 'LD880468',
    paperworkTypeId: ImageType.RateConfirmation,
    daysAgo: 12,
    charges: [
      [L.Linehaul, 275_000],
      [L.FuelSurcharge, 31_000],
    ],
    moves: [sent(2), delivered(2.01), { to: BillState.Submitted, hoursAfter: 26 }],
  },
  {
    id: ids.submittedPrairie,
    payor: shipper,
    loadOrInvoiceNumber: 'PG-44077',
    paperworkTypeId: ImageType.BillOfLading,
    daysAgo: 14,
    charges: [
      [L.Linehaul, 142_000],
      [L.StopOff, 7_500],
    ],
    moves: [sent(4), delivered(4.01), { to: BillState.Submitted, hoursAfter: 30 }],
  },
  {
    id: ids.rejectedRedline,
    payor: broker,
    loadOrInvoiceNumber: 'LD880452',
    paperworkTypeId: ImageType.RateConfirmation,
    daysAgo: 16,
    charges: [[L.Linehaul, 220_000]],
    moves: [
      sent(1),
      delivered(1.01),
      {
        to: BillState.Rejected,
        hoursAfter: 22,
        note: 'The rate confirmation shows a $2,100.00 linehaul. Please correct the amount and resubmit.',
      },
    ],
  },
  {
    id: ids.approvedRedline,
    payor: broker,
    loadOrInvoiceNumber: 'LD880421',
    paperworkTypeId: ImageType.ProofOfDelivery,
    daysAgo: 25,
    charges: [
      [L.Linehaul, 260_000],
      [L.Detention, 22_500],
    ],
    moves: [
      sent(2),
      delivered(2.01),
      { to: BillState.Submitted, hoursAfter: 20 },
      { to: BillState.Approved, hoursAfter: 70 },
    ],
  },
  {
    id: ids.approvedPrairie,
    payor: shipper,
    loadOrInvoiceNumber: 'PG-44031',
    paperworkTypeId: ImageType.BillOfLading,
    daysAgo: 30,
    charges: [
      [L.Linehaul, 168_000],
      [L.Layover, 15_000],
    ],
    moves: [
      sent(6),
      delivered(6.01),
      { to: BillState.Submitted, hoursAfter: 28 },
      { to: BillState.Approved, hoursAfter: 96 },
    ],
  },
];

const hour = 3_600_000;

/** Who made a move: the carrier submits, the worker delivers or sends back, the payor reviews. */
function moverOf(bill: SeededBill, to: BillState): string {
  if (to === BillState.Sent) return carrierAdmin.name;
  if (to === BillState.Delivered || to === BillState.Exception) return workerActorName;
  return reviewers[bill.payor.id] ?? bill.payor.name;
}

/** The bill record and history for one planned bill, dated back from `now`. */
function seededBill(bill: SeededBill, now: Date): { record: NewBillRecord; history: BillHistoryRecord[] } {
  // Created at 8:30 in the morning (America/Chicago, 14:30 UTC) `daysAgo` days back.
  const created = new Date(now.getTime() - bill.daysAgo * 24 * hour);
  created.setUTCHours(14, 30, 0, 0);
  const at = (hoursAfter: number) => new Date(created.getTime() + hoursAfter * hour).toISOString();
  const author = bill.by ?? carrierAdmin;
  const first = bill.startsPending ? BillState.Pending : BillState.Incomplete;
  const history: BillHistoryRecord[] = [
    { billId: bill.id, eventId: 'seed-0', from: null, to: first, at: at(0), by: author.name, note: null },
  ];
  let state: BillState = first;
  bill.moves.forEach((move, i) => {
    history.push({
      billId: bill.id,
      eventId: `seed-${i + 1}`,
      from: state,
      to: move.to,
      at: at(move.hoursAfter),
      by: moverOf(bill, move.to),
      note: move.note ?? null,
    });
    state = move.to;
  });
  const sentMove = [...bill.moves].reverse().find((move) => move.to === BillState.Sent);
  const charges: BillCharge[] = bill.charges.map(([chargeTypeId, amount], i) => ({
    id: `${bill.id}-c${i + 1}`,
    chargeTypeId,
    amount,
  }));
  const last = history[history.length - 1];
  return {
    record: {
      id: bill.id,
      payeeId: carrier.id,
      payeeName: carrier.name,
      payorId: bill.payor.id,
      payorName: bill.payor.name,
      state,
      loadOrInvoiceNumber: bill.loadOrInvoiceNumber,
      paperworkTypeId: bill.paperworkTypeId,
      currencyTypeId: Currency.USD,
      charges,
      createdDate: calendarDateIn(created),
      createdAt: at(0),
      updatedAt: last?.at ?? at(0),
      submittedAt: sentMove ? at(sentMove.hoursAfter) : null,
      sentToAdminBy: bill.startsPending ? author.name : null,
      createdByUserId: author.id,
      version: history.length,
    },
    history,
  };
}

/**
 * Writes the demo bills (each with its history and charges, once: fixed ids, put if absent), the
 * payors' paperwork requirements, and removes the previous seed's two bills of the old shape.
 */
export async function seedDemoBills(now = new Date()): Promise<void> {
  await Promise.all(legacySeedBillIds.map(deleteLegacyBill));
  for (const [payorId, required] of Object.entries(seededRequiredImageTypeIds)) {
    await putPayorPaperworkSettingsIfAbsent({
      payorId: Number(payorId),
      requiredImageTypeIds: [...required],
      updatedAt: now.toISOString(),
    });
  }
  for (const bill of plan) {
    const { record, history } = seededBill(bill, now);
    await putBillIfAbsent(record, history);
  }
}
