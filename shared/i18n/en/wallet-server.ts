/** The wallet messages the API sends too (shared/i18n/server-messages.ts loads only these). */
export default {
  validation: {
    typeUnavailable: 'This payment method cannot be added for the chosen country.',
    accountNumbersDoNotMatch: 'Account numbers do not match.',
    duplicateAccount: 'This account is already in your wallet.',
    factorCompany: 'A valid factoring company must be selected.',
  },
  loadPay: {
    linkFailed: 'There was an error linking your LoadPay account.',
    linkedElsewhere: 'This LoadPay account is linked to another company. Contact support if it is yours.',
    codeNotSent: 'Send a code to this LoadPay email and account number first.',
    codeUsed: 'This code was already used. Send a new one.',
    codeExpired: 'This code has expired. Send a new one.',
    codeMismatch: 'That code is not correct. Attempts remaining: {{count}}.',
    noAttemptsRemaining: 'No attempts remaining',
    tooManyCodes: 'Too many codes were sent. Please wait a few minutes and try again.',
    email: {
      subject: 'Your LanePay code to link your LoadPay account',
      body: 'Your LanePay code is {{code}}. Enter it to link LoadPay account ••••{{last4}} to {{company}} on LanePay. It expires in {{minutes}} minutes. If you did not ask for it, you can ignore this email: nothing is linked without the code.',
    },
  },
};
