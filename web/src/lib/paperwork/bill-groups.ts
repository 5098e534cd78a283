import { BillState } from '#shared/enums/bill-state.ts';
import type { BillListResponse, CurrencyAmount } from '#shared/schemas/bills.ts';

/** A list's grouping of states (`payeeBillGroups`, `payorBillGroups`). */
export type BillGroups = Readonly<Record<string, readonly BillState[]>>;

/** A group's bills: how many, and how much in each currency they carry (never added across currencies). */
export type GroupTotal = { count: number; amounts: CurrencyAmount[] };

/** Adds amounts up per currency, ordered by currency id. */
export function sumByCurrency(amounts: readonly CurrencyAmount[]): CurrencyAmount[] {
  const sums = new Map<number, number>();
  for (const { currencyTypeId, amount } of amounts) sums.set(currencyTypeId, (sums.get(currencyTypeId) ?? 0) + amount);
  return [...sums]
    .map(([currencyTypeId, amount]) => ({ currencyTypeId, amount }))
    .sort((a, b) => a.currencyTypeId - b.currencyTypeId);
}

/**
 * Count and amounts of each group from the list's totals per state (seeds 000 §3 "totals per state
 * with a count"); a state the list has none of counts zero. Amounts stay per currency.
 */
export function groupTotals<G extends BillGroups>(
  groups: G,
  totals: BillListResponse['totals'],
): Record<keyof G & string, GroupTotal> {
  const byState = new Map(totals.map((total) => [total.state, total]));
  const result = {} as Record<keyof G & string, GroupTotal>;
  for (const [group, states] of Object.entries(groups) as [keyof G & string, readonly BillState[]][]) {
    const members = states.flatMap((state) => {
      const total = byState.get(state);
      return total ? [total] : [];
    });
    result[group] = {
      count: members.reduce((sum, total) => sum + total.count, 0),
      amounts: sumByCurrency(members.flatMap((total) => total.amounts)),
    };
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
