import * as z from 'zod';
import { singleLineText } from './text.ts';

/** An email address: trimmed; empty gives 'Required', a malformed one the given message key. */
export function emailSchema(invalidMessage: string) {
  return singleLineText({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(254, { error: invalidMessage, abort: true })
    .pipe(z.email({ error: invalidMessage }));
}

/** The login form's email: 'Invalid email' (seeds 000 §5 and §8). */
export const loginEmailSchema = emailSchema('validation.invalidEmail');

/** Registration's email: 'Please enter a valid email address' (seeds 000 §5). */
export const registrationEmailSchema = emailSchema('validation.registration.email');
