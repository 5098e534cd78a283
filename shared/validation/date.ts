import * as z from 'zod';
import { maskedDateToIso } from '../dates/date-input.ts';

/** A date as it travels: YYYY-MM-DD and a real calendar date (seeds 000 §5). */
export const isoDateSchema = z.iso.date({ error: 'validation.date' });

/** A date field's masked value, parsed to YYYY-MM-DD: 'Must be a valid date' otherwise. */
export const maskedDateSchema = z.string().transform((masked, ctx) => {
  const iso = maskedDateToIso(masked);
  if (iso === null) {
    ctx.addIssue({ code: 'custom', message: 'validation.date', input: masked });
    return z.NEVER;
  }
  return iso;
});
