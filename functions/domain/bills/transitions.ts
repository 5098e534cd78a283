import { BillState } from '#shared/enums/bill-state.ts';

/**
 * Who moves bills (the issue 4 contract): a carrier's administrator or billing user, a driver-only
 * carrier user, a payor reviewing, the background worker delivering, and the submission service
 * undoing a move to `sent` whose queue message could not be sent.
 */
export const BillActor = {
  PayeeAdmin: 'payeeAdmin',
  PayeeDriver: 'payeeDriver',
  Payor: 'payor',
  Worker: 'worker',
  SubmissionUndo: 'submissionUndo',
} as const;
export type BillActor = (typeof BillActor)[keyof typeof BillActor];

const S = BillState;

/** States a carrier may still change (edit, charges, documents, delete). */
export const payeeEditableStates: readonly BillState[] = [S.Incomplete, S.Pending, S.Exception, S.Rejected];

/** States a payor may fix the load number and the charges in. */
export const payorEditableStates: readonly BillState[] = [S.Delivered, S.Submitted];

/** States nobody moves a bill out of. */
export const finalBillStates: readonly BillState[] = [S.Approved, S.Ignored, S.Removed];

/** States the payor never sees: the carrier's own business until it submits. */
export const payeeOnlyStates: readonly BillState[] = [S.Pending, S.Exception];

/**
 * Every allowed move, by actor and from-state. A move not listed is refused; final states list
 * nothing. Submitting (→ `sent`) is the only carrier move; what happens after is the worker's and
 * the payor's.
 */
const transitions: Record<BillActor, Partial<Record<BillState, readonly BillState[]>>> = {
  [BillActor.PayeeAdmin]: {
    [S.Incomplete]: [S.Sent],
    [S.Pending]: [S.Sent],
    [S.Exception]: [S.Sent],
    [S.Rejected]: [S.Sent],
  },
  // A driver uploads and sends to the administrator at creation; submitting is not theirs.
  [BillActor.PayeeDriver]: {},
  [BillActor.Payor]: {
    [S.Delivered]: [S.Submitted, S.Rejected, S.Ignored, S.Removed],
    [S.Submitted]: [S.Approved, S.Rejected, S.Removed],
  },
  [BillActor.Worker]: {
    [S.Sent]: [S.Delivered, S.Exception],
  },
  // Back to where the submission found it (one of the carrier's resubmittable states).
  [BillActor.SubmissionUndo]: {
    [S.Sent]: [S.Incomplete, S.Pending, S.Exception, S.Rejected],
  },
};

/** Whether `actor` may move a bill from `from` to `to`. */
export function canTransition(actor: BillActor, from: BillState, to: BillState): boolean {
  return transitions[actor][from]?.includes(to) ?? false;
}

/** The states `actor` may move a bill in `from` to (empty when none). */
export function transitionsFrom(actor: BillActor, from: BillState): readonly BillState[] {
  return transitions[actor][from] ?? [];
}

/** The state a new bill starts in: a driver's upload sent to the administrator waits as `pending`. */
export function initialBillState(input: { isDriverOnly: boolean; sendToAdmin: boolean }): BillState {
  return input.isDriverOnly && input.sendToAdmin ? S.Pending : S.Incomplete;
}

export function payeeMayEdit(state: BillState): boolean {
  return payeeEditableStates.includes(state);
}

export function payorMayEdit(state: BillState): boolean {
  return payorEditableStates.includes(state);
}

/** A carrier user may submit a bill in `state` now (drivers never; `pending` only by an administrator). */
export function mayResubmit(actor: BillActor, state: BillState): boolean {
  return canTransition(actor, state, S.Sent);
}

/**
 * A payor may change the details and charges of a bill it created itself while the bill is still
 * with the carrier and was never submitted.
 */
export function payorMayEditOwnBill(state: BillState): boolean {
  return state === S.Incomplete;
}

/**
 * States a payor may delete a bill it created in: while the bill is with the carrier, never
 * submitted (`incomplete`) or sent back (`rejected`), as a carrier withdraws its own. Not once
 * delivered: LanePay keeps every delivered bill for both sides' records (the settlement terms,
 * §5 Retention), and the payor removes it instead (`removed`, kept with its history); not `sent`
 * (its message is with the worker) nor in a final state.
 */
export function payorMayDeleteOwnBill(state: BillState): boolean {
  return state === S.Incomplete || state === S.Rejected;
}

/** Whether the payor sees a bill in this state at all. */
export function payorSeesState(state: BillState): boolean {
  return !payeeOnlyStates.includes(state);
}

/** A rejection tells the carrier why. */
export function requiresNote(to: BillState): boolean {
  return to === S.Rejected;
}
