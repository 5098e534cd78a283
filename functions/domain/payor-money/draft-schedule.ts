import { addDays, parseDate } from '#shared/dates/calendar-date.ts';
import { CompanySetting, settingAsPayoutSchedule, settingAsWeekday } from '#shared/enums/company-setting.ts';
import { PayoutSchedule, PayoutType } from '#shared/enums/payout.ts';

/**
 * How often a payor is drafted for what the payout run paid on its behalf: company settings
 * DraftSchedule (9) and DraftScheduleDayOfWeek (42). The seeds name the schedules only; what each
 * means here:
 *
 * - **Daily** (also the default of a payor without the setting, or with a value not listed): every
 *   payment is drafted by the payout run that makes it. One draft per payor, currency and run day;
 *   a second run the same day adds its payments to that day's draft.
 * - **Weekly - Standard**: payments accumulate undrafted; the first run on or after the chosen
 *   weekday drafts every payment made until then (the week's payments) in one draft.
 * - **Weekly - Immediate**: weekly like Standard for invoices paid on their standard term, but a
 *   QuickPay payout (paid early, at the carrier's election) is drafted immediately, by the run
 *   that makes it, as under Daily. The payor funds early payments as they go out and the rest
 *   once a week.
 *
 * The weekday is 0 (Sunday) to 6 (Saturday); 7 is read as Sunday too, and English day names
 * (any case) are accepted. Without a valid one, weekly drafts are taken on Fridays.
 */
export type DraftSchedule = { schedule: PayoutSchedule; weekday: number };

export const defaultDraftSchedule: DraftSchedule = { schedule: PayoutSchedule.Daily, weekday: 5 };

/** Payouts the carrier elected to be paid early: what Weekly - Immediate drafts at once. */
const immediatePayoutTypes: readonly PayoutType[] = [
  PayoutType.QUICKPAY_INVOICE_PAYOUT,
  PayoutType.PROMOTIONAL_QUICKPAY_INVOICE_PAYOUT,
];

/** The payor's draft schedule from its company settings (keyed by setting id, values as strings). */
export function draftScheduleOf(settings: Readonly<Record<string, string>> | undefined): DraftSchedule {
  return {
    schedule:
      settingAsPayoutSchedule(settings?.[String(CompanySetting.DraftSchedule)]) ?? defaultDraftSchedule.schedule,
    weekday:
      settingAsWeekday(settings?.[String(CompanySetting.DraftScheduleDayOfWeek)]) ?? defaultDraftSchedule.weekday,
  };
}

/** The weekday (0 Sunday … 6 Saturday) of a YYYY-MM-DD date. */
export function weekdayOfDate(date: string): number {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The first date on or after `date` that falls on `weekday`. */
export function nextWeekday(date: string, weekday: number): string {
  return addDays(date, (weekday - weekdayOfDate(date) + 7) % 7);
}

/**
 * The day from which a payment is drafted: its paid date under Daily (and for QuickPay payouts
 * under Weekly - Immediate), else the first scheduled weekday on or after it.
 */
export function draftDueDate(payment: { paidDate: string; payoutType: PayoutType }, schedule: DraftSchedule): string {
  if (schedule.schedule === PayoutSchedule.Daily) return payment.paidDate;
  if (schedule.schedule === PayoutSchedule.WeeklyImmediate && immediatePayoutTypes.includes(payment.payoutType)) {
    return payment.paidDate;
  }
  return nextWeekday(payment.paidDate, schedule.weekday);
}
