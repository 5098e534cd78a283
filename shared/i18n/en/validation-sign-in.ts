/** Validation messages the login page needs too (seeds 000 §5); validation.ts adds the areas' own. */
export default {
  required: 'Required',
  invalid: 'Invalid value',
  /** Free text (shared/validation/text.ts): one line, or several for a note. */
  text: {
    singleLine: 'Must not contain line breaks or control characters',
    multiLine: 'Must not contain control characters',
  },
  invalidEmail: 'Invalid email',
  passwordsDoNotMatch: 'Passwords do not match',
  password: {
    mustContain: 'Must contain {{validationStrings}}',
    number: 'At least one number',
    letter: 'At least one letter',
    lowercase: 'A lowercase letter',
    uppercase: 'An uppercase letter',
    special: 'A special character',
    minLength: '{{minLength}} characters minimum',
    maxLength: '{{maxLength}} characters maximum',
  },
  phoneNumber: 'Please enter a valid phone number',
  mfaCode: 'Enter the 6-digit code',
  postalCode: 'Must be a valid postal code',
  /** Not in the seeds: the message of a date field that is not a real date. */
  date: 'Must be a valid date',
  termsRequired: 'You must agree to Terms of Service.',
  /** Not in the seeds, which only say a contact method must be chosen. */
  contactMethodRequired: 'Please choose a contact method.',
  noCompanySelected: 'No company selected.',
};
