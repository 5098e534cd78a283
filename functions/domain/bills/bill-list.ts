import type { BillState } from '#shared/enums/bill-state.ts';

/** What the list needs of a bill. */
export type ListableBill = {
  id: string;
  payeeId: number;
  payeeName: string;
  payorId: number;
  payorName: string;
  state: BillState;
  loadOrInvoiceNumber: string;
  currencyTypeId: number;
  totalAmount: number;
  /** YYYY-MM-DD (America/Chicago). */
  createdDate: string;
  createdAt: string;
  submittedAt: string | null;
};

export type BillFilter = {
  /** Created on or after (YYYY-MM-DD). */
  createdFrom?: string | undefined;
  /** Created on or before (YYYY-MM-DD). */
  createdTo?: string | undefined;
  /** Part of the load or invoice number, any case, spaces and hyphens ignored. */
  loadOrInvoiceNumber?: string | undefined;
  payeeIds?: readonly number[] | undefined;
  payorIds?: readonly number[] | undefined;
  states?: readonly BillState[] | undefined;
  currencyTypeId?: number | undefined;
};

export type BillSortField =
  | 'createdAt'
  | 'submittedAt'
  | 'loadOrInvoiceNumber'
  | 'totalAmount'
  | 'state'
  | 'payorName'
  | 'payeeName';

/** Case and separators do not matter when searching numbers ("ld-880 513" finds LD880513). */
function normalise(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

/** Whether a bill passes every filter given, leaving out the state filter when asked; an empty list or absent value does not filter. */
export function matchesBillFilter(
  bill: ListableBill,
  filter: BillFilter,
  options: { ignoreState?: boolean } = {},
): boolean {
  if (filter.createdFrom && bill.createdDate < filter.createdFrom) return false;
  if (filter.createdTo && bill.createdDate > filter.createdTo) return false;
  if (filter.payeeIds?.length && !filter.payeeIds.includes(bill.payeeId)) return false;
  if (filter.payorIds?.length && !filter.payorIds.includes(bill.payorId)) return false;
  if (!options.ignoreState && filter.states?.length && !filter.states.includes(bill.state)) return false;
  if (filter.currencyTypeId !== undefined && bill.currencyTypeId !== filter.currencyTypeId) return false;
  const search = normalise(filter.loadOrInvoiceNumber ?? '');
  if (search !== '' && !normalise(bill.loadOrInvoiceNumber).includes(search)) return false;
  return true;
}

/** The payors and payees of a list (for the filter pickers), with their names keyed by id. */
export function billPickers(bills: readonly ListableBill[]): {
  payorIds: number[];
  payeeIds: number[];
  names: Record<string, string>;
} {
  const payors = new Map<number, string>();
  const payees = new Map<number, string>();
  for (const bill of bills) {
    payors.set(bill.payorId, bill.payorName);
    payees.set(bill.payeeId, bill.payeeName);
  }
  const byName = (entries: Map<number, string>) =>
    [...entries].sort(([a, an], [b, bn]) => an.localeCompare(bn) || a - b).map(([id]) => id);
  return {
    payorIds: byName(payors),
    payeeIds: byName(payees),
    names: Object.fromEntries([...payors, ...payees].map(([id, name]) => [String(id), name])),
  };
}

/** An amount in one currency: cents of different currencies are never added together. */
export type CurrencyAmount = { currencyTypeId: number; amount: number };

export type BillStateTotal = { state: BillState; count: number; amounts: CurrencyAmount[] };

/** Adds `amount` to the entry of its currency (a new entry when there is none), in place. */
function addAmount(amounts: CurrencyAmount[], currencyTypeId: number, amount: number): void {
  const entry = amounts.find((candidate) => candidate.currencyTypeId === currencyTypeId);
  if (entry) entry.amount += amount;
  else amounts.push({ currencyTypeId, amount });
}

function byCurrency(amounts: CurrencyAmount[]): CurrencyAmount[] {
  return amounts.sort((a, b) => a.currencyTypeId - b.currencyTypeId);
}

/**
 * Count and amounts per state, one entry for each of `states` (zero and no amounts when none), in
 * that order. Counts add up across currencies; amounts stay per currency (a carrier paid in USD by
 * one broker and in CAD by another has two sums, never one).
 */
export function stateTotals(bills: readonly ListableBill[], states: readonly BillState[]): BillStateTotal[] {
  const totals = new Map(states.map((state) => [state, { state, count: 0, amounts: [] as CurrencyAmount[] }]));
  for (const bill of bills) {
    const total = totals.get(bill.state);
    if (!total) continue;
    total.count += 1;
    addAmount(total.amounts, bill.currencyTypeId, bill.totalAmount);
  }
  return [...totals.values()].map((total) => ({ ...total, amounts: byCurrency(total.amounts) }));
}

/**
 * Adds the per-state totals up into the caller's groups (payee: incomplete/submitted; payor:
 * three): counts summed, amounts summed per currency.
 */
export function groupTotals(
  totals: readonly BillStateTotal[],
  groups: Readonly<Record<string, readonly BillState[]>>,
): Record<string, { count: number; amounts: CurrencyAmount[] }> {
  return Object.fromEntries(
    Object.entries(groups).map(([group, states]) => {
      const amounts: CurrencyAmount[] = [];
      let count = 0;
      for (const total of totals) {
        if (!states.includes(total.state)) continue;
        count += total.count;
        for (const amount of total.amounts) addAmount(amounts, amount.currencyTypeId, amount.amount);
      }
      return [group, { count, amounts: byCurrency(amounts) }];
    }),
  );
}

function sortValue(bill: ListableBill, field: BillSortField): string | number | null {
  switch (field) {
    case 'createdAt':
      return bill.createdAt;
    case 'submittedAt':
      return bill.submittedAt;
    case 'loadOrInvoiceNumber':
      return bill.loadOrInvoiceNumber.toUpperCase();
    case 'totalAmount':
      return bill.totalAmount;
    case 'state':
      return bill.state;
    case 'payorName':
      return bill.payorName.toUpperCase();
    case 'payeeName':
      return bill.payeeName.toUpperCase();
  }
}

function compare(a: string | number, b: string | number): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Orders bills by a column. Bills without a value (not submitted yet) come last either way; ties
 * fall back to the newest bill first and then the id, so pages never shuffle between requests.
 */
export function sortBills(bills: readonly ListableBill[], field: BillSortField, ascending: boolean): ListableBill[] {
  return [...bills].sort((a, b) => {
    const va = sortValue(a, field);
    const vb = sortValue(b, field);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const order = compare(va, vb);
      if (order !== 0) return ascending ? order : -order;
    }
    return compare(b.createdAt, a.createdAt) || compare(a.id, b.id);
  });
}

export type BillListOptions = {
  filter: BillFilter;
  /** States the caller may see (the totals list one entry for each). */
  visibleStates: readonly BillState[];
  sortField: BillSortField;
  sortAsc: boolean;
  page: number;
  pageSize: number;
};

export type BillListResult<T extends ListableBill> = {
  rows: T[];
  payorIds: number[];
  payeeIds: number[];
  names: Record<string, string>;
  totals: BillStateTotal[];
  page: number;
  pageSize: number;
  totalCount: number;
  hasMore: boolean;
};

/**
 * One page of the caller's bills (seeds 000 §3 "Bills-all response"): the pickers come from the
 * whole visible list, the totals from the filtered list without its state filter (so every
 * group's count stays visible while one group is shown), the rows from the fully filtered list.
 */
export function billListPage<T extends ListableBill>(
  visible: readonly T[],
  options: BillListOptions,
): BillListResult<T> {
  const pickers = billPickers(visible);
  const filteredButState = visible.filter((bill) => matchesBillFilter(bill, options.filter, { ignoreState: true }));
  const totals = stateTotals(filteredButState, options.visibleStates);
  const filtered = filteredButState.filter((bill) => matchesBillFilter(bill, options.filter));
  const sorted = sortBills(filtered, options.sortField, options.sortAsc) as T[];
  const start = (options.page - 1) * options.pageSize;
  return {
    rows: sorted.slice(start, start + options.pageSize),
    ...pickers,
    totals,
    page: options.page,
    pageSize: options.pageSize,
    totalCount: sorted.length,
    hasMore: start + options.pageSize < sorted.length,
  };
}
