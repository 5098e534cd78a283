import { displayTimeZone } from '../constants/dates.ts';

/**
 * Calendar dates as the portal moves them: YYYY-MM-DD strings (seeds 000 §5), computed in UTC so
 * daylight-saving changes cannot shift a day. "Today" is taken in America/Chicago.
 */

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone, by default America/Chicago. */
export function calendarDateIn(instant: Date, timeZone: string = displayTimeZone): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function parseDate(value: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Expected a YYYY-MM-DD date, got '${value}'`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Normalises overflowing parts (day 0, day 32, month 13) the way Date.UTC does. */
export function formatDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return formatDate(year, month, day + days);
}

export function lastDayOfMonth(year: number, month: number): string {
  // Day 0 of the next month is the last day of this one.
  return formatDate(year, month + 1, 0);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parseDate(from);
  const [ty, tm, td] = parseDate(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}
