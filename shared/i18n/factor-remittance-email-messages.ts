import enFactorRemittanceEmail from './en/factor-remittance-email.ts';
import esFactorRemittanceEmail from './es/factor-remittance-email.ts';
import frFactorRemittanceEmail from './fr/factor-remittance-email.ts';
import type { Language } from './languages.ts';

/**
 * The daily remittance email's words, which only its scheduled run carries
 * (functions/worker/factor-remittance-run.ts): in shared/i18n/server-messages.ts they would ride in
 * every API function.
 */
export const factorRemittanceEmailMessages = {
  en: { factorRemittanceEmail: enFactorRemittanceEmail },
  es: { factorRemittanceEmail: esFactorRemittanceEmail },
  fr: { factorRemittanceEmail: frFactorRemittanceEmail },
} satisfies Record<Language, unknown>;
