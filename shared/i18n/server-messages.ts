import enEmails from './en/emails.ts';
import enErrors from './en/errors.ts';
import enPaperwork from './en/paperwork-server.ts';
import enProfile from './en/profile-server.ts';
import enValidation from './en/validation.ts';
import enWallet from './en/wallet-server.ts';
import esEmails from './es/emails.ts';
import esErrors from './es/errors.ts';
import esPaperwork from './es/paperwork-server.ts';
import esProfile from './es/profile-server.ts';
import esValidation from './es/validation.ts';
import esWallet from './es/wallet-server.ts';
import frEmails from './fr/emails.ts';
import frErrors from './fr/errors.ts';
import frPaperwork from './fr/paperwork-server.ts';
import frProfile from './fr/profile-server.ts';
import frValidation from './fr/validation.ts';
import frWallet from './fr/wallet-server.ts';
import type { Language } from './languages.ts';

/**
 * The namespaces the API answers and writes messages with. Of wallet, profile and paperwork only their
 * server messages (bank account, user management and paperwork rules, the emails they send) ride
 * in the Lambdas.
 */
export const serverMessages = {
  en: {
    errors: enErrors,
    validation: enValidation,
    emails: enEmails,
    wallet: enWallet,
    profile: enProfile,
    paperwork: enPaperwork,
  },
  es: {
    errors: esErrors,
    validation: esValidation,
    emails: esEmails,
    wallet: esWallet,
    profile: esProfile,
    paperwork: esPaperwork,
  },
  fr: {
    errors: frErrors,
    validation: frValidation,
    emails: frEmails,
    wallet: frWallet,
    profile: frProfile,
    paperwork: frPaperwork,
  },
} satisfies Record<Language, unknown>;
