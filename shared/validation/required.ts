import * as z from 'zod';

/** A text field that must be filled in: trimmed, and 'Required' when empty (seeds 000 §5, 001 §5). */
export const requiredStringSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' });

/** A choice (an id) that must be made: 'Required' when missing. */
export const requiredIdSchema = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.required' })
  .positive({ error: 'validation.required' });
