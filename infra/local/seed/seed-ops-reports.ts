import { invoiceCharges } from '#functions/domain/invoices/payment-terms.ts';
import { putFundsReceiptIfAbsent } from '#functions/repositories/funds-receipts.ts';
import { type InvoiceRecord, putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Currency } from '#shared/enums/currency.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { ReconciliationState } from '#shared/enums/reconciliation-state.ts';
import { demoAccounts, demoCompanies } from './demo-accounts.ts';

const broker = demoCompanies.broker;
const carrier = demoCompanies.carrier;
/** Lone Star Freight's relationship with Redline (seed-carrier-activity.ts). */
const relationshipId = 1;
const brokerUser = demoAccounts.find((account) => account.email === 'broker@demo.test');
const gotp = broker.payorTerms.guaranteedOnTimePay ?? { feeBps: 100, termDays: 15 };

/** Redline's GOTP invoices of Lone Star, each paid by the payout run on its due day (three months). */
export const demoGotpInvoices = [
  { id: 8601, grossCents: 120_000, dueDaysAgo: 75 },
  { id: 8602, grossCents: 86_500, dueDaysAgo: 70 },
  { id: 8603, grossCents: 143_250, dueDaysAgo: 42 },
  { id: 8604, grossCents: 99_900, dueDaysAgo: 16 },
  { id: 8605, grossCents: 210_000, dueDaysAgo: 12 },
];

/** Redline's holds: reasons, ages over every bucket, made by Blair Broker or the portal's checks. */
export const demoHolds = [
  { id: 8611, grossCents: 154_000, heldDaysAgo: 3, reason: HoldReason.PAYOR_MANUAL_HOLD, note: 'Missing signed BOL' },
  { id: 8612, grossCents: 97_300, heldDaysAgo: 11, reason: HoldReason.PAYOR_MANUAL_HOLD, note: 'Rate dispute' },
  { id: 8613, grossCents: 212_500, heldDaysAgo: 24, reason: HoldReason.PAYOR_SYSTEM_OVERRIDE, note: null },
  { id: 8614, grossCents: 68_800, heldDaysAgo: 47, reason: HoldReason.WAITING_FOR_LOR, note: null },
  { id: 8615, grossCents: 131_000, heldDaysAgo: 95, reason: HoldReason.LEGACY_HOLD, note: 'Held in the former portal' },
];

/** Redline's open invoices (approved, due in the future) that the receipts below can pay. */
export const demoOpenInvoices = [
  { id: 8621, grossCents: 175_000, approvedDaysAgo: 9 },
  { id: 8622, grossCents: 62_500, approvedDaysAgo: 8 },
  { id: 8623, grossCents: 48_250, approvedDaysAgo: 6 },
  { id: 8624, grossCents: 91_000, approvedDaysAgo: 4 },
];

/**
 * Funds Redline sent that match no invoice yet: one pays 8621 exactly, one 8622 and 8623 together,
 * one matches nothing, and one went back (Reversed).
 */
export const demoFundsReceipts = [
  {
    id: 8631,
    reference: 'RL-WIRE-0419',
    amountCents: 175_000,
    receivedDaysAgo: 2,
    state: ReconciliationState.Unreconciled,
  },
  {
    id: 8632,
    reference: 'RL-ACH-5521',
    amountCents: 110_750,
    receivedDaysAgo: 3,
    state: ReconciliationState.Unreconciled,
  },
  {
    id: 8633,
    reference: 'RL-CHK-20931',
    amountCents: 55_555,
    receivedDaysAgo: 12,
    state: ReconciliationState.Unreconciled,
  },
  { id: 8634, reference: 'RL-ACH-5488', amountCents: 80_000, receivedDaysAgo: 20, state: ReconciliationState.Reversed },
];

type InvoiceFacts = { id: number; grossCents: number; uploaded: string; approved: string | null };

/** A Redline invoice of Lone Star as the portal writes one. */
function invoiceOf(facts: InvoiceFacts, paymentType: PaymentType, feeBps: number, termDays: number): InvoiceRecord {
  const charges = invoiceCharges(facts.grossCents, { paymentType, termDays, feeBps, isQuickPay: false }, false);
  return {
    id: facts.id,
    payeeId: carrier.id,
    payeeName: carrier.name,
    payorId: broker.id,
    payorName: broker.name,
    relationshipId,
    invoiceNumber: `LSF-${facts.id}`,
    loadNumber: `LD${facts.id}0`,
    kind: InvoiceKind.Standard,
    currencyId: Currency.USD,
    grossCents: facts.grossCents,
    status: facts.approved ? InvoiceStatus.Approved : InvoiceStatus.Pending,
    paymentType,
    feeBps,
    feeCents: charges.feeCents,
    netCents: charges.netCents,
    isFreeQuickPay: false,
    dates: {
      uploaded: facts.uploaded,
      approved: facts.approved,
      paid: null,
      approvedSet: facts.approved,
      drafted: null,
      statusChange: facts.approved ?? facts.uploaded,
      advanceScheduled: null,
      invoiceRequested: facts.uploaded,
      paymentScheduled: null,
    },
    expectedPayDate: facts.approved ? addDays(facts.approved, termDays) : null,
    paymentId: null,
    statusHistory: [
      { status: InvoiceStatus.Pending, at: `${facts.uploaded}T14:00:00.000Z`, actor: 'payor' },
      ...(facts.approved
        ? [{ status: InvoiceStatus.Approved, at: `${facts.approved}T16:00:00.000Z`, actor: 'payor' } as const]
        : []),
    ],
    version: 1,
  };
}

/**
 * What Redline's operations reports show: GOTP invoices paid by the real payout run on their due
 * days (the fee recorded on each invoice, charged in its payment), held invoices with the move that
 * held them (who, when, why), open invoices, and the funds receipts LanePay recorded for Redline.
 * Fixed ids, written only if absent; run before the seeds that add approved invoices of their own,
 * so the past payout runs here pay only these.
 */
export async function seedOpsReports(now = new Date()): Promise<void> {
  const today = calendarDateIn(now);
  for (const invoice of demoGotpInvoices) {
    const approved = addDays(today, -invoice.dueDaysAgo - gotp.termDays);
    const record = invoiceOf(
      { id: invoice.id, grossCents: invoice.grossCents, uploaded: addDays(approved, -1), approved },
      PaymentType.GuaranteedOnTimePay,
      gotp.feeBps,
      gotp.termDays,
    );
    await putInvoiceIfAbsent({
      ...record,
      termElection: {
        paymentType: PaymentType.GuaranteedOnTimePay,
        at: `${approved}T15:00:00.000Z`,
        byUserId: 1,
        byName: 'Casey Carrier',
      },
    });
  }
  for (const day of [...new Set(demoGotpInvoices.map((invoice) => addDays(today, -invoice.dueDaysAgo)))].sort()) {
    await runPayouts(new Date(`${day}T18:00:00.000Z`));
  }
  for (const hold of demoHolds) {
    const heldDate = addDays(today, -hold.heldDaysAgo);
    const byPayor = hold.reason === HoldReason.PAYOR_MANUAL_HOLD;
    // The payor's own system holds in the payor's name; the other reasons are LanePay's checks.
    const bySystem = hold.reason === HoldReason.PAYOR_SYSTEM_OVERRIDE;
    const at = `${heldDate}T17:30:00.000Z`;
    const record = invoiceOf(
      { id: hold.id, grossCents: hold.grossCents, uploaded: addDays(heldDate, -2), approved: null },
      PaymentType.StandardPay,
      0,
      30,
    );
    await putInvoiceIfAbsent({
      ...record,
      status: InvoiceStatus.Held,
      dates: { ...record.dates, statusChange: heldDate },
      statusHistory: [
        ...record.statusHistory,
        {
          status: InvoiceStatus.Held,
          at,
          actor: byPayor ? 'payor' : 'system',
          byUserId: byPayor ? (brokerUser?.id ?? null) : null,
          byName: byPayor ? (brokerUser?.name ?? null) : bySystem ? null : 'LanePay operations',
          byCompanyName: byPayor || bySystem ? broker.name : null,
        },
      ],
      reviewNote: {
        status: InvoiceStatus.Held,
        holdReason: hold.reason,
        text: hold.note,
        at,
        byName: byPayor ? (brokerUser?.name ?? null) : null,
      },
    });
  }
  for (const invoice of demoOpenInvoices) {
    const approved = addDays(today, -invoice.approvedDaysAgo);
    // Standard Pay on a 45-day term: still open through any demo session.
    await putInvoiceIfAbsent(
      invoiceOf(
        { id: invoice.id, grossCents: invoice.grossCents, uploaded: addDays(approved, -1), approved },
        PaymentType.StandardPay,
        0,
        45,
      ),
    );
  }
  for (const receipt of demoFundsReceipts) {
    const receivedDate = addDays(today, -receipt.receivedDaysAgo);
    await putFundsReceiptIfAbsent({
      id: receipt.id,
      payorId: broker.id,
      reference: receipt.reference,
      receivedDate,
      currencyId: Currency.USD,
      amountCents: receipt.amountCents,
      state: receipt.state,
      createdAt: `${receivedDate}T20:00:00.000Z`,
    });
  }
}
