/** Date type ids that date filters of invoice and payment lists apply to (seeds 000 §3, 001 §3). */
export const DateType = {
  DateUploaded: 1,
  DateApproved: 2,
  DatePaid: 3,
  DateApprovedSet: 4,
  DateDrafted: 5,
  DateStatusChange: 6,
  DateAdvanceScheduled: 7,
  DateInvoiceRequested: 8,
  DatePaymentScheduled: 9,
} as const;
export type DateType = (typeof DateType)[keyof typeof DateType];
