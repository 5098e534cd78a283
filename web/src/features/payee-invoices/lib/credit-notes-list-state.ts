import type { CallQuery } from '#shared/api/contract.ts';
import type { payeeCreditNoteCalls } from '#shared/contracts/payee-credit-notes.ts';
import { creditNoteListQuerySchema } from '#shared/schemas/payee-credit-notes.ts';
import { offeredPageSize, writePage } from '#web/lib/list-params.ts';
import { readUrlFields } from '#web/lib/url-state.ts';

/** The query the credit notes list asks the API for, typed by the API's own query schema. */
export type CreditNotesCallQuery = CallQuery<typeof payeeCreditNoteCalls.list>;

/** The credit notes list keeps only its page in the address bar (it is always newest first). */
export type CreditNotesListState = { page: number; pageSize: number };

/**
 * Reads the page from the address bar with the fields of the API's query schema; a page that does
 * not read is the first, a page size the list does not offer is the default.
 */
export function readCreditNotesListState(params: URLSearchParams): CreditNotesListState {
  const fields = readUrlFields(creditNoteListQuerySchema.shape, params);
  return { page: fields.page ?? 1, pageSize: offeredPageSize(fields.pageSize) };
}

/** The address-bar form of a state: the page and its size, each only when not the first / the default. */
export function writeCreditNotesListState(state: CreditNotesListState): URLSearchParams {
  return writePage(new URLSearchParams(), state);
}
