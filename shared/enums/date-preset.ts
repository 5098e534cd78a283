import { displayTimeZone } from '../constants/dates.ts';

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

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone, by default America/Chicago. */
export function calendarDateIn(instant: Date, timeZone: string = displayTimeZone): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
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

function parseDate(value: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Expected a YYYY-MM-DD date, got '${value}'`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function formatDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return formatDate(year, month, day + days);
}

function lastDayOfMonth(year: number, month: number): string {
  // Day 0 of the next month is the last day of this one.
  return formatDate(year, month + 1, 0);
}

function unknownPreset(preset: never): never {
  throw new RangeError(`Unknown date preset '${String(preset)}'`);
}
