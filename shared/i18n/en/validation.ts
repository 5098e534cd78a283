/** Validation messages (seeds 000 §5). Shared schemas use these keys as their issue messages. */
export default {
  required: 'Required',
  invalid: 'Invalid value',
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
  },
  phoneNumber: 'Please enter a valid phone number',
  mfaCode: 'Enter the 6-digit code',
};
