import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
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

export type UsageInvoice = Pick<Invoice, 'id' | 'currencyId' | 'grossCents' | 'status' | 'statusHistory'>;
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
  statusOf: (invoice: UsageInvoice) => InvoiceStatus | null,
): Map<number, Usage> {
  const byCurrency = new Map<number, Usage>();
  const of = (currencyId: number) => {
    const usage = byCurrency.get(currencyId) ?? noUsage();
    byCurrency.set(currencyId, usage);
    return usage;
  };
  for (const invoice of invoices) {
    const status = statusOf(invoice);
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
 * The credit line per currency today: invoices by their current status, payments as they stand.
 * Every currency with a limit or any usage has a line; `currencyId` keeps to one.
 */
export function creditLinesOf(input: {
  today: string;
  invoices: readonly UsageInvoice[];
  payments: readonly UsagePayment[];
  limits: Limits;
  currencyId?: number | undefined;
}): CreditLine[] {
  const usage = usageOn(input.today, input.invoices, input.payments, (invoice) => invoice.status);
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

/**
 * Usage at the end of each day from `startDate` to `endDate` (inclusive), per currency with a limit
 * or any usage in the range: invoices by their status history, payments by their paid, draft and
 * refund dates. Oldest day first.
 */
export function creditUsageHistory(input: {
  startDate: string;
  endDate: string;
  invoices: readonly UsageInvoice[];
  payments: readonly UsagePayment[];
  limits: Limits;
  currencyId?: number | undefined;
}): CreditUsageDay[] {
  const days: CreditUsageDay[] = [];
  const perDay: [string, Map<number, Usage>][] = [];
  const currencies = new Set(input.limits.keys());
  for (let day = input.startDate; day <= input.endDate; day = addDays(day, 1)) {
    const usage = usageOn(day, input.invoices, input.payments, (invoice) => invoiceStatusOn(invoice, day));
    for (const currencyId of usage.keys()) currencies.add(currencyId);
    perDay.push([day, usage]);
  }
  const wanted = [...currencies]
    .filter((id) => input.currencyId === undefined || id === input.currencyId)
    .sort((a, b) => a - b);
  for (const [date, usage] of perDay) {
    for (const currencyId of wanted) {
      const used = usage.get(currencyId) ?? noUsage();
      days.push({
        date,
        currencyId,
        approvedUnfundedCents: used.approvedCents,
        advancedUnfundedCents: used.advancedCents,
        usedCents: used.approvedCents + used.advancedCents,
        limitCents: input.limits.get(currencyId) ?? null,
      });
    }
  }
  return days;
}
