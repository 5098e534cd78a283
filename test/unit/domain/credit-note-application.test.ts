import { describe, expect, it } from 'vitest';
import {
  afterDeductions,
  applyCreditNotes,
  maxCreditNotesPerPayment,
  type OpenCreditNote,
} from '#functions/domain/payor-money/credit-note-application.ts';

const note = (id: number, amountCents: number, overrides: Partial<OpenCreditNote> = {}): OpenCreditNote => ({
  id,
  referenceNumber: `CN-${id}`,
  createdDate: '2026-03-01',
  amountCents,
  appliedCents: 0,
  ...overrides,
});

/** The payments' paid date: after every note's created date unless a test says otherwise. */
const paid = '2026-03-10';

describe('applyCreditNotes', () => {
  it('leaves a note issued after the payment was made for a later payment', () => {
    const later = note(2, 5_000, { createdDate: '2026-03-11' });
    expect(applyCreditNotes(10_000, [later], paid)).toEqual([]);
    expect(applyCreditNotes(10_000, [later], '2026-03-11')).toHaveLength(1);
  });

  it('repays a note in full when the payment covers it', () => {
    expect(applyCreditNotes(50_000, [note(1, 12_500)], paid)).toEqual([
      {
        creditNoteId: 1,
        referenceNumber: 'CN-1',
        amountCents: 12_500,
        appliedBeforeCents: 0,
        appliedAfterCents: 12_500,
        appliedInFull: true,
      },
    ]);
  });

  it('repays part of a note larger than the payment, never taking the payment below zero', () => {
    const [deduction] = applyCreditNotes(9_999, [note(1, 25_000, { appliedCents: 5_000 })], paid);
    expect(deduction).toMatchObject({
      amountCents: 9_999,
      appliedBeforeCents: 5_000,
      appliedAfterCents: 14_999,
      appliedInFull: false,
    });
  });

  it('repays several notes oldest first until the payment is used up', () => {
    const deductions = applyCreditNotes(
      10_000,
      [
        note(3, 8_000, { createdDate: '2026-03-05' }),
        note(2, 4_000, { createdDate: '2026-02-01' }),
        note(1, 3_000, { createdDate: '2026-03-05' }),
      ],
      paid,
    );
    expect(deductions.map((d) => [d.creditNoteId, d.amountCents, d.appliedInFull])).toEqual([
      [2, 4_000, true],
      [1, 3_000, true],
      [3, 3_000, false],
    ]);
    expect(deductions.reduce((sum, d) => sum + d.amountCents, 0)).toBe(10_000);
  });

  it('repays nothing from an empty (or negative) payment and skips notes already repaid', () => {
    expect(applyCreditNotes(0, [note(1, 100)], paid)).toEqual([]);
    expect(applyCreditNotes(-5, [note(1, 100)], paid)).toEqual([]);
    expect(applyCreditNotes(100, [note(1, 100, { appliedCents: 100 })], paid)).toEqual([]);
  });

  it('repays at most the notes one transaction can hold', () => {
    const notes = Array.from({ length: maxCreditNotesPerPayment + 2 }, (_, i) => note(i + 1, 10));
    expect(applyCreditNotes(1_000, notes, paid)).toHaveLength(maxCreditNotesPerPayment);
  });
});

describe('afterDeductions', () => {
  it('leaves the notes with money left, at their new applied amounts', () => {
    const notes = [note(1, 3_000), note(2, 8_000)];
    const deductions = applyCreditNotes(5_000, notes, paid);
    expect(afterDeductions(notes, deductions)).toEqual([note(2, 8_000, { appliedCents: 2_000 })]);
    // Over two payments the second repays the rest in full.
    const second = applyCreditNotes(7_000, afterDeductions(notes, deductions), paid);
    expect(second).toMatchObject([{ creditNoteId: 2, amountCents: 6_000, appliedInFull: true }]);
  });
});
