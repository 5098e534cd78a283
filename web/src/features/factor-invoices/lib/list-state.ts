import type { CallQuery } from '#shared/api/contract.ts';
import type { factorInvoiceCalls } from '#shared/contracts/factor-invoices.ts';
import type { FactorInvoiceStatus } from '#shared/enums/factor-invoice-status.ts';
import { FactorInvoiceSortField, factorInvoiceListQuerySchema } from '#shared/schemas/factor-invoices.ts';
import {
  type DateChoiceState,
  dateChoiceQuery,
  everyDate,
  readDateChoice,
  writeDateChoice,
} from '#web/lib/date-choice.ts';
import { defaultPageSize, offeredPageSize, writeSortAndPage } from '#web/lib/list-params.ts';
import { readUrlFields, withSearchCut } from '#web/lib/url-state.ts';

/** The longest search the API takes (its query schema's limit). */
export const factorInvoiceSearchMaxLength = 64;

/** The query the list asks the API for, typed by the API's own query schema. */
export type FactorInvoicesCallQuery = CallQuery<typeof factorInvoiceCalls.list>;

/** The list's state as the address bar holds it (uploaded date, status, debtor, client, search). */
export type FactorInvoiceListState = DateChoiceState & {
  status: FactorInvoiceStatus | null;
  payorId: number | null;
  payeeId: number | null;
  q: string;
  sortField: FactorInvoiceSortField;
  sortAsc: boolean;
  page: number;
  pageSize: number;
};

export const defaultFactorInvoiceListState: FactorInvoiceListState = {
  ...everyDate,
  status: null,
  payorId: null,
  payeeId: null,
  q: '',
  sortField: FactorInvoiceSortField.UploadedDate,
  sortAsc: false,
  page: 1,
  pageSize: defaultPageSize,
};

const shape = factorInvoiceListQuerySchema.shape;

/** Reads the state with the fields of the API's query schema; anything malformed falls back to its default. */
export function readFactorInvoiceListState(params: URLSearchParams): FactorInvoiceListState {
  const fields = readUrlFields(shape, withSearchCut(params, factorInvoiceSearchMaxLength));
  const defaults = defaultFactorInvoiceListState;
  return {
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
export function writeFactorInvoiceListState(state: FactorInvoiceListState): URLSearchParams {
  const params = new URLSearchParams();
  writeDateChoice(params, state);
  if (state.status !== null) params.set('status', state.status);
  if (state.payorId !== null) params.set('payorId', String(state.payorId));
  if (state.payeeId !== null) params.set('payeeId', String(state.payeeId));
  if (state.q.trim()) params.set('q', state.q.trim());
  return writeSortAndPage(params, state, defaultFactorInvoiceListState);
}

/** The API's query for a state (the shell's currency filter is added by the API client). */
export function factorInvoicesApiQueryOf(state: FactorInvoiceListState): FactorInvoicesCallQuery {
  return {
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
export function isFactorInvoiceListFiltered(state: FactorInvoiceListState): boolean {
  return (
    state.date !== 'all' || state.status !== null || state.payorId !== null || state.payeeId !== null || state.q !== ''
  );
}
