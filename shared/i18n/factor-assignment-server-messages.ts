import enFactorAssignment from './en/factor-assignment-server.ts';
import esFactorAssignment from './es/factor-assignment-server.ts';
import frFactorAssignment from './fr/factor-assignment-server.ts';
import type { Language } from './languages.ts';

/**
 * The factor assignment's refusals, which only its function carries
 * (functions/core/routes/admin-factor-assignments.ts): in shared/i18n/server-messages.ts they would
 * push the admin function, which shares the factor-of-record model, past its bundle target.
 */
export const factorAssignmentServerMessages = {
  en: { factorAssignment: enFactorAssignment },
  es: { factorAssignment: esFactorAssignment },
  fr: { factorAssignment: frFactorAssignment },
} satisfies Record<Language, unknown>;
