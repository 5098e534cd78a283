import { describe, expect, it } from 'vitest';
import {
  BillActor,
  canTransition,
  finalBillStates,
  initialBillState,
  mayResubmit,
  payeeMayEdit,
  payorMayDeleteOwnBill,
  payorMayEdit,
  payorMayEditOwnBill,
  payorSeesState,
  requiresNote,
  transitionsFrom,
} from '#functions/domain/bills/transitions.ts';
import { BillState } from '#shared/enums/bill-state.ts';

const S = BillState;
const states = Object.values(BillState);
const actors = Object.values(BillActor);

/** The contract's table, written out independently of the implementation. */
const allowed = new Set([
  `${BillActor.PayeeAdmin}:${S.Incomplete}>${S.Sent}`,
  `${BillActor.PayeeAdmin}:${S.Pending}>${S.Sent}`,
  `${BillActor.PayeeAdmin}:${S.Exception}>${S.Sent}`,
  `${BillActor.PayeeAdmin}:${S.Rejected}>${S.Sent}`,
  `${BillActor.Payor}:${S.Delivered}>${S.Submitted}`,
  `${BillActor.Payor}:${S.Delivered}>${S.Rejected}`,
  `${BillActor.Payor}:${S.Delivered}>${S.Ignored}`,
  `${BillActor.Payor}:${S.Delivered}>${S.Removed}`,
  `${BillActor.Payor}:${S.Submitted}>${S.Approved}`,
  `${BillActor.Payor}:${S.Submitted}>${S.Rejected}`,
  `${BillActor.Payor}:${S.Submitted}>${S.Removed}`,
  `${BillActor.Worker}:${S.Sent}>${S.Delivered}`,
  `${BillActor.Worker}:${S.Sent}>${S.Exception}`,
  `${BillActor.SubmissionUndo}:${S.Sent}>${S.Incomplete}`,
  `${BillActor.SubmissionUndo}:${S.Sent}>${S.Pending}`,
  `${BillActor.SubmissionUndo}:${S.Sent}>${S.Exception}`,
  `${BillActor.SubmissionUndo}:${S.Sent}>${S.Rejected}`,
]);

describe('bill transitions', () => {
  const cases = actors.flatMap((actor) => states.flatMap((from) => states.map((to) => [actor, from, to] as const)));

  it.each(cases)('%s: %s → %s follows the contract', (actor, from, to) => {
    expect(canTransition(actor, from, to)).toBe(allowed.has(`${actor}:${from}>${to}`));
  });

  it('lists the same moves as it allows', () => {
    for (const actor of actors) {
      for (const from of states) {
        expect([...transitionsFrom(actor, from)].sort()).toEqual(
          states.filter((to) => allowed.has(`${actor}:${from}>${to}`)).sort(),
        );
      }
    }
  });

  it.each(finalBillStates)('nobody moves a bill out of %s', (from) => {
    for (const actor of actors) expect(transitionsFrom(actor, from)).toEqual([]);
  });

  it('drivers never submit; administrators submit what they may still edit', () => {
    for (const state of states) {
      expect(mayResubmit(BillActor.PayeeDriver, state)).toBe(false);
      expect(mayResubmit(BillActor.PayeeAdmin, state)).toBe(payeeMayEdit(state));
    }
  });
});

describe('who edits, who sees', () => {
  it.each(states)('%s: payee and payor editing windows', (state) => {
    expect(payeeMayEdit(state)).toBe(
      ([S.Incomplete, S.Pending, S.Exception, S.Rejected] as BillState[]).includes(state),
    );
    expect(payorMayEdit(state)).toBe(([S.Delivered, S.Submitted] as BillState[]).includes(state));
  });

  it.each(states)('%s: what a payor may do with a bill it created itself', (state) => {
    expect(payorMayEditOwnBill(state)).toBe(state === S.Incomplete);
    // Deleted only while with the carrier (never submitted, or sent back); delivered bills are kept.
    expect(payorMayDeleteOwnBill(state)).toBe(state === S.Incomplete || state === S.Rejected);
    if (finalBillStates.includes(state) || !payorSeesState(state)) expect(payorMayDeleteOwnBill(state)).toBe(false);
  });

  it.each(states)('%s: the payor sees every state but pending and exception', (state) => {
    expect(payorSeesState(state)).toBe(state !== S.Pending && state !== S.Exception);
  });

  it('only a rejection needs a note', () => {
    expect(states.filter(requiresNote)).toEqual([S.Rejected]);
  });

  it('a driver’s upload sent to the administrator starts pending; everything else incomplete', () => {
    expect(initialBillState({ isDriverOnly: true, sendToAdmin: true })).toBe(S.Pending);
    expect(initialBillState({ isDriverOnly: true, sendToAdmin: false })).toBe(S.Incomplete);
    expect(initialBillState({ isDriverOnly: false, sendToAdmin: true })).toBe(S.Incomplete);
    expect(initialBillState({ isDriverOnly: false, sendToAdmin: false })).toBe(S.Incomplete);
  });
});
