import type { StatementType } from '#shared/enums/statement-type.ts';
import { payorStatementsQuerySchema, StatementSortField } from '#shared/schemas/payor-statements.ts';
import {
  type DateChoiceState,
  dateChoiceQuery,
  everyDate,
  readDateChoice,
  writeDateChoice,
} from '#web/lib/date-choice.ts';
import { defaultPageSize, offeredPageSize, writeSortAndPage } from '#web/lib/list-params.ts';
import { readUrlFields } from '#web/lib/url-state.ts';
import type { PayorStatementsCallQuery } from '../api/get-statements.ts';

/** A statements list's state as the address bar holds it: one type of the page's, or all of them. */
export type StatementListState = DateChoiceState & {
  typeId: StatementType | null;
  sortField: StatementSortField;
  sortAsc: boolean;
  page: number;
  pageSize: number;
};

export const defaultStatementListState: StatementListState = {
  ...everyDate,
  typeId: null,
  sortField: StatementSortField.PeriodStart,
  sortAsc: false,
  page: 1,
  pageSize: defaultPageSize,
};

/** Reads the state with the API's query schema; a type the page does not list falls back to all. */
export function readStatementListState(params: URLSearchParams, types: readonly StatementType[]): StatementListState {
  const fields = readUrlFields(payorStatementsQuerySchema.shape, params);
  const typeId = fields.settlementStatementTypeId?.[0] ?? null;
  return {
    ...readDateChoice(fields),
    typeId: typeId !== null && types.includes(typeId) ? typeId : null,
    sortField: fields.sortField ?? defaultStatementListState.sortField,
    sortAsc: fields.sortAsc ?? defaultStatementListState.sortAsc,
    page: fields.page ?? 1,
    pageSize: offeredPageSize(fields.pageSize),
  };
}

export function writeStatementListState(state: StatementListState): URLSearchParams {
  const params = new URLSearchParams();
  writeDateChoice(params, state);
  if (state.typeId !== null) params.set('settlementStatementTypeId', String(state.typeId));
  return writeSortAndPage(params, state, defaultStatementListState);
}

/** The API's query: the chosen type, or every type the page lists (the shell adds the currency). */
export function statementsApiQueryOf(
  state: StatementListState,
  types: readonly StatementType[],
): PayorStatementsCallQuery {
  return {
    ...dateChoiceQuery(state),
    settlementStatementTypeId: state.typeId !== null ? [state.typeId] : [...types],
    sortField: state.sortField,
    sortAsc: state.sortAsc,
    page: state.page,
    pageSize: state.pageSize,
  };
}

export function isStatementListFiltered(state: StatementListState): boolean {
  return state.date !== 'all' || state.typeId !== null;
}
