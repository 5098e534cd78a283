import { type BillState, payorBillGroups } from '#shared/enums/bill-state.ts';
import { billListQuerySchema } from '#shared/schemas/bills.ts';
import { defaultPageSize, nextSort as nextListSort, offeredPageSize, writeSortAndPage } from '#web/lib/list-params.ts';
import { type GroupTotal, groupTotals, sumByCurrency } from '#web/lib/paperwork/bill-groups.ts';
import type { BillList, BillListRequest } from '#web/lib/paperwork/get-bills.ts';
import { readUrlFields, withSearchCut } from '#web/lib/url-state.ts';

/**
 * The Settlements list's state as it lives in the address bar (so it can be shared, remembered for
 * the section and restored): the group tab, the filters, the order and the page. Only what differs
 * from the defaults is written.
 */
export type SettlementGroup = keyof typeof payorBillGroups;
export type SettlementTab = 'all' | SettlementGroup;
export type SettlementSortField = NonNullable<BillListRequest['sortField']>;

export type SettlementListState = {
  tab: SettlementTab;
  state: BillState | null;
  createdFrom: string | null;
  createdTo: string | null;
  q: string;
  payeeId: number | null;
  sortField: SettlementSortField;
  sortAsc: boolean;
  page: number;
  pageSize: number;
};

export const settlementGroups = Object.keys(payorBillGroups) as SettlementGroup[];
export const settlementTabs: SettlementTab[] = ['all', ...settlementGroups];

/** The states a payor sees (seeds 001 §4), in the order of their groups. */
export const payorVisibleStates: BillState[] = settlementGroups.flatMap((group) => [...payorBillGroups[group]]);

export const searchMaxLength = 64;

const sortFields: SettlementSortField[] = [
  'createdAt',
  'submittedAt',
  'loadOrInvoiceNumber',
  'totalAmount',
  'state',
  'payorName',
  'payeeName',
];

/** Seeds 001 §2: payor settlements sort descending by submission time. */
export const defaultListState: SettlementListState = {
  tab: 'all',
  state: null,
  createdFrom: null,
  createdTo: null,
  q: '',
  payeeId: null,
  sortField: 'submittedAt',
  sortAsc: false,
  page: 1,
  pageSize: defaultPageSize,
};

/** Columns that read best from the top (newest, largest) when first chosen. */
const descendingFirst = new Set<SettlementSortField>(['submittedAt', 'createdAt', 'totalAmount']);

/** The order after a column header is chosen: the same column flips, another starts in its natural direction. */
export function nextSort(
  state: Pick<SettlementListState, 'sortField' | 'sortAsc'>,
  field: SettlementSortField,
): Pick<SettlementListState, 'sortField' | 'sortAsc'> {
  return nextListSort(state, field, descendingFirst);
}

/** The states a tab may narrow to with the state filter. */
export function statesOfTab(tab: SettlementTab): BillState[] {
  return tab === 'all' ? payorVisibleStates : [...payorBillGroups[tab]];
}

const query = billListQuerySchema.shape;

/**
 * The address bar's keys (short, as links and bookmarks have always had them), each read by the
 * field of the API's query schema it stands for. The tab is the page's own (the API takes its
 * states), so it is read here.
 */
const urlShape = {
  state: query['q[state_in]'],
  createdFrom: query['q[created_date_gteq]'],
  createdTo: query['q[created_date_lteq]'],
  q: query['q[load_or_invoice_number_cont]'],
  payeeId: query['q[payee_id_in]'],
  sortField: query.sortField,
  sortAsc: query.sortAsc,
  page: query.page,
  pageSize: query.pageSize,
};

/**
 * Reads the state from the address bar with the fields of the API's query schema; anything unknown
 * or malformed falls back to its default. A state is kept only when it belongs to the open tab; a
 * longer search is cut to what the API takes, as the search box cuts what is typed; the list offers
 * only some of the page sizes the API takes.
 */
export function readListState(params: URLSearchParams): SettlementListState {
  const fields = readUrlFields(urlShape, withSearchCut(params, searchMaxLength));
  const tabParam = params.get('tab');
  const tab = settlementTabs.includes(tabParam as SettlementTab) ? (tabParam as SettlementTab) : 'all';
  const stateParam = fields.state?.[0];
  const state = stateParam && statesOfTab(tab).includes(stateParam) ? stateParam : null;
  let createdFrom = fields.createdFrom ?? null;
  let createdTo = fields.createdTo ?? null;
  // A reversed range (typed into the address bar) is read the right way round.
  if (createdFrom && createdTo && createdFrom > createdTo) [createdFrom, createdTo] = [createdTo, createdFrom];
  const sortField = fields.sortField && sortFields.includes(fields.sortField) ? fields.sortField : undefined;
  return {
    tab,
    state,
    createdFrom,
    createdTo,
    q: fields.q ?? '',
    payeeId: fields.payeeId?.[0] ?? null,
    sortField: sortField ?? defaultListState.sortField,
    sortAsc: fields.sortAsc ?? defaultListState.sortAsc,
    page: fields.page ?? defaultListState.page,
    pageSize: offeredPageSize(fields.pageSize),
  };
}

/** The address-bar form of a state: only what differs from the defaults. */
export function writeListState(state: SettlementListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'all') params.set('tab', state.tab);
  if (state.state && statesOfTab(state.tab).includes(state.state)) params.set('state', state.state);
  if (state.createdFrom) params.set('createdFrom', state.createdFrom);
  if (state.createdTo) params.set('createdTo', state.createdTo);
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.payeeId !== null) params.set('payeeId', String(state.payeeId));
  return writeSortAndPage(params, state, defaultListState);
}

/**
 * The settlement API's query for a state (seeds 000 §7, 001 §7: created date range, load or invoice
 * number contains, payee ids, state). The shell's currency filter is added by the API client.
 */
export function apiQueryOf(state: SettlementListState): BillListRequest {
  const states = state.state ? [state.state] : state.tab === 'all' ? undefined : statesOfTab(state.tab);
  return {
    'q[created_date_gteq]': state.createdFrom ?? undefined,
    'q[created_date_lteq]': state.createdTo ?? undefined,
    'q[load_or_invoice_number_cont]': state.q.trim() || undefined,
    'q[payee_id_in]': state.payeeId === null ? undefined : [state.payeeId],
    'q[state_in]': states,
    sortField: state.sortField,
    sortAsc: state.sortAsc,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(state: SettlementListState): boolean {
  return (
    state.state !== null ||
    state.createdFrom !== null ||
    state.createdTo !== null ||
    state.q.trim() !== '' ||
    state.payeeId !== null
  );
}

export type GroupCount = GroupTotal;

/**
 * The three group counts (seeds 001 §4: incomplete = incomplete and sent; rejected; submitted =
 * delivered, submitted, approved, removed, ignored) and their sum, from the response's totals per
 * state. The server computes the totals ignoring the state filter, so the counts stay visible
 * whichever tab is open.
 */
export function groupCounts(totals: BillList['totals']): Record<SettlementTab, GroupCount> {
  const groups = groupTotals(payorBillGroups, totals);
  const all: GroupCount = {
    count: settlementGroups.reduce((sum, group) => sum + groups[group].count, 0),
    amounts: sumByCurrency(settlementGroups.flatMap((group) => groups[group].amounts)),
  };
  return { all, ...groups };
}

/** The carrier picker's options: the payees present in the payor's list, named, sorted by name. */
export function carrierOptions(list: Pick<BillList, 'payeeIds' | 'names'>): { id: number; name: string }[] {
  return [...new Set(list.payeeIds)]
    .map((id) => ({ id, name: list.names[String(id)] ?? `#${id}` }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
