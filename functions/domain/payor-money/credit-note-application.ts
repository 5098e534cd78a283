/** A credit note with money left to repay, as the payout run applies it. */
export type OpenCreditNote = {
  id: number;
  referenceNumber: string;
  createdDate: string;
  amountCents: number;
  appliedCents: number;
};

/** The part of a credit note one payment repays. */
export type CreditNoteDeduction = {
  creditNoteId: number;
  referenceNumber: string;
  amountCents: number;
  /** The note's applied amount before and after this payment (the write is conditioned on `before`). */
  appliedBeforeCents: number;
  appliedAfterCents: number;
  /** Nothing left to repay after this payment. */
  appliedInFull: boolean;
};

/**
 * Credit notes one payment's transaction updates besides the payment, its at most 90 invoices and
 * its tallies: the transaction stays within 100 items. Notes beyond them wait for the next payment.
 */
export const maxCreditNotesPerPayment = 8;

/** Oldest note first (created date, then id). */
export function byAge(a: OpenCreditNote, b: OpenCreditNote): number {
  if (a.createdDate !== b.createdDate) return a.createdDate < b.createdDate ? -1 : 1;
  return a.id - b.id;
}

/**
 * What a payment of `payableCents` (its net to the carrier) paid on `paidDate` repays of the
 * carrier's open credit notes with this payor: oldest note first, each in full or in part, never
 * more than the payment holds, so the payment never goes negative; a note issued after the paid
 * date waits for a later payment. A payment of nothing repays nothing.
 */
export function applyCreditNotes(
  payableCents: number,
  notes: readonly OpenCreditNote[],
  paidDate: string,
): CreditNoteDeduction[] {
  const deductions: CreditNoteDeduction[] = [];
  let left = Math.max(0, payableCents);
  for (const note of [...notes].sort(byAge).filter((n) => n.createdDate <= paidDate)) {
    if (left === 0 || deductions.length === maxCreditNotesPerPayment) break;
    const balance = note.amountCents - note.appliedCents;
    if (balance <= 0) continue;
    const amountCents = Math.min(balance, left);
    left -= amountCents;
    deductions.push({
      creditNoteId: note.id,
      referenceNumber: note.referenceNumber,
      amountCents,
      appliedBeforeCents: note.appliedCents,
      appliedAfterCents: note.appliedCents + amountCents,
      appliedInFull: amountCents === balance,
    });
  }
  return deductions;
}

/** The notes after a payment's deductions were written: what the run's next payment may repay. */
export function afterDeductions(
  notes: readonly OpenCreditNote[],
  deductions: readonly CreditNoteDeduction[],
): OpenCreditNote[] {
  const applied = new Map(deductions.map((d) => [d.creditNoteId, d.appliedAfterCents]));
  return notes
    .map((note) => ({ ...note, appliedCents: applied.get(note.id) ?? note.appliedCents }))
    .filter((note) => note.appliedCents < note.amountCents);
}
