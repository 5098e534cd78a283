import * as z from 'zod';
import { dateInputMaxLength } from '../constants/dates.ts';

/** A date as it travels: YYYY-MM-DD and a real calendar date (seeds 000 §5). */
export const isoDateSchema = z.iso.date({ error: 'validation.date' });

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
  return isoDateSchema.safeParse(iso).success ? iso : null;
}

/** YYYY-MM-DD to MM/DD/YYYY for the date field; anything else gives an empty field. */
export function isoToMaskedDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** A date field's masked value, parsed to YYYY-MM-DD: 'Must be a valid date' otherwise. */
export const maskedDateSchema = z.string().transform((masked, ctx) => {
  const iso = maskedDateToIso(masked);
  if (iso === null) {
    ctx.addIssue({ code: 'custom', message: 'validation.date', input: masked });
    return z.NEVER;
  }
  return iso;
});
