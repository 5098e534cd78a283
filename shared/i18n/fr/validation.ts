import type en from '../en/validation.ts';
import type { Messages } from '../languages.ts';
import signInValidation from './validation-sign-in.ts';

export default {
  ...signInValidation,
  /** Free text longer than its field allows. */
  tooLong: 'Doit comporter au plus {{maxLength}} caractères.',
  /** An uploaded file past its size limit (payor invoice spreadsheets). */
  fileTooLarge: 'Le fichier est trop volumineux (1 Mo au plus).',
  registration: {
    companyNameRequired: "Le nom de l'entreprise est obligatoire",
    nameRequired: 'Nom obligatoire',
    dotOrMcRequired: 'Le n° DOT ou le n° MC est obligatoire',
    dotNumeric: 'Le n° DOT doit être numérique',
    mcNumeric: 'Le n° MC doit être numérique',
    scac: 'Les codes SCAC comportent uniquement de 2 à 4 lettres',
    email: 'Veuillez saisir une adresse e-mail valide',
  },
  bankAccount: {
    routingNumber: "Numéro d'acheminement non valide",
    maxLength: 'Doit comporter au plus {{maxLength}} caractères.',
    minLength: 'Doit comporter au moins {{minLength}} caractères.',
    minDigits: 'Doit comporter au moins {{digitCount}} chiffres.',
    digits: 'Doit comporter {{digitCount}} chiffres.',
    typeIntoField: 'Veuillez renseigner ce champ.',
    pattern: 'La valeur ne correspond pas au format attendu',
  },
  profileSettings: {
    empty: 'Modifiez au moins un paramètre.',
    unknown: "Ce n'est pas un paramètre du profil du payeur.",
    boolean: 'Choisissez activé (true) ou désactivé (false).',
    schedule: 'Choisissez Daily, Weekly - Standard ou Weekly - Immediate.',
    weekday: 'Choisissez un jour de la semaine.',
    number: 'Saisissez un nombre entier de {{min}} à {{max}}.',
  },
  fundingAccount: {
    accountNumbersDoNotMatch: 'Les numéros de compte ne correspondent pas.',
  },
  chat: {
    name: 'Veuillez saisir un nom valide',
    email: 'Veuillez saisir une adresse e-mail valide',
    phone: 'Veuillez saisir un numéro de téléphone valide',
    id: "Veuillez saisir l'identifiant",
  },
  noaUpload: {
    kind: 'Choisissez la nature du document.',
    uploadMissing: "Le fichier n'a pas été téléversé. Veuillez le choisir à nouveau.",
    uploadUsed: 'Ce fichier a déjà été envoyé. Choisissez-le à nouveau pour envoyer un autre document.',
    tooManyDebtors: 'Indiquez au plus 25 débiteurs ; au-delà, envoyez un avis général.',
    debtorsRequired: 'Choisissez les débiteurs visés par ce document.',
    debtorsNotNamed: "Ce type de document couvre tous les débiteurs : n'en indiquez aucun.",
    oneDebtor: 'Une lettre de mainlevée pour un seul débiteur en indique un seul.',
    debtorRepeated: 'Chaque débiteur une seule fois.',
    debtorUnknown: "Ce débiteur n'est pas sur LanePay.",
    numbersDisagree: 'Le MC # et le DOT # appartiennent à des transporteurs différents.',
  },
} satisfies Messages<typeof en>;
