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
} satisfies Messages<typeof en>;
