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
  loadPay: {
    linkFailed: 'Hubo un error al vincular su cuenta de LoadPay.',
    linkedElsewhere: 'Esta cuenta de LoadPay está vinculada a otra empresa. Comuníquese con soporte si es suya.',
    codeNotSent: 'Primero envíe un código a este correo y número de cuenta de LoadPay.',
    codeUsed: 'Este código ya se usó. Envíe uno nuevo.',
    codeExpired: 'Este código venció. Envíe uno nuevo.',
    codeMismatch: 'Ese código no es correcto. Intentos restantes: {{count}}.',
    noAttemptsRemaining: 'No quedan intentos',
    tooManyCodes: 'Se enviaron demasiados códigos. Espere unos minutos e inténtelo de nuevo.',
    email: {
      subject: 'Su código de LanePay para vincular su cuenta de LoadPay',
      body: 'Su código de LanePay es {{code}}. Ingréselo para vincular la cuenta de LoadPay ••••{{last4}} a {{company}} en LanePay. Vence en {{minutes}} minutos. Si no lo solicitó, puede ignorar este correo: nada se vincula sin el código.',
    },
  },
} satisfies Messages<typeof en>;
