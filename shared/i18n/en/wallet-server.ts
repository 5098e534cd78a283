/** The wallet messages the API sends too (shared/i18n/server-messages.ts loads only these). */
export default {
  validation: {
    typeUnavailable: 'This payment method cannot be added for the chosen country.',
    accountNumbersDoNotMatch: 'Account numbers do not match.',
    duplicateAccount: 'This account is already in your wallet.',
    factorCompany: 'A valid factoring company must be selected.',
  },
};
