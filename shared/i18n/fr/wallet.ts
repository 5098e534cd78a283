import type en from '../en/wallet.ts';
import type { Messages } from '../languages.ts';
import walletServerMessages from './wallet-server.ts';

/** Espace transporteur : portefeuille, les comptes bancaires du transporteur. */
export default {
  title: 'Portefeuille',
  intro:
    'Les comptes vers lesquels vos paiements sont envoyés. Les nouveaux comptes sont vérifiés avant de pouvoir recevoir des fonds.',
  add: 'Ajouter un compte bancaire',
  security: 'Nous n’affichons jamais les numéros de compte en entier, seulement leurs quatre derniers chiffres.',
  errors: {
    generic: 'Une erreur s’est produite.',
  },
  pending: {
    title: 'En attente d’approbation',
    text: 'Les nouveaux comptes sont généralement approuvés en quelques minutes. Certains exigent un appel de vérification, que nous faisons dans un délai de {{days}} jours ouvrables.',
  },
  empty: {
    title: 'Aucun compte bancaire pour l’instant',
    text: 'Ajoutez le compte vers lequel vous voulez recevoir vos paiements.',
  },
  list: {
    caption: 'Comptes bancaires',
    account: 'Compte',
    method: 'Mode',
    bank: 'Banque ou adresse',
    currency: 'Devise',
    status: 'Statut',
    added: 'Ajouté le',
    routing: 'Acheminement {{routing}}',
    unknownBank: 'Banque non répertoriée',
    verificationCall: 'Appel de vérification dans un délai de 7 jours ouvrables',
  },
  status: {
    active: 'Actif',
    pendingVerification: 'En attente d’approbation',
    pendingFinalReview: 'En attente de vérification finale',
    underReview: 'En cours d’examen',
    declined: 'Refusé',
    inactive: 'Inactif',
  },
  alerts: {
    approved: {
      title: 'Le compte a été approuvé',
      message: 'Le compte {{accountName}} a été approuvé et peut recevoir des fonds.',
    },
    declined: {
      title: 'Le compte a été refusé',
      message: 'Le compte {{accountName}} a été refusé.',
    },
    verificationRequired: {
      title: 'Le compte exige une vérification supplémentaire',
      message:
        'Une vérification est requise pour le compte {{accountName}}. Nous vous appellerons dans un délai de 7 jours ouvrables pour la terminer.',
    },
  },
  added: {
    title: 'Compte bancaire ajouté',
    message: '{{accountName}} est en attente d’approbation. Cela prend généralement quelques minutes.',
  },
  countries: {
    US: 'États-Unis',
    CA: 'Canada',
  },
  form: {
    title: 'Ajouter un compte bancaire',
    back: 'Retour au portefeuille',
    methodTitle: 'Comment vous êtes payé',
    country: 'Pays du compte',
    method: 'Mode de paiement',
    arrivesDays: 'Reçu en {{min}} à {{max}} jours ouvrables',
    arrivesMinutes: 'Reçu en {{min}} à {{max}} minutes',
    arrivesUnknown: 'Le délai varie',
    fee: '{{fee}} par paiement',
    noFee: 'Sans frais',
    accountTitle: 'Coordonnées du compte',
    routingNumber: 'Numéro d’acheminement',
    routingHintUs: 'Les neuf chiffres en bas à gauche de vos chèques.',
    routingHintCa: 'Neuf chiffres : 0, le numéro d’institution à 3 chiffres, puis le numéro de transit à 5 chiffres.',
    bankFound: '{{bank}} · {{city}}, {{state}}',
    accountNumber: 'Numéro de compte',
    confirmAccountNumber: 'Confirmez le numéro de compte',
    intermediaryRoutingNumber: 'Numéro d’acheminement de la banque intermédiaire',
    beneficiaryAddress: 'Adresse du titulaire du compte',
    mailingAddress: 'Où nous postons vos chèques',
    addr1: 'Adresse',
    addr2: 'Appartement, bureau ou unité',
    city: 'Ville',
    state: 'État',
    province: 'Province ou territoire',
    zipCode: 'Code ZIP',
    postalCode: 'Code postal',
    choose: 'Choisir…',
    accountName: 'Surnom du compte',
    accountNameHint:
      'Affiché dans votre portefeuille et sur les paiements. Laissé vide, nous utilisons le nom de la banque et les quatre derniers chiffres.',
    optional: '{{label}} (facultatif)',
    review: 'Vérifier',
    checking: 'Vérification…',
  },
  review: {
    title: 'Vérifiez votre compte',
    intro: 'Vérifiez les renseignements ci-dessous. Les paiements sont envoyés à ce compte une fois approuvé.',
    method: 'Mode de paiement',
    destination: 'Paie à',
    bank: 'Banque',
    address: 'Adresse',
    name: 'Surnom',
    defaultName: 'Nom de la banque et quatre derniers chiffres',
    pendingNotice: 'Le compte est ajouté en attente d’approbation, ce qui prend généralement quelques minutes.',
    edit: 'Modifier',
    add: 'Ajouter le compte',
    adding: 'Ajout…',
  },
  aside: {
    title: 'Avant d’ajouter un compte',
    review:
      'Chaque nouveau compte est vérifié avant de recevoir des paiements. La plupart sont approuvés en quelques minutes.',
    verification:
      'Certains comptes exigent un court appel de vérification au numéro de téléphone au dossier, dans un délai de 7 jours ouvrables.',
  },
  ...walletServerMessages,
} satisfies Messages<typeof en>;
