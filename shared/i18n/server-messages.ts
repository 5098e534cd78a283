import enEmails from './en/emails.ts';
import enErrors from './en/errors.ts';
import enValidation from './en/validation.ts';
import esEmails from './es/emails.ts';
import esErrors from './es/errors.ts';
import esValidation from './es/validation.ts';
import frEmails from './fr/emails.ts';
import frErrors from './fr/errors.ts';
import frValidation from './fr/validation.ts';
import type { Language } from './languages.ts';

/** The namespaces the API answers and writes messages with. */
export const serverMessages = {
  en: { errors: enErrors, validation: enValidation, emails: enEmails },
  es: { errors: esErrors, validation: esValidation, emails: esEmails },
  fr: { errors: frErrors, validation: frValidation, emails: frEmails },
} satisfies Record<Language, unknown>;
