/** Validation messages (seeds 000 §5, 001 §5). Shared schemas use these keys as their issue messages. */
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
  postalCode: 'Must be a valid postal code',
  /** Not in the seeds: the message of a date field that is not a real date. */
  date: 'Must be a valid date',
  termsRequired: 'You must agree to Terms of Service.',
  /** Not in the seeds, which only say a contact method must be chosen. */
  contactMethodRequired: 'Please choose a contact method.',
  noCompanySelected: 'No company selected.',
  registration: {
    companyNameRequired: 'Company name is required',
    nameRequired: 'Name required',
    dotOrMcRequired: 'DOT # or MC # is required',
    dotNumeric: 'DOT # must be numeric',
    mcNumeric: 'MC # must be numeric',
    scac: 'SCAC codes are 2-4 alpha characters only',
    email: 'Please enter a valid email address',
  },
  bankAccount: {
    routingNumber: 'Invalid routing number',
    maxLength: 'Must be at most {{maxLength}} characters.',
    minLength: 'Must be at least {{minLength}} characters.',
    minDigits: 'Must be at least {{digitCount}} digits.',
    digits: 'Must be {{digitCount}} digits.',
    typeIntoField: 'Please type into this field.',
    pattern: 'Value does not match expected pattern',
  },
  chat: {
    name: 'Please Enter a valid name',
    email: 'Please Enter a valid Email',
    phone: 'Please Enter a valid Phone Number',
    id: 'Please enter ID',
  },
};
