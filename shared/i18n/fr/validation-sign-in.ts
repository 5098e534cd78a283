import type en from '../en/validation-sign-in.ts';
import type { Messages } from '../languages.ts';

export default {
  required: 'Obligatoire',
  invalid: 'Valeur non valide',
  text: {
    singleLine: 'Ne doit contenir ni saut de ligne ni caractère de contrôle',
    multiLine: 'Ne doit contenir aucun caractère de contrôle',
  },
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
    maxLength: '{{maxLength}} caractères maximum',
  },
  phoneNumber: 'Veuillez saisir un numéro de téléphone valide',
  mfaCode: 'Saisissez le code à 6 chiffres',
  postalCode: 'Doit être un code postal valide',
  date: 'Doit être une date valide',
  termsRequired: "Vous devez accepter les conditions d'utilisation.",
  contactMethodRequired: 'Veuillez choisir un moyen de contact.',
  noCompanySelected: 'Aucune entreprise sélectionnée.',
} satisfies Messages<typeof en>;
