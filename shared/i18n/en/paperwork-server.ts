/** The paperwork messages the API sends too (shared/i18n/server-messages.ts loads only these). */
export default {
  validation: {
    /** An idempotency key sent again with a different bill (POST bills). */
    requestReused: 'This request was already made for another bill. Please reload the page and try again.',
    lineHaulAmount: 'Line Haul amount must be greater than $0.00.',
    docType: 'Must select a doc type',
    broker: 'A valid broker must be selected.',
    fileTooLarge: '{{fileName}} is too large. Max file size is {{maxFileSizeInMB}} MB.',
    fileType: '{{fileName}} is not a PDF, PNG, JPEG or TIFF file.',
    uploadMissing: '{{fileName}} has not finished uploading. Please upload it again.',
    nothingToCombine: 'There are no PDF, PNG or JPEG documents to combine.',
    chargeAmount: 'The amount must be greater than $0.00.',
    chargeType: 'Select a valid charge type.',
    rejectionNote: 'Please say why the bill is rejected.',
    carrier: 'A valid carrier must be selected.',
    payorCreated: 'This bill was created by its payor: it stays with that payor.',
    uploadExpired: 'The upload of {{fileName}} has expired. Please upload it again.',
    /** An unmet requirement of the bill's payor (GET bills/{id}/validation_rules, submission errors). */
    requiredDocument: {
      rateConfirmation: 'A rate confirmation is required.',
      proofOfDelivery: 'A proof of delivery is required.',
      billOfLading: 'A bill of lading is required.',
      invoice: 'An invoice document is required.',
      lumperReceipt: 'A lumper receipt is required.',
      scaleTicket: 'A scale ticket is required.',
      other: 'An additional document is required.',
      combined: 'A combined document is required.',
    },
    /** Bill (paperwork) state names (GET bills/statuses). */
    billState: {
      approved: 'Approved',
      delivered: 'Delivered',
      exception: 'Exception',
      ignored: 'Ignored',
      incomplete: 'Incomplete',
      pending: 'Pending',
      rejected: 'Rejected',
      removed: 'Removed',
      sent: 'Sent',
      submitted: 'Submitted',
    },
  },
  /** Emails the paperwork sends (the settlement API writes them to the outbox). */
  emails: {
    billFromPayor: {
      subject: '{{payor}} added a bill for load {{loadNumber}} to your paperwork',
      body: '{{by}} at {{payor}} created a bill for load {{loadNumber}}. Add its charges and documents and submit it here: {{link}}',
    },
  },
};
