import { BillState } from '#shared/enums/bill-state.ts';
import type { BillListResponse } from '#shared/schemas/bills.ts';

/** A list's grouping of states (`payeeBillGroups`, `payorBillGroups`). */
export type BillGroups = Readonly<Record<string, readonly BillState[]>>;

export type GroupTotal = { count: number; amount: number };

/**
 * Count and amount of each group from the list's totals per state (seeds 000 §3 "totals per state
 * with a count"); a state the list has none of counts zero.
 */
export function groupTotals<G extends BillGroups>(
  groups: G,
  totals: BillListResponse['totals'],
): Record<keyof G & string, GroupTotal> {
  const byState = new Map(totals.map((total) => [total.state, total]));
  const result = {} as Record<keyof G & string, GroupTotal>;
  for (const [group, states] of Object.entries(groups) as [keyof G & string, readonly BillState[]][]) {
    result[group] = states.reduce<GroupTotal>(
      (sum, state) => {
        const total = byState.get(state);
        return { count: sum.count + (total?.count ?? 0), amount: sum.amount + (total?.amount ?? 0) };
      },
      { count: 0, amount: 0 },
    );
  }
  return result;
}

/** The group a state belongs to, or null (removed and ignored bills sit in no payee group). */
export function groupOf<G extends BillGroups>(groups: G, state: BillState): (keyof G & string) | null {
  for (const [group, states] of Object.entries(groups)) {
    if (states.includes(state)) return group as keyof G & string;
  }
  return null;
}

/** States the carrier may still change: edit its fields, charges and documents, or delete it (contract). */
export const payeeEditableStates: readonly BillState[] = [
  BillState.Incomplete,
  BillState.Pending,
  BillState.Exception,
  BillState.Rejected,
];

export function isEditableByPayee(state: BillState): boolean {
  return payeeEditableStates.includes(state);
}

/**
 * Whether the carrier may (re)submit a bill in this state: the editable states, `pending` only by
 * an administrator (a driver sends to the administrator instead).
 */
export function isResubmittableByPayee(state: BillState, { isAdmin }: { isAdmin: boolean }): boolean {
  if (state === BillState.Pending) return isAdmin;
  return isEditableByPayee(state);
}

/** A bill on its way to the payor: the background worker moves it on within seconds. */
export function isInFlight(state: BillState): boolean {
  return state === BillState.Sent;
}
