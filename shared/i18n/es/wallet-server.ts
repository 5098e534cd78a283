import type en from '../en/wallet-server.ts';
import type { Messages } from '../languages.ts';

/** The wallet messages the API sends too (shared/i18n/server-messages.ts loads only these). */
export default {
  validation: {
    typeUnavailable: 'Este método de pago no se puede agregar para el país elegido.',
    accountNumbersDoNotMatch: 'Los números de cuenta no coinciden.',
    duplicateAccount: 'Esta cuenta ya está en su cartera.',
    factorCompany: 'Debe seleccionar una empresa de factoraje válida.',
  },
} satisfies Messages<typeof en>;
