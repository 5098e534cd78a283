import type { PaymentCreditNote } from '../domain/payments/payment.ts';
import {
  afterDeductions,
  applyCreditNotes,
  type OpenCreditNote,
} from '../domain/payor-money/credit-note-application.ts';
import type { TransactItems } from '../repositories/conditional-writes.ts';
import { creditNoteDeductionStep, listOpenCreditNotes } from '../repositories/credit-notes.ts';

/** What a payment repays of credit notes: the record it keeps, its transaction steps, and a commit. */
export type Repayment = {
  creditNotes: PaymentCreditNote[];
  totalCents: number;
  steps: TransactItems;
  /** Call once the payment is written: the run's next payments see the notes as repaid. */
  commit(): void;
};

/** The open credit notes of a run's payors, as its payments repay them one after another. */
export type CreditNoteLedger = {
  deduct(payment: {
    id: string;
    code: string;
    payeeId: number;
    payorId: number;
    currencyId: number;
    paidDate: string;
    netCents: number;
    createdAt: string;
  }): Repayment;
};

/**
 * Reads the open credit notes of the payors a run pays for (one Query per payor) and hands out,
 * payment by payment, what each repays of the carrier's notes with that payor in its currency
 * (domain/payor-money/credit-note-application.ts). The deductions become part of the payment's
 * own transaction, conditioned on each note's applied amount as read; a payment that is not
 * written changes nothing here, so the run's later payments repay those notes instead.
 */
export async function creditNoteLedger(payorIds: readonly number[]): Promise<CreditNoteLedger> {
  const open = new Map<string, OpenCreditNote[]>();
  const key = (payorId: number, payeeId: number, currencyId: number) => `${payorId}:${payeeId}:${currencyId}`;
  for (const payorId of new Set(payorIds)) {
    for (const note of await listOpenCreditNotes(payorId)) {
      const k = key(note.payorId, note.payeeId, note.currencyId);
      open.set(k, [...(open.get(k) ?? []), note]);
    }
  }
  return {
    deduct(payment) {
      const k = key(payment.payorId, payment.payeeId, payment.currencyId);
      const notes = open.get(k) ?? [];
      const deductions = applyCreditNotes(payment.netCents, notes, payment.paidDate);
      return {
        creditNotes: deductions.map((d) => ({
          creditNoteId: d.creditNoteId,
          referenceNumber: d.referenceNumber,
          amountCents: d.amountCents,
        })),
        totalCents: deductions.reduce((sum, d) => sum + d.amountCents, 0),
        steps: deductions.map((d) =>
          creditNoteDeductionStep(d, {
            paymentId: payment.id,
            paymentCode: payment.code,
            paidDate: payment.paidDate,
            amountCents: d.amountCents,
            at: payment.createdAt,
          }),
        ) as TransactItems,
        commit: () => {
          if (deductions.length > 0) open.set(k, afterDeductions(notes, deductions));
        },
      };
    },
  };
}
