import { revenueShareThresholdUnitCents } from '#shared/constants/revenue-share.ts';
import { addDays, formatDate, lastDayOfMonth, parseDate } from '#shared/dates/calendar-date.ts';
import { CompanySetting, settingAsBoolean, settingAsNumber } from '#shared/enums/company-setting.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import type { RevenueSharePeriod, RevenueShareTotals } from '#shared/schemas/payor-ledger-reports.ts';
import type { Payment } from '../payments/payment.ts';
import { quickPayPayoutTypes } from './credit-usage.ts';

/**
 * The payor's revenue share of the QuickPay fees its carriers paid (PayorRebate 20; company settings
 * QuickPayRevenueShareCalculatedWeekly 81689 and QuickPayRevenueShareThreshold 81690). Per period
 * (a week from Monday, or a calendar month) and currency: the fees of the QuickPay payments the
 * period's drafts funded, less the threshold, times the share rate (shared/constants/revenue-share.ts),
 * rounded down to the cent. A fee belongs to the period of the draft that funded it, not of the
 * day the carrier was paid: the share is netted against what the payor was drafted, so the report
 * and the period's statement (functions/domain/statements/statement.ts) read the same payments with
 * this one rule. A payment not drafted yet earns nothing yet; a refunded one's fee went back to the
 * carrier, so it earns nothing. Periods without fees are left out.
 */

export type RevenueSharePeriodKind = 'week' | 'month';

export type FeePayment = Pick<Payment, 'currencyId' | 'payoutType' | 'state' | 'draftDate' | 'termFeeCents'> & {
  invoiceIds: readonly number[];
};

/** The revenue share a payor's settings give: weekly or monthly periods, and the threshold in cents. */
export type RevenueShareTerms = { kind: RevenueSharePeriodKind; thresholdCents: number };

export function revenueShareTermsOf(settings: Readonly<Record<string, string>> | undefined): RevenueShareTerms {
  const weekly = settingAsBoolean(settings?.[String(CompanySetting.QuickPayRevenueShareCalculatedWeekly)]);
  const threshold = settingAsNumber(settings?.[String(CompanySetting.QuickPayRevenueShareThreshold)]);
  return {
    kind: weekly ? 'week' : 'month',
    thresholdCents: threshold !== null && threshold > 0 ? Math.round(threshold * revenueShareThresholdUnitCents) : 0,
  };
}

/** The period a day falls in: Monday to Sunday, or the calendar month. */
export function periodOf(day: string, kind: RevenueSharePeriodKind): { startDate: string; endDate: string } {
  const [year, month, date] = parseDate(day);
  if (kind === 'month') return { startDate: formatDate(year, month, 1), endDate: lastDayOfMonth(year, month) };
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  const startDate = addDays(day, -((weekday + 6) % 7));
  return { startDate, endDate: addDays(startDate, 6) };
}

/**
 * `bps` of `cents`, rounded down to the cent: a share LanePay pays out never rounds up, and the
 * statements' revenue share (functions/domain/statements/statement.ts) rounds the same way, so the
 * report and the statement of a period agree.
 */
export function shareOf(cents: number, bps: number): number {
  return Math.floor((cents * bps) / 10_000);
}

/** Whether a payment carries a fee that earns a share: a QuickPay payout still paid, with a fee. */
export function earnsShare(payment: FeePayment): payment is FeePayment & { draftDate: string } {
  return (
    quickPayPayoutTypes.includes(payment.payoutType) &&
    payment.state === PaymentState.Paid &&
    payment.termFeeCents > 0 &&
    typeof payment.draftDate === 'string'
  );
}

/** Each period's share, newest first, from the payor's drafted payments (any order). */
export function revenueSharePeriods(input: {
  payments: readonly FeePayment[];
  kind: RevenueSharePeriodKind;
  thresholdCents: number;
  shareBps: number;
}): RevenueSharePeriod[] {
  const periods = new Map<string, RevenueSharePeriod>();
  for (const payment of input.payments) {
    if (!earnsShare(payment)) continue;
    const { startDate, endDate } = periodOf(payment.draftDate, input.kind);
    const key = `${startDate}#${payment.currencyId}`;
    const period = periods.get(key) ?? {
      startDate,
      endDate,
      currencyId: payment.currencyId,
      invoiceCount: 0,
      feeCents: 0,
      thresholdCents: input.thresholdCents,
      eligibleFeeCents: 0,
      shareBps: input.shareBps,
      shareCents: 0,
    };
    period.invoiceCount += payment.invoiceIds.length;
    period.feeCents += payment.termFeeCents;
    periods.set(key, period);
  }
  return [...periods.values()]
    .map((period) => {
      const eligibleFeeCents = Math.max(0, period.feeCents - period.thresholdCents);
      return { ...period, eligibleFeeCents, shareCents: shareOf(eligibleFeeCents, period.shareBps) };
    })
    .sort((a, b) => (a.startDate === b.startDate ? a.currencyId - b.currencyId : a.startDate < b.startDate ? 1 : -1));
}

/** What the periods add up to, per currency. */
export function revenueShareTotals(periods: readonly RevenueSharePeriod[]): RevenueShareTotals[] {
  const totals = new Map<number, RevenueShareTotals>();
  for (const period of periods) {
    const total = totals.get(period.currencyId) ?? {
      currencyId: period.currencyId,
      periodCount: 0,
      invoiceCount: 0,
      feeCents: 0,
      eligibleFeeCents: 0,
      shareCents: 0,
    };
    total.periodCount += 1;
    total.invoiceCount += period.invoiceCount;
    total.feeCents += period.feeCents;
    total.eligibleFeeCents += period.eligibleFeeCents;
    total.shareCents += period.shareCents;
    totals.set(period.currencyId, total);
  }
  return [...totals.values()].sort((a, b) => a.currencyId - b.currencyId);
}
