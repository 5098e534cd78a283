import type en from '../en/validation.ts';
import type { Messages } from '../languages.ts';

export default {
  required: 'Obligatoire',
  invalid: 'Valeur non valide',
  invalidEmail: 'Adresse e-mail non valide',
  passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
  password: {
    mustContain: 'Doit contenir {{validationStrings}}',
    number: 'Au moins un chiffre',
    letter: 'Au moins une lettre',
    lowercase: 'Une lettre minuscule',
    uppercase: 'Une lettre majuscule',
    special: 'Un caractère spécial',
    minLength: '{{minLength}} caractères minimum',
  },
  phoneNumber: 'Veuillez saisir un numéro de téléphone valide',
  mfaCode: 'Saisissez le code à 6 chiffres',
  postalCode: 'Doit être un code postal valide',
  date: 'Doit être une date valide',
  termsRequired: "Vous devez accepter les conditions d'utilisation.",
  contactMethodRequired: 'Veuillez choisir un moyen de contact.',
  noCompanySelected: 'Aucune entreprise sélectionnée.',
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
  chat: {
    name: 'Veuillez saisir un nom valide',
    email: 'Veuillez saisir une adresse e-mail valide',
    phone: 'Veuillez saisir un numéro de téléphone valide',
    id: "Veuillez saisir l'identifiant",
  },
} satisfies Messages<typeof en>;
