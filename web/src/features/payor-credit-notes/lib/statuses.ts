import { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';

/** The statuses the list filters by, in the order the filter offers them. */
export const creditNoteStatuses = [
  CreditNoteStatus.Outstanding,
  CreditNoteStatus.AppliedInFull,
  CreditNoteStatus.Pending,
  CreditNoteStatus.Held,
  CreditNoteStatus.Removed,
  CreditNoteStatus.ImportError,
] as const;
