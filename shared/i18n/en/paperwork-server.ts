/** The paperwork messages the API sends too (shared/i18n/server-messages.ts loads only these). */
export default {
  validation: {
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
};
