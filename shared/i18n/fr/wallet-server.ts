import type en from '../en/wallet-server.ts';
import type { Messages } from '../languages.ts';

/** The wallet messages the API sends too (shared/i18n/server-messages.ts loads only these). */
export default {
  validation: {
    typeUnavailable: 'Ce mode de paiement ne peut pas être ajouté pour le pays choisi.',
    accountNumbersDoNotMatch: 'Les numéros de compte ne correspondent pas.',
    duplicateAccount: 'Ce compte est déjà dans votre portefeuille.',
    factorCompany: 'Une société d’affacturage valide doit être sélectionnée.',
  },
} satisfies Messages<typeof en>;
