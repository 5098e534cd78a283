import type { CallQuery } from '#shared/api/contract.ts';
import type { payorRelationshipCalls } from '#shared/contracts/payor-relationships.ts';
import type { ClaimedFilter, PayorRelationshipSortField } from '#shared/enums/payor-relationship.ts';
import { defaultPayorRelationshipSort, payorRelationshipsQuerySchema } from '#shared/schemas/payor-relationships.ts';
import { offeredPageSize, writeSortAndPage } from '#web/lib/list-params.ts';
import { readUrlFields } from '#web/lib/url-state.ts';

export type CarriersCallQuery = CallQuery<typeof payorRelationshipCalls.list>;

/** The list's state as the address bar holds it, so it can be shared, reloaded and remembered. */
export type CarriersListState = {
  q: string;
  claimed: ClaimedFilter | null;
  page: number;
  pageSize: number;
  sortField: PayorRelationshipSortField;
  sortAsc: boolean;
};

/** Reads the state with the API's own query schema; anything unreadable falls back to its default. */
export function readListState(params: URLSearchParams): CarriersListState {
  const fields = readUrlFields(payorRelationshipsQuerySchema.shape, params);
  return {
    q: fields.q ?? '',
    claimed: fields.claimed ?? null,
    page: fields.page ?? 1,
    pageSize: offeredPageSize(fields.pageSize),
    sortField: fields.sortField ?? defaultPayorRelationshipSort.sortField,
    sortAsc: fields.sortAsc ?? defaultPayorRelationshipSort.sortAsc,
  };
}

/** The query string of a state, leaving out what is at its default. */
export function writeListState(state: CarriersListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.claimed) params.set('claimed', state.claimed);
  return writeSortAndPage(params, state, defaultPayorRelationshipSort);
}

export function isFiltered(state: CarriersListState): boolean {
  return state.q.trim() !== '' || state.claimed !== null;
}

export function apiQueryOf(state: CarriersListState): CarriersCallQuery {
  return {
    q: state.q.trim(),
    ...(state.claimed ? { claimed: state.claimed } : {}),
    page: state.page,
    pageSize: state.pageSize,
    sortField: state.sortField,
    sortAsc: state.sortAsc,
  };
}
