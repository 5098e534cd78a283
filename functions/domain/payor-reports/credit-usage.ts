import { addDays, calendarDateIn, daysBetween } from '#shared/dates/calendar-date.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import type { CreditLine, CreditUsageDay } from '#shared/schemas/payor-ledger-reports.ts';
import type { Invoice } from '../invoices/invoice.ts';
import type { Payment } from '../payments/payment.ts';

/**
 * The payor's credit line with the portal (seeds 001: 'view credit usage'; issue 14). What the
 * payor owes LanePay without having funded it yet:
 *
 * - approved, unfunded invoices: approved by the payor (Approved, or Missing Bank while the carrier
 *   has no account) and not yet paid: LanePay has committed to pay them, no draft has covered them;
 * - QuickPay advanced ahead of the payor's funding: QuickPay payouts (charged or FREE) LanePay made
 *   to carriers that no draft of the payor has funded yet.
 *
 * An invoice moves from the first to the second when it is paid on QuickPay, and leaves both when
 * its payment is drafted (or refunded), so nothing is counted twice. A Standard Pay payment is
 * drafted with the invoices it pays (the payor funds it as it is made), so it uses no credit.
 * Everything here reads the records as written (statuses with their history, payments with their
 * draft and refund dates); no second bookkeeping.
 */

/** Invoice statuses that are approved and unpaid: LanePay owes the carrier, the payor has not funded. */
export const approvedUnfundedStatuses: readonly InvoiceStatus[] = [InvoiceStatus.Approved, InvoiceStatus.MissingBank];

/** Payouts LanePay makes ahead of the payor's funding (the carrier's QuickPay election). */
export const quickPayPayoutTypes: readonly PayoutType[] = [
  PayoutType.QUICKPAY_INVOICE_PAYOUT,
  PayoutType.PROMOTIONAL_QUICKPAY_INVOICE_PAYOUT,
];

export type UsageInvoice = Pick<Invoice, 'id' | 'currencyId' | 'grossCents' | 'statusHistory'>;
export type UsagePayment = Pick<
  Payment,
  'id' | 'currencyId' | 'grossCents' | 'payoutType' | 'state' | 'paidDate' | 'draftDate' | 'refund'
>;

/** The invoice's status at the end of a day (America/Chicago), from its history; null before it existed. */
export function invoiceStatusOn(invoice: Pick<Invoice, 'statusHistory'>, day: string): InvoiceStatus | null {
  let status: InvoiceStatus | null = null;
  for (const change of invoice.statusHistory) {
    if (calendarDateIn(new Date(change.at)) <= day) status = change.status;
  }
  return status;
}

/** Whether a QuickPay payment was out and unfunded at the end of `day` (today: as it stands). */
export function isAdvancedUnfundedOn(payment: UsagePayment, day: string): boolean {
  if (!quickPayPayoutTypes.includes(payment.payoutType)) return false;
  if (payment.state !== PaymentState.Paid && payment.state !== PaymentState.Refunded) return false;
  if (payment.paidDate > day) return false;
  if (payment.draftDate && payment.draftDate <= day) return false;
  if (payment.refund && payment.refund.date <= day) return false;
  return true;
}

type Usage = { approvedCents: number; approvedCount: number; advancedCents: number; advancedCount: number };

const noUsage = (): Usage => ({ approvedCents: 0, approvedCount: 0, advancedCents: 0, advancedCount: 0 });

function usageOn(
  day: string,
  invoices: readonly UsageInvoice[],
  payments: readonly UsagePayment[],
): Map<number, Usage> {
  const byCurrency = new Map<number, Usage>();
  const of = (currencyId: number) => {
    const usage = byCurrency.get(currencyId) ?? noUsage();
    byCurrency.set(currencyId, usage);
    return usage;
  };
  for (const invoice of invoices) {
    const status = invoiceStatusOn(invoice, day);
    if (status === null || !approvedUnfundedStatuses.includes(status)) continue;
    const usage = of(invoice.currencyId);
    usage.approvedCents += invoice.grossCents;
    usage.approvedCount += 1;
  }
  for (const payment of payments) {
    if (!isAdvancedUnfundedOn(payment, day)) continue;
    const usage = of(payment.currencyId);
    usage.advancedCents += payment.grossCents;
    usage.advancedCount += 1;
  }
  return byCurrency;
}

/** The payor's limit per currency (its credit limit records). */
export type Limits = ReadonlyMap<number, number>;

/**
 * The credit line per currency at the end of today, by the history's own rule (each invoice's status
 * on the day, each payment by its dates), so the line and the history's newest day never disagree:
 * a move dated ahead (a payment on a later business day) uses no credit early and frees none early.
 * Every currency with a limit or any usage has a line; `currencyId` keeps to one.
 */
export function creditLinesOf(input: {
  today: string;
  invoices: readonly UsageInvoice[];
  payments: readonly UsagePayment[];
  limits: Limits;
  currencyId?: number | undefined;
}): CreditLine[] {
  const usage = usageOn(input.today, input.invoices, input.payments);
  const currencies = new Set([...input.limits.keys(), ...usage.keys()]);
  return [...currencies]
    .filter((id) => input.currencyId === undefined || id === input.currencyId)
    .sort((a, b) => a - b)
    .map((currencyId) => {
      const used = usage.get(currencyId) ?? noUsage();
      const limitCents = input.limits.get(currencyId) ?? null;
      const usedCents = used.approvedCents + used.advancedCents;
      return {
        currencyId,
        limitCents,
        approvedUnfundedCents: used.approvedCents,
        approvedUnfundedCount: used.approvedCount,
        advancedUnfundedCents: used.advancedCents,
        advancedUnfundedCount: used.advancedCount,
        usedCents,
        availableCents: limitCents === null ? null : limitCents - usedCents,
        utilisationBps: limitCents === null || limitCents === 0 ? null : Math.round((usedCents * 10_000) / limitCents),
      };
    });
}

/** Days (YYYY-MM-DD, end exclusive; null: still open) during which a record used credit. */
type Span = { currencyId: number; cents: number; from: string; until: string | null; kind: 'approved' | 'advanced' };

/** The spans an invoice spent approved and unfunded, from its status history (each change dated once). */
function invoiceSpans(invoice: UsageInvoice): Span[] {
  const spans: Span[] = [];
  let open: string | null = null;
  for (const change of invoice.statusHistory) {
    const day = calendarDateIn(new Date(change.at));
    const using = approvedUnfundedStatuses.includes(change.status);
    if (using && open === null) open = day;
    if (!using && open !== null) {
      spans.push({
        currencyId: invoice.currencyId,
        cents: invoice.grossCents,
        from: open,
        until: day,
        kind: 'approved',
      });
      open = null;
    }
  }
  if (open !== null) {
    spans.push({
      currencyId: invoice.currencyId,
      cents: invoice.grossCents,
      from: open,
      until: null,
      kind: 'approved',
    });
  }
  return spans;
}

/** The span a QuickPay payment was out and unfunded: from its paid day until its draft or refund. */
function paymentSpan(payment: UsagePayment): Span | null {
  if (!quickPayPayoutTypes.includes(payment.payoutType)) return null;
  if (payment.state !== PaymentState.Paid && payment.state !== PaymentState.Refunded) return null;
  const ends = [payment.draftDate, payment.refund?.date].filter((day): day is string => Boolean(day)).sort();
  return {
    currencyId: payment.currencyId,
    cents: payment.grossCents,
    from: payment.paidDate,
    until: ends[0] ?? null,
    kind: 'advanced',
  };
}

/**
 * Usage at the end of each day from `startDate` to `endDate` (inclusive), per currency with a limit
 * or any usage in the range: invoices by their status history, payments by their paid, draft and
 * refund dates. Oldest day first. Each record is read once into the days it used credit, and the
 * days are summed by differences, so the cost follows the records plus the days, not their product.
 */
export function creditUsageHistory(input: {
  startDate: string;
  endDate: string;
  invoices: readonly UsageInvoice[];
  payments: readonly UsagePayment[];
  limits: Limits;
  currencyId?: number | undefined;
}): CreditUsageDay[] {
  const dayCount = daysBetween(input.startDate, input.endDate) + 1;
  if (dayCount <= 0) return [];
  const index = (day: string) => Math.min(Math.max(daysBetween(input.startDate, day), 0), dayCount);
  const deltas = new Map<number, { approved: number[]; advanced: number[] }>();
  const spans = [
    ...input.invoices.flatMap(invoiceSpans),
    ...input.payments.map(paymentSpan).filter((span): span is Span => span !== null),
  ];
  for (const span of spans) {
    if (span.from > input.endDate || (span.until !== null && span.until <= input.startDate)) continue;
    const currency = deltas.get(span.currencyId) ?? {
      approved: new Array<number>(dayCount + 1).fill(0),
      advanced: new Array<number>(dayCount + 1).fill(0),
    };
    deltas.set(span.currencyId, currency);
    const series = currency[span.kind];
    series[index(span.from)] = (series[index(span.from)] ?? 0) + span.cents;
    const end = span.until === null ? dayCount : index(span.until);
    series[end] = (series[end] ?? 0) - span.cents;
  }
  for (const currencyId of input.limits.keys()) {
    if (!deltas.has(currencyId)) {
      deltas.set(currencyId, {
        approved: new Array<number>(dayCount + 1).fill(0),
        advanced: new Array<number>(dayCount + 1).fill(0),
      });
    }
  }
  const wanted = [...deltas.keys()]
    .filter((id) => input.currencyId === undefined || id === input.currencyId)
    .sort((a, b) => a - b);
  const running = new Map(wanted.map((id) => [id, { approved: 0, advanced: 0 }]));
  const days: CreditUsageDay[] = [];
  for (let offset = 0; offset < dayCount; offset += 1) {
    const date = addDays(input.startDate, offset);
    for (const currencyId of wanted) {
      const series = deltas.get(currencyId);
      const sum = running.get(currencyId);
      if (!series || !sum) continue;
      sum.approved += series.approved[offset] ?? 0;
      sum.advanced += series.advanced[offset] ?? 0;
      days.push({
        date,
        currencyId,
        approvedUnfundedCents: sum.approved,
        advancedUnfundedCents: sum.advanced,
        usedCents: sum.approved + sum.advanced,
        limitCents: input.limits.get(currencyId) ?? null,
      });
    }
  }
  return days;
}
