import signInValidation from './validation-sign-in.ts';

/** Validation messages (seeds 000 §5, 001 §5), the keys shared schemas use as their issue messages: the login page's (validation-sign-in.ts) and the areas' own. */
export default {
  ...signInValidation,
  /** Free text longer than its field allows. */
  tooLong: 'Must be at most {{maxLength}} characters.',
  /** An uploaded file past its size limit (payor invoice spreadsheets). */
  fileTooLarge: 'The file is too large (1 MB at most).',
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
  profileSettings: {
    empty: 'Change at least one setting.',
    unknown: 'This is not a setting of the payor profile.',
    boolean: 'Choose on (true) or off (false).',
    schedule: 'Choose Daily, Weekly - Standard or Weekly - Immediate.',
    weekday: 'Choose a day of the week.',
    number: 'Enter a whole number from {{min}} to {{max}}.',
  },
  fundingAccount: {
    accountNumbersDoNotMatch: 'Account numbers do not match.',
  },
  chat: {
    name: 'Please Enter a valid name',
    email: 'Please Enter a valid Email',
    phone: 'Please Enter a valid Phone Number',
    id: 'Please enter ID',
  },
  /** The factor's NOA or LOR upload (issue 15). */
  noaUpload: {
    kind: 'Choose what the document is.',
    uploadMissing: 'The file has not been uploaded. Please choose it again.',
    uploadUsed: 'This file was already sent. Please choose it again to send another document.',
    tooManyDebtors: 'Name at most 25 debtors; for more, send a blanket notice.',
    debtorsRequired: 'Choose the debtors this document is for.',
    debtorsNotNamed: 'This kind of document covers every debtor: name none.',
    oneDebtor: 'A single-debtor letter of release names one debtor.',
    debtorRepeated: 'Each debtor once.',
    debtorUnknown: 'This debtor is not on LanePay.',
    numbersDisagree: 'The MC # and the DOT # belong to different carriers.',
  },
};
