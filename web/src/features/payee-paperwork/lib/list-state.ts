import { payeeBillGroups } from '#shared/enums/bill-state.ts';
import { billListQuerySchema } from '#shared/schemas/bills.ts';
import { defaultPageSize, nextSort, offeredPageSize, writeSortAndPage } from '#web/lib/list-params.ts';
import type { BillListRequest } from '#web/lib/paperwork/get-bills.ts';
import { readUrlFields, withSearchCut } from '#web/lib/url-state.ts';

/**
 * The paperwork list's state as it lives in the address bar (shared, remembered for the
 * `payeePaperwork` section, restored on return): the group, the created-date range, the load or
 * invoice number search, the broker, the order and the page. Only what differs from the defaults
 * is written.
 */
export type PaperworkGroup = 'all' | keyof typeof payeeBillGroups;
export type BillSortField = NonNullable<BillListRequest['sortField']>;

export type PaperworkListState = {
  group: PaperworkGroup;
  from: string | null;
  to: string | null;
  q: string;
  payorId: number | null;
  sortField: BillSortField;
  sortAsc: boolean;
  page: number;
  pageSize: number;
};

export const paperworkGroups: readonly PaperworkGroup[] = ['all', 'incomplete', 'submitted'];
export const sortFields: readonly BillSortField[] = [
  'createdAt',
  'submittedAt',
  'loadOrInvoiceNumber',
  'payorName',
  'state',
  'totalAmount',
];
export const searchMaxLength = 64;

export const defaultListState: PaperworkListState = {
  group: 'all',
  from: null,
  to: null,
  q: '',
  payorId: null,
  sortField: 'createdAt',
  sortAsc: false,
  page: 1,
  pageSize: defaultPageSize,
};

/** Columns that read best newest or largest first when first chosen. */
const descendingFirst = new Set<BillSortField>(['createdAt', 'submittedAt', 'totalAmount']);

const query = billListQuerySchema.shape;

/**
 * The address bar's keys (short, as links and bookmarks have always had them), each read by the
 * field of the API's query schema it stands for. The group is the page's own (the API takes its
 * states), so it is read here.
 */
const urlShape = {
  from: query['q[created_date_gteq]'],
  to: query['q[created_date_lteq]'],
  q: query['q[load_or_invoice_number_cont]'],
  payorId: query['q[payor_id_in]'],
  sortField: query.sortField,
  sortAsc: query.sortAsc,
  page: query.page,
  pageSize: query.pageSize,
};

/**
 * Reads the state from the address bar with the fields of the API's query schema; anything unknown
 * or malformed falls back to its default. A longer search is cut to what the API takes, as the
 * search box cuts what is typed; the list offers only some of the columns and page sizes the API
 * takes.
 */
export function readListState(params: URLSearchParams): PaperworkListState {
  const fields = readUrlFields(urlShape, withSearchCut(params, searchMaxLength));
  const group = params.get('group');
  const sortField = fields.sortField && sortFields.includes(fields.sortField) ? fields.sortField : undefined;
  return {
    group: group && (paperworkGroups as readonly string[]).includes(group) ? (group as PaperworkGroup) : 'all',
    from: fields.from ?? null,
    to: fields.to ?? null,
    q: fields.q ?? '',
    payorId: fields.payorId?.[0] ?? null,
    sortField: sortField ?? defaultListState.sortField,
    sortAsc: fields.sortAsc ?? defaultListState.sortAsc,
    page: fields.page ?? defaultListState.page,
    pageSize: offeredPageSize(fields.pageSize),
  };
}

/** The address-bar form of a state: only what differs from the defaults. */
export function writeListState(state: PaperworkListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.group !== 'all') params.set('group', state.group);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.payorId !== null) params.set('payorId', String(state.payorId));
  return writeSortAndPage(params, state, defaultListState);
}

/** The API's query for a state (the shell's currency filter is added by the API client). */
export function apiQueryOf(state: PaperworkListState): BillListRequest {
  return {
    'q[state_in]': state.group === 'all' ? undefined : [...payeeBillGroups[state.group]],
    'q[created_date_gteq]': state.from ?? undefined,
    'q[created_date_lteq]': state.to ?? undefined,
    'q[load_or_invoice_number_cont]': state.q.trim() || undefined,
    'q[payor_id_in]': state.payorId === null ? undefined : [state.payorId],
    sortField: state.sortField,
    sortAsc: state.sortAsc,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** The order after choosing a column: the same column flips, a new one starts in its natural direction. */
export function sortChange(state: PaperworkListState, field: BillSortField): Partial<PaperworkListState> {
  return { ...nextSort(state, field, descendingFirst), page: 1 };
}

/** Whether a filter (not the group) narrows the list: the empty state then offers to clear them. */
export function isFiltered(state: PaperworkListState): boolean {
  return state.from !== null || state.to !== null || state.q.trim() !== '' || state.payorId !== null;
}
