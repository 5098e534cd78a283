import { dateInputMaxLength } from '../constants/dates.ts';

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * YYYY-MM-DD naming a real calendar date, as `isoDateSchema` (shared/validation/date.ts) accepts:
 * the pages that only read a date from an address or a field check it without a validation library.
 */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (monthDays[month - 1] as number);
  return day <= days;
}

/**
 * Masks what is typed into a date field as MM/DD/YYYY (seeds 000 §5): digits only, slashes
 * inserted after the month and the day, at most 10 characters.
 */
export function maskDateInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter((part) => part !== '');
  return parts.join('/').slice(0, dateInputMaxLength);
}

/** MM/DD/YYYY to YYYY-MM-DD, or null when it is not a complete, real calendar date. */
export function maskedDateToIso(masked: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(masked.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[1]}-${match[2]}`;
  return isIsoDate(iso) ? iso : null;
}

/** YYYY-MM-DD to MM/DD/YYYY for the date field; anything else gives an empty field. */
export function isoToMaskedDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}
