import { describe, expect, it } from 'vitest';
import { BillState } from '#shared/enums/bill-state.ts';
import {
  isFinal,
  needsConfirmation,
  payorMayEdit,
  requiresNote,
  reviewActionsFor,
  reviewTargets,
} from '#web/features/payor-settlements/lib/review.ts';

describe('the payor review of a bill (issue 4 contract)', () => {
  it('offers delivered → submitted, rejected, ignored, removed', () => {
    expect(reviewActionsFor(BillState.Delivered).map((action) => reviewTargets[action])).toEqual([
      BillState.Submitted,
      BillState.Rejected,
      BillState.Ignored,
      BillState.Removed,
    ]);
  });

  it('offers submitted → approved, rejected, removed', () => {
    expect(reviewActionsFor(BillState.Submitted).map((action) => reviewTargets[action])).toEqual([
      BillState.Approved,
      BillState.Rejected,
      BillState.Removed,
    ]);
  });

  it('offers nothing in any other state', () => {
    const others = Object.values(BillState).filter(
      (state) => state !== BillState.Delivered && state !== BillState.Submitted,
    );
    for (const state of others) expect(reviewActionsFor(state)).toEqual([]);
  });

  it('asks a note for a rejection and confirms the moves that end the bill’s review', () => {
    expect(requiresNote('reject')).toBe(true);
    expect(['markSubmitted', 'approve', 'ignore', 'remove'].some((a) => requiresNote(a as 'approve'))).toBe(false);
    expect(needsConfirmation('reject')).toBe(true);
    expect(needsConfirmation('ignore')).toBe(true);
    expect(needsConfirmation('remove')).toBe(true);
    expect(needsConfirmation('approve')).toBe(false);
    expect(needsConfirmation('markSubmitted')).toBe(false);
  });

  it('lets the payor edit only delivered and submitted bills; approved, ignored and removed are final', () => {
    const editable = Object.values(BillState).filter(payorMayEdit);
    expect(editable.sort()).toEqual([BillState.Delivered, BillState.Submitted].sort());
    const final = Object.values(BillState).filter(isFinal);
    expect(final.sort()).toEqual([BillState.Approved, BillState.Ignored, BillState.Removed].sort());
  });
});
