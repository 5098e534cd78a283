/**
 * Credit note statuses as displayed (seeds 000 §3). The seeds give display names only, so the
 * values are those names; the web translates them for display.
 */
export const CreditNoteStatus = {
  AppliedInFull: 'Applied In Full',
  Held: 'Held',
  ImportError: 'Import Error',
  Outstanding: 'Outstanding',
  Pending: 'Pending',
  Removed: 'Removed',
} as const;
export type CreditNoteStatus = (typeof CreditNoteStatus)[keyof typeof CreditNoteStatus];

/** How much of a credit note has been paid back (seeds 000 §3: "also states unpaid and partially paid"). */
export const CreditNoteBalanceState = {
  Unpaid: 'unpaid',
  PartiallyPaid: 'partiallyPaid',
} as const;
export type CreditNoteBalanceState = (typeof CreditNoteBalanceState)[keyof typeof CreditNoteBalanceState];
