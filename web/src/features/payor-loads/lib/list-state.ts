import type { CallQuery } from '#shared/api/contract.ts';
import type { payorLoadCalls } from '#shared/contracts/payor-loads.ts';
import type { LoadStatus } from '#shared/enums/load-status.ts';
import {
  defaultPayorLoadSort,
  LoadDateField,
  type PayorLoadSortField,
  payorLoadListQuerySchema,
  payorLoadSearchMaxLength,
} from '#shared/schemas/payor-loads.ts';
import {
  type DateChoiceState,
  dateChoiceQuery,
  everyDate,
  readDateChoice,
  writeDateChoice,
} from '#web/lib/date-choice.ts';
import { defaultPageSize, offeredPageSize, writeSortAndPage } from '#web/lib/list-params.ts';
import { readUrlFields, withSearchCut } from '#web/lib/url-state.ts';

/** The query the list asks the API for, typed by the API's own query schema. */
export type PayorLoadsCallQuery = CallQuery<typeof payorLoadCalls.list>;
/** The list's state as the address bar holds it. */
export type PayorLoadListState = DateChoiceState & {
  dateField: LoadDateField;
  status: LoadStatus | null;
  q: string;
  sortField: PayorLoadSortField;
  sortAsc: boolean;
  page: number;
  pageSize: number;
};

export const defaultLoadListState: PayorLoadListState = {
  dateField: LoadDateField.Pickup,
  ...everyDate,
  status: null,
  q: '',
  sortField: defaultPayorLoadSort.sortField,
  sortAsc: defaultPayorLoadSort.sortAsc,
  page: 1,
  pageSize: defaultPageSize,
};

const shape = payorLoadListQuerySchema.shape;

/** Reads the state with the fields of the API's query schema; anything malformed falls back to its default. */
export function readLoadListState(params: URLSearchParams): PayorLoadListState {
  const fields = readUrlFields(shape, withSearchCut(params, payorLoadSearchMaxLength));
  return {
    dateField: fields.dateField ?? defaultLoadListState.dateField,
    ...readDateChoice(fields),
    status: fields.status?.[0] ?? null,
    q: fields.q ?? '',
    sortField: fields.sortField ?? defaultLoadListState.sortField,
    sortAsc: fields.sortAsc ?? defaultLoadListState.sortAsc,
    page: fields.page ?? defaultLoadListState.page,
    pageSize: offeredPageSize(fields.pageSize),
  };
}

/** The address-bar form of a state: only what differs from the defaults. */
export function writeLoadListState(state: PayorLoadListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.dateField !== defaultLoadListState.dateField) params.set('dateField', state.dateField);
  writeDateChoice(params, state);
  if (state.status !== null) params.set('status', String(state.status));
  if (state.q.trim()) params.set('q', state.q.trim());
  return writeSortAndPage(params, state, defaultLoadListState);
}

/** The API's query for a state (the shell's currency filter is added by the API client). */
export function loadsApiQueryOf(state: PayorLoadListState): PayorLoadsCallQuery {
  return {
    dateField: state.dateField,
    ...dateChoiceQuery(state),
    status: state.status !== null ? [state.status] : undefined,
    q: state.q.trim() || undefined,
    sortField: state.sortField,
    sortAsc: state.sortAsc,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isLoadListFiltered(state: PayorLoadListState): boolean {
  return state.date !== 'all' || state.status !== null || state.q.trim() !== '';
}
