import type { CallQuery } from '#shared/api/contract.ts';
import type { factorClientCalls } from '#shared/contracts/factor-clients.ts';
import { factorClientListQuerySchema } from '#shared/schemas/factor-clients.ts';
import { defaultPageSize, offeredPageSize, writePage } from '#web/lib/list-params.ts';
import { readUrlFields, withSearchCut } from '#web/lib/url-state.ts';

/** The longest search the API takes (its query schema's limit). */
export const factorClientSearchMaxLength = 64;

/** The query the list asks the API for, typed by the API's own query schema. */
export type FactorClientsCallQuery = CallQuery<typeof factorClientCalls.list>;

/** The list's state as the address bar holds it: a search in names, MC and DOT numbers, and the page. */
export type FactorClientListState = { q: string; page: number; pageSize: number };

const shape = factorClientListQuerySchema.shape;

/** Reads the state with the fields of the API's query schema; anything malformed falls back to its default. */
export function readFactorClientListState(params: URLSearchParams): FactorClientListState {
  const fields = readUrlFields(shape, withSearchCut(params, factorClientSearchMaxLength));
  return { q: fields.q ?? '', page: fields.page ?? 1, pageSize: offeredPageSize(fields.pageSize) };
}

/** The address-bar form of a state: only what differs from the defaults. */
export function writeFactorClientListState(state: FactorClientListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  return writePage(params, state);
}

/** The API's query for a state. */
export function factorClientsApiQueryOf(state: FactorClientListState): FactorClientsCallQuery {
  return { q: state.q.trim() || undefined, page: state.page, pageSize: state.pageSize ?? defaultPageSize };
}
