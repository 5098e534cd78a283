import { BillState } from '#shared/enums/bill-state.ts';

/**
 * The payor's review of a bill (the issue 4 contract): from delivered it may be marked submitted,
 * rejected, ignored or removed; from submitted approved, rejected or removed. Approved, ignored and
 * removed are final. The server enforces the same moves; the page offers only these.
 */
export type ReviewAction = 'markSubmitted' | 'approve' | 'reject' | 'ignore' | 'remove';

export const reviewTargets: Record<ReviewAction, BillState> = {
  markSubmitted: BillState.Submitted,
  approve: BillState.Approved,
  reject: BillState.Rejected,
  ignore: BillState.Ignored,
  remove: BillState.Removed,
};

const actionsByState: Partial<Record<BillState, readonly ReviewAction[]>> = {
  [BillState.Delivered]: ['markSubmitted', 'reject', 'ignore', 'remove'],
  [BillState.Submitted]: ['approve', 'reject', 'remove'],
};

/** The review actions a bill in `state` offers, the main one first. */
export function reviewActionsFor(state: BillState): readonly ReviewAction[] {
  return actionsByState[state] ?? [];
}

/** Rejecting tells the carrier why: the note is required (the server answers 400 on `note` otherwise). */
export function requiresNote(action: ReviewAction): boolean {
  return action === 'reject';
}

/** Actions that end the bill's life here or drop it from the carrier's queue: asked to confirm first. */
export function needsConfirmation(action: ReviewAction): boolean {
  return action === 'reject' || action === 'ignore' || action === 'remove';
}

/** A payor may fix the load or invoice number and the charges while the bill is delivered or submitted. */
export function payorMayEdit(state: BillState): boolean {
  return state === BillState.Delivered || state === BillState.Submitted;
}

/** States the payor can no longer move the bill out of. */
export function isFinal(state: BillState): boolean {
  return state === BillState.Approved || state === BillState.Ignored || state === BillState.Removed;
}
