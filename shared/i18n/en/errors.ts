import signInErrors from './errors-sign-in.ts';

/** API and client error texts (seeds 000 §8): the login page's (errors-sign-in.ts) and the areas' own. */
export default {
  ...signInErrors,
  /** An export whose file passes what one response may carry (Lambda's 6 MB). */
  /** Files made in the background (issue 14): the export jobs API and its worker. */
  exportJob: {
    notAFile: 'This is not a file the portal can make.',
    failed: 'The file could not be made. Please try again.',
    notFailed: 'Only a failed export can be tried again.',
    requestReused: 'This request was already used for another export.',
  },
  exportTooLarge: 'This file would be too large to download. Narrow the filters and try again.',
  /** The relationship claim flow (seeds 000 §5 and §8); 'No attempts remaining' and 'We were unable to verify your info' are the seeds' words. */
  claim: {
    codeMismatch: 'That code is not correct. Attempts remaining: {{count}}.',
    noAttemptsRemaining: 'No attempts remaining',
    codeExpired: 'This code has expired. Please send a new code.',
    codeUsed: 'This code has already been used. Please send a new code.',
    codeNotSent: 'Please send a verification code first.',
    tooManyCodes: 'Too many codes were sent. Please wait a few minutes and try again.',
    methodUnavailable: 'This contact method cannot receive that kind of message.',
    notLinked: 'This contact method is not on file for the selected payors.',
    termNotOffered: 'This payor does not offer that payment term.',
    verificationRequired: 'This connection must be verified with a code.',
    unableToVerify: 'We were unable to verify your info',
    notClaimed: 'Connect with this payor before changing its payment term.',
    alreadyClaimed: 'This payor is already connected.',
  },
  paperworkTermsNotAccepted: 'Accept the settlement terms to view paperwork.',
  billNotEditable: 'This bill can no longer be changed.',
  /** Paperwork bills (settlement API). */
  bill: {
    notSubmittable: 'Some bills are not ready to submit.',
    notResubmittable: 'This bill cannot be submitted in its current state.',
    invalidTransition: 'This bill cannot move to that state from its current state.',
    concurrentUpdate: 'This bill was changed at the same time. Please reload it and try again.',
    queueUnavailable: 'Your paperwork could not be submitted right now. Please try again in a few minutes.',
    unknownCarrier: 'No relationship with this carrier was found.',
  },
  /** Invoices: the carrier's payment-term choice and the payor's submission and review. */
  invoice: {
    endBeforeStart: 'The end date must be on or after the start date.',
    grossPositive: 'The amount must be greater than $0.00.',
    termLocked: "This invoice's payment term is locked and can no longer be changed.",
    factored: 'Factored invoices are paid to the factoring company on its terms.',
    notEligible: 'Only standard invoices can change their payment term.',
    unclaimed: 'Connect with this payor before choosing a payment term.',
    termNotOffered: 'This payor does not offer that payment term.',
    concurrentUpdate: 'This invoice was changed at the same time. Please reload it and try again.',
    invalidTransition: 'This invoice cannot move to that status from its current status.',
    statusNotAllowed: 'This status is set by LanePay, not by the payor.',
    duplicateInvoiceNumber: 'An invoice with this number was already submitted.',
    duplicateLoadNumber: 'An invoice for this load number was already submitted.',
    unknownRelationship: 'No relationship with this carrier was found.',
    tooManySelected: 'Select at most {{maxLength}} invoices at a time.',
  },
  /** A carrier disputing a notice of assignment (issue 15, the fraud guard). */
  noaNotice: {
    notDisputable:
      'The time to dispute this notice has passed, so its payments now go to the factor. If you did not sell these invoices, call LanePay support at once.',
    concurrentUpdate: 'This notice was changed at the same time. Please reload it and try again.',
  },
  /** Highway alerts: a payor ending an alert. */
  highwayAlert: {
    alreadyEnded: 'This alert was already ended the other way.',
    concurrentUpdate: 'This alert was changed at the same time. Please reload it and try again.',
  },
  /** Payee registration (seeds 000 §2.4, §8). */
  registration: {
    expired: 'Your registration has expired. Please start again.',
    accountExists: 'An account with this email address already exists',
    numbersTaken: 'A company with this DOT or MC number already has a LanePay account.',
    noMatch: 'We were unable to verify your info',
    passwordRefused: 'This password does not meet the requirements.',
  },
  /** Payor loads (EnableLoads) and their advances. */
  load: {
    duplicateLoadNumber: 'A different load with this number already exists.',
    deliveryBeforePickup: 'The delivery date must be on or after the pickup date.',
    status: {
      invoiced: 'This load has an invoice: its status follows the invoice.',
      advanced: 'A load with an advance cannot be cancelled.',
    },
    advance: {
      overLimit: 'The advance can be at most {{amount}} (half of the expected invoice amount).',
      alreadyRequested: 'An advance was already requested for this load.',
      invoiceApproved: 'The invoice for this load is approved or paid: it no longer takes an advance.',
      cancelled: 'A cancelled load takes no advance.',
    },
  },
  /** The payor's profile: its settings and its funding account. */
  profileSettings: {
    staffOnly: 'Only LanePay can change this setting. Contact your account manager.',
  },
  fundingAccount: {
    sameAsActive: 'This is already the account LanePay drafts you from.',
    pendingExists: 'Another replacement account is waiting for review. Withdraw it first, or wait for the review.',
    notPending: 'This account is no longer waiting for review.',
  },
  concurrentChange: 'This was changed at the same time. Please reload it and try again.',
  /** An update sent without the version it was made on (If-Match): 428, so an old client cannot overwrite blindly. */
  versionRequired: 'This change must say which version it was made on. Please reload the page and try again.',
  /** An If-Match header that is not an entity tag (`"v12"`). */
  versionInvalid: 'The version sent with this change is not valid. Please reload the page and try again.',
  carrierInvite: {
    numbersDisagree: 'This MC # and DOT # belong to two different carriers.',
    newCarrierNeedsEmail: 'This carrier is not on LanePay yet: invite them by email.',
    concurrent: 'This carrier was invited at the same time. Please reload and try again.',
  },
  /** Credit notes the payor issues. */
  creditNote: {
    duplicateReference: 'A credit note with this reference number was already issued.',
  },
  /** Staff processing of NOA and LOR documents (issue 15). */
  noa: {
    leased: 'Someone else is working on this document.',
    notAllowed: 'This document cannot take this step now. Reload it.',
    notReady: 'Confirm the fields and do every task first.',
    ownDocument: 'You processed this document: someone else audits it.',
    lorStillRequired: 'The factor of record’s letter of release is needed first.',
    notCarrier: 'Choose a carrier on LanePay.',
    notFactor: 'Choose a factor on LanePay.',
    notDebtor: 'Choose payors of this carrier.',
    searchCriterion: 'Enter a document number, a carrier, a factor or a status to search.',
    notInQueue: 'This document is no longer in this queue. Reload it to see where it is now.',
    concurrentChange: 'This document was changed at the same time. Please reload it and try again.',
    nothingSelected: 'Select at least one document.',
    tooManySelected: 'Select at most 50 documents at a time.',
    splitTwoParts: 'Split the document into at least two parts.',
    splitTooManyParts: 'Split the document into at most 10 parts.',
    splitPages: 'The parts must take every page once, in order, from the first page to the last.',
    rangeTooLong: 'Choose a range of at most 92 days.',
    notStaffMember: 'There is no such staff member.',
  },
};
