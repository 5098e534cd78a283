import type { CallQuery } from '#shared/api/contract.ts';
import type { payeeRelationshipCalls } from '#shared/contracts/payee-relationships.ts';
import {
  RelationshipSortField,
  relationshipSearchMaxLength,
  relationshipsQuerySchema,
} from '#shared/schemas/payee-relationships.ts';
import { offeredPageSize } from '#web/lib/list-params.ts';
import { readUrlFields, withSearchCut } from '#web/lib/url-state.ts';

/** The query the relationships list asks the API for, typed by the API's own query schema. */
export type RelationshipsCallQuery = CallQuery<typeof payeeRelationshipCalls.list>;

/** The list's tabs: every payor, the claimed ones, those left to claim. */
export const relationshipViews = ['all', 'claimed', 'unclaimed'] as const;
export type RelationshipView = (typeof relationshipViews)[number];

export const defaultRelationshipSort = { sortField: RelationshipSortField.PayorName, sortAsc: true };

/**
 * The relationships list's state as it lives in the address bar (`view`, `q`, `sortField`,
 * `sortAsc`, `page`, `pageSize`), so a reload or a shared link shows the same page.
 */
export type RelationshipsListState = {
  view: RelationshipView;
  q: string;
  sortField: RelationshipSortField;
  sortAsc: boolean;
  page: number;
  pageSize: number;
};

/**
 * Reads the state from the address bar with the fields of the API's query schema; anything unknown
 * or malformed falls back to its default. `view` is the page's own (the API takes `isClaimed`), so
 * it is read here. A search longer than the API takes searches by its start (the API would refuse
 * it whole), and one the API refuses otherwise (control characters) is no search.
 */
export function readRelationshipsListState(params: URLSearchParams): RelationshipsListState {
  const fields = readUrlFields(relationshipsQuerySchema.shape, withSearchCut(params, relationshipSearchMaxLength));
  const view = params.get('view');
  return {
    view: relationshipViews.find((known) => known === view) ?? 'all',
    q: fields.q ?? '',
    sortField: fields.sortField ?? defaultRelationshipSort.sortField,
    sortAsc: fields.sortAsc ?? defaultRelationshipSort.sortAsc,
    page: fields.page ?? 1,
    pageSize: offeredPageSize(fields.pageSize),
  };
}

/** The API's query for a state: the view as `isClaimed`, the search only when there is one. */
export function apiQueryOf(state: RelationshipsListState): RelationshipsCallQuery {
  return {
    page: state.page,
    pageSize: state.pageSize,
    sortField: state.sortField,
    sortAsc: state.sortAsc,
    q: state.q || undefined,
    isClaimed: state.view === 'all' ? undefined : state.view === 'claimed',
  };
}
