import type { CallQuery } from '#shared/api/contract.ts';
import type { payorInvoiceCalls } from '#shared/contracts/payor-invoices.ts';
import { DateType } from '#shared/enums/date-type.ts';
import type { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import {
  defaultPayorInvoiceSort,
  type PayorInvoiceSortField,
  payorInvoiceListQuerySchema,
  payorInvoiceSearchMaxLength,
} from '#shared/schemas/payor-invoices.ts';
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
export type PayorInvoicesCallQuery = CallQuery<typeof payorInvoiceCalls.list>;
export type PayorListDateType = NonNullable<PayorInvoicesCallQuery['dateTypeId']>;

/** The list's state as the address bar holds it (shared, reloaded and remembered per section). */
export type PayorInvoiceListState = DateChoiceState & {
  dateTypeId: PayorListDateType;
  statuses: InvoiceStatus[];
  q: string;
  sortField: PayorInvoiceSortField;
  sortAsc: boolean;
  page: number;
  pageSize: number;
};

/** Uploaded date by default (seeds 001 §2: payor invoices default to the date type "uploaded"). */
export const defaultListState: PayorInvoiceListState = {
  dateTypeId: DateType.DateUploaded,
  ...everyDate,
  statuses: [],
  q: '',
  sortField: defaultPayorInvoiceSort.sortField,
  sortAsc: defaultPayorInvoiceSort.sortAsc,
  page: 1,
  pageSize: defaultPageSize,
};

const shape = payorInvoiceListQuerySchema.shape;

/** Reads the state with the fields of the API's query schema; anything malformed falls back to its default. */
export function readListState(params: URLSearchParams): PayorInvoiceListState {
  const fields = readUrlFields(shape, withSearchCut(params, payorInvoiceSearchMaxLength));
  return {
    dateTypeId: fields.dateTypeId ?? defaultListState.dateTypeId,
    ...readDateChoice(fields),
    // Each status on its own: an unknown one drops only itself.
    statuses: [...new Set(params.getAll('status').flatMap((value) => shape.status.safeParse(value).data ?? []))],
    q: fields.q ?? '',
    sortField: fields.sortField ?? defaultListState.sortField,
    sortAsc: fields.sortAsc ?? defaultListState.sortAsc,
    page: fields.page ?? defaultListState.page,
    pageSize: offeredPageSize(fields.pageSize),
  };
}

/** The address-bar form of a state: only what differs from the defaults. */
export function writeListState(state: PayorInvoiceListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.dateTypeId !== defaultListState.dateTypeId) params.set('dateTypeId', String(state.dateTypeId));
  writeDateChoice(params, state);
  for (const status of state.statuses) params.append('status', String(status));
  if (state.q.trim()) params.set('q', state.q.trim());
  return writeSortAndPage(params, state, defaultListState);
}

/** The API's query for a state (the shell's currency filter is added by the API client). */
export function apiQueryOf(state: PayorInvoiceListState): PayorInvoicesCallQuery {
  return {
    dateTypeId: state.dateTypeId,
    ...dateChoiceQuery(state),
    status: state.statuses,
    q: state.q.trim() || undefined,
    sortField: state.sortField,
    sortAsc: state.sortAsc,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(state: PayorInvoiceListState): boolean {
  return state.date !== 'all' || state.statuses.length > 0 || state.q.trim() !== '';
}
