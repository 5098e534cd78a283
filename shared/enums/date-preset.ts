import { displayTimeZone } from '../constants/dates.ts';
import { addDays, calendarDateIn, formatDate, lastDayOfMonth, parseDate } from '../dates/calendar-date.ts';

/** Date range presets of list filters (seeds 000 §9, 001 §9). */
export const DatePreset = {
  Last30Days: 'last30Days',
  Last45Days: 'last45Days',
  Last90Days: 'last90Days',
  Last365Days: 'last365Days',
  Next7Days: 'next7Days',
  Next30Days: 'next30Days',
  CurrentMonth: 'currentMonth',
  CurrentQuarter: 'currentQuarter',
} as const;
export type DatePreset = (typeof DatePreset)[keyof typeof DatePreset];

/** An inclusive range of calendar dates, each YYYY-MM-DD, as the list filters send them. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/**
 * The range a preset covers for a given today (YYYY-MM-DD). "Last N days" and "next N days" are N
 * calendar days counting today; the current month and quarter run from their first to their last
 * day. Dates are calendar dates, so daylight-saving changes cannot shift them.
 */
export function datePresetRange(preset: DatePreset, today: string): DateRange {
  const [year, month] = parseDate(today);
  switch (preset) {
    case DatePreset.Last30Days:
      return { startDate: addDays(today, -29), endDate: today };
    case DatePreset.Last45Days:
      return { startDate: addDays(today, -44), endDate: today };
    case DatePreset.Last90Days:
      return { startDate: addDays(today, -89), endDate: today };
    case DatePreset.Last365Days:
      return { startDate: addDays(today, -364), endDate: today };
    case DatePreset.Next7Days:
      return { startDate: today, endDate: addDays(today, 6) };
    case DatePreset.Next30Days:
      return { startDate: today, endDate: addDays(today, 29) };
    case DatePreset.CurrentMonth:
      return { startDate: formatDate(year, month, 1), endDate: lastDayOfMonth(year, month) };
    case DatePreset.CurrentQuarter: {
      const firstMonth = Math.floor((month - 1) / 3) * 3 + 1;
      return { startDate: formatDate(year, firstMonth, 1), endDate: lastDayOfMonth(year, firstMonth + 2) };
    }
    default:
      return unknownPreset(preset);
  }
}

/** The range a preset covers at an instant, with "today" taken in America/Chicago. */
export function datePresetRangeAt(preset: DatePreset, now: Date, timeZone: string = displayTimeZone): DateRange {
  return datePresetRange(preset, calendarDateIn(now, timeZone));
}

function unknownPreset(preset: never): never {
  throw new RangeError(`Unknown date preset '${String(preset)}'`);
}
