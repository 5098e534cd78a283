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
  loadPay: {
    linkFailed: 'Une erreur est survenue lors de la liaison de votre compte LoadPay.',
    linkedElsewhere: 'Ce compte LoadPay est lié à une autre entreprise. Contactez le support s’il vous appartient.',
    codeNotSent: 'Envoyez d’abord un code à cette adresse et à ce numéro de compte LoadPay.',
    codeUsed: 'Ce code a déjà été utilisé. Envoyez-en un nouveau.',
    codeExpired: 'Ce code a expiré. Envoyez-en un nouveau.',
    codeMismatch: "Ce code n'est pas correct. Tentatives restantes : {{count}}.",
    noAttemptsRemaining: 'Plus aucune tentative',
    tooManyCodes: 'Trop de codes ont été envoyés. Veuillez patienter quelques minutes et réessayer.',
    email: {
      subject: 'Votre code LanePay pour lier votre compte LoadPay',
      body: 'Votre code LanePay est {{code}}. Saisissez-le pour lier le compte LoadPay ••••{{last4}} à {{company}} sur LanePay. Il expire dans {{minutes}} minutes. Si vous ne l’avez pas demandé, ignorez ce courriel : rien n’est lié sans le code.',
    },
  },
} satisfies Messages<typeof en>;
