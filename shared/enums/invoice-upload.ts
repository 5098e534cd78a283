/**
 * The columns of a payor's invoice spreadsheet, in the template's order. A row names its carrier by
 * MC number, DOT number or relationship id (any one; several must agree).
 */
export const UploadColumn = {
  Mc: 'mc',
  Dot: 'dot',
  RelationshipId: 'relationshipId',
  InvoiceNumber: 'invoiceNumber',
  LoadNumber: 'loadNumber',
  Amount: 'amount',
  InvoiceDate: 'invoiceDate',
} as const;
export type UploadColumn = (typeof UploadColumn)[keyof typeof UploadColumn];

/** What can be wrong with a row (or, for `duplicateInvoice` under DuplicateInvoiceMonitoring, worth a warning). */
export const UploadProblem = {
  CarrierMissing: 'carrierMissing',
  CarrierNumberInvalid: 'carrierNumberInvalid',
  CarrierNotFound: 'carrierNotFound',
  CarrierNotRelated: 'carrierNotRelated',
  CarrierAmbiguous: 'carrierAmbiguous',
  CarrierMismatch: 'carrierMismatch',
  InvoiceNumberMissing: 'invoiceNumberMissing',
  InvoiceNumberInvalid: 'invoiceNumberInvalid',
  InvoiceNumberUsed: 'invoiceNumberUsed',
  InvoiceNumberInBatch: 'invoiceNumberInBatch',
  InvoiceNumberRepeated: 'invoiceNumberRepeated',
  LoadNumberMissing: 'loadNumberMissing',
  LoadNumberInvalid: 'loadNumberInvalid',
  LoadNumberUsed: 'loadNumberUsed',
  LoadNumberInBatch: 'loadNumberInBatch',
  LoadNumberRepeated: 'loadNumberRepeated',
  AmountMissing: 'amountMissing',
  AmountInvalid: 'amountInvalid',
  AmountNotPositive: 'amountNotPositive',
  AmountTooLarge: 'amountTooLarge',
  InvoiceDateMissing: 'invoiceDateMissing',
  InvoiceDateInvalid: 'invoiceDateInvalid',
  InvoiceDateInFuture: 'invoiceDateInFuture',
  DuplicateRow: 'duplicateRow',
  DuplicateInvoice: 'duplicateInvoice',
  /** A release met a concurrent change it could not settle: releasing again finishes it. */
  Conflict: 'conflict',
} as const;
export type UploadProblem = (typeof UploadProblem)[keyof typeof UploadProblem];

/** What is wrong with the file as a whole (nothing in it is read further). */
export const UploadFileProblem = {
  Empty: 'empty',
  Unreadable: 'unreadable',
  OldExcelFormat: 'oldExcelFormat',
  TooLarge: 'tooLarge',
  TooManyRows: 'tooManyRows',
  MissingColumns: 'missingColumns',
  NoRows: 'noRows',
} as const;
export type UploadFileProblem = (typeof UploadFileProblem)[keyof typeof UploadFileProblem];

/** A batch of uploaded invoices waiting for the payor (EnablePayorInvoiceReview). */
export const InvoiceBatchStatus = {
  AwaitingRelease: 1,
  /** Released and its invoices being created (a release interrupted half-way is resumed by the next). */
  Releasing: 2,
  Released: 3,
  Removed: 4,
} as const;
export type InvoiceBatchStatus = (typeof InvoiceBatchStatus)[keyof typeof InvoiceBatchStatus];
