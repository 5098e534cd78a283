/** Document type ids of the payee invoices-and-credit-notes list (seeds 000 §3). */
export const DocumentType = {
  Invoice: 1,
  CreditNote: 2,
} as const;
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];

/**
 * Kinds of document staff process in the admin queues (seeds 001 §3): notices of assignment with
 * letters of release, and carrier bank accounts.
 */
export const DocumentKind = {
  NoaLor: 1,
  CarrierBankAccount: 2,
} as const;
export type DocumentKind = (typeof DocumentKind)[keyof typeof DocumentKind];
