import type { CallQuery } from '#shared/api/contract.ts';
import type { factorLoadCalls } from '#shared/contracts/factor-loads.ts';
import { LoadDateField } from '#shared/enums/load-date-field.ts';
import type { LoadStatus } from '#shared/enums/load-status.ts';
import {
  FactorLoadSortField,
  factorLoadListQuerySchema,
  factorLoadSearchMaxLength,
} from '#shared/schemas/factor-loads.ts';
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
export type FactorLoadsCallQuery = CallQuery<typeof factorLoadCalls.list>;

/** The list's state as the address bar holds it (pickup or delivery date, status, debtor, client, search). */
export type FactorLoadListState = DateChoiceState & {
  dateField: LoadDateField;
  status: LoadStatus | null;
  payorId: number | null;
  payeeId: number | null;
  q: string;
  sortField: FactorLoadSortField;
  sortAsc: boolean;
  page: number;
  pageSize: number;
};

export const defaultFactorLoadListState: FactorLoadListState = {
  dateField: LoadDateField.Pickup,
  ...everyDate,
  status: null,
  payorId: null,
  payeeId: null,
  q: '',
  sortField: FactorLoadSortField.PickupDate,
  sortAsc: false,
  page: 1,
  pageSize: defaultPageSize,
};

const shape = factorLoadListQuerySchema.shape;

/** Reads the state with the fields of the API's query schema; anything malformed falls back to its default. */
export function readFactorLoadListState(params: URLSearchParams): FactorLoadListState {
  const fields = readUrlFields(shape, withSearchCut(params, factorLoadSearchMaxLength));
  const defaults = defaultFactorLoadListState;
  return {
    dateField: fields.dateField ?? defaults.dateField,
    ...readDateChoice(fields),
    status: fields.status?.[0] ?? null,
    payorId: fields.payorId ?? null,
    payeeId: fields.payeeId ?? null,
    q: fields.q ?? '',
    sortField: fields.sortField ?? defaults.sortField,
    sortAsc: fields.sortAsc ?? defaults.sortAsc,
    page: fields.page ?? defaults.page,
    pageSize: offeredPageSize(fields.pageSize),
  };
}

/** The address-bar form of a state: only what differs from the defaults. */
export function writeFactorLoadListState(state: FactorLoadListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.dateField !== defaultFactorLoadListState.dateField) params.set('dateField', state.dateField);
  writeDateChoice(params, state);
  if (state.status !== null) params.set('status', String(state.status));
  if (state.payorId !== null) params.set('payorId', String(state.payorId));
  if (state.payeeId !== null) params.set('payeeId', String(state.payeeId));
  if (state.q.trim()) params.set('q', state.q.trim());
  return writeSortAndPage(params, state, defaultFactorLoadListState);
}

/** The API's query for a state (the shell's currency filter is added by the API client). */
export function factorLoadsApiQueryOf(state: FactorLoadListState): FactorLoadsCallQuery {
  return {
    dateField: state.dateField,
    ...dateChoiceQuery(state),
    status: state.status !== null ? [state.status] : undefined,
    payorId: state.payorId ?? undefined,
    payeeId: state.payeeId ?? undefined,
    q: state.q.trim() || undefined,
    sortField: state.sortField,
    sortAsc: state.sortAsc,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFactorLoadListFiltered(state: FactorLoadListState): boolean {
  return (
    state.date !== 'all' || state.status !== null || state.payorId !== null || state.payeeId !== null || state.q !== ''
  );
}
