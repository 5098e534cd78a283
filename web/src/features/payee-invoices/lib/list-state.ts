import type { CallQuery } from '#shared/api/contract.ts';
import type { payeeInvoiceCalls } from '#shared/contracts/payee-invoices.ts';
import { DateType } from '#shared/enums/date-type.ts';
import { DocumentType } from '#shared/enums/document-type.ts';
import type { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import {
  defaultInvoiceSort,
  type InvoiceSortField,
  invoiceListQuerySchema,
  invoiceSearchMaxLength,
} from '#shared/schemas/payee-invoices.ts';
import {
  type DateChoiceState,
  dateChoiceQuery,
  everyDate,
  readDateChoice,
  writeDateChoice,
} from '#web/lib/date-choice.ts';
import { defaultPageSize, writeSortAndPage } from '#web/lib/list-params.ts';
import { readUrlFields, withSearchCut } from '#web/lib/url-state.ts';

/** The query the list asks the API for, typed by the API's own query schema. */
export type InvoicesCallQuery = CallQuery<typeof payeeInvoiceCalls.list>;
/** The date types the combined list filters by (the API refuses the others). */
export type ListDateType = NonNullable<InvoicesCallQuery['dateTypeId']>;

/**
 * The invoices list's state as it lives in the address bar (so it can be shared, remembered per
 * list section and restored): every filter, the order and the page. Only what differs from the
 * defaults is written.
 */
export type DocumentsFilter = 'all' | 'invoices' | 'creditNotes';

export type InvoiceListState = DateChoiceState & {
  dateTypeId: ListDateType;
  statuses: InvoiceStatus[];
  payorId: number | null;
  documents: DocumentsFilter;
  q: string;
  sortField: InvoiceSortField;
  sortAsc: boolean;
  page: number;
  pageSize: number;
};

export const defaultListState: InvoiceListState = {
  dateTypeId: DateType.DateUploaded,
  ...everyDate,
  statuses: [],
  payorId: null,
  documents: 'all',
  q: '',
  sortField: defaultInvoiceSort.sortField,
  sortAsc: defaultInvoiceSort.sortAsc,
  page: 1,
  pageSize: defaultPageSize,
};

const shape = invoiceListQuerySchema.shape;

/**
 * Reads the state from the address bar with the fields of the API's query schema; anything unknown
 * or malformed falls back to its default. `documents` is the page's own (the API takes document
 * type ids), so it is read here.
 */
export function readListState(params: URLSearchParams): InvoiceListState {
  const fields = readUrlFields(shape, withSearchCut(params, invoiceSearchMaxLength));
  const documents = params.get('documents');
  return {
    dateTypeId: fields.dateTypeId ?? defaultListState.dateTypeId,
    ...readDateChoice(fields),
    statuses: statusesOf(params),
    payorId: fields.payorId ?? null,
    documents: documents === 'invoices' || documents === 'creditNotes' ? documents : 'all',
    q: fields.q ?? '',
    sortField: fields.sortField ?? defaultListState.sortField,
    sortAsc: fields.sortAsc ?? defaultListState.sortAsc,
    page: fields.page ?? defaultListState.page,
    // Any size the API takes (up to 200), not only the offered ones, as the list has always read it.
    pageSize: fields.pageSize ?? defaultListState.pageSize,
  };
}

/**
 * Each `status` read on its own by the API's field: an unknown one (a hand-edited link, a status
 * since retired) drops only itself and the others still filter; each is kept once.
 */
function statusesOf(params: URLSearchParams): InvoiceStatus[] {
  return [...new Set(params.getAll('status').flatMap((value) => shape.status.safeParse(value).data ?? []))];
}

/** The address-bar form of a state: only what differs from the defaults. */
export function writeListState(state: InvoiceListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.dateTypeId !== defaultListState.dateTypeId) params.set('dateTypeId', String(state.dateTypeId));
  writeDateChoice(params, state);
  for (const status of state.statuses) params.append('status', String(status));
  if (state.payorId !== null) params.set('payorId', String(state.payorId));
  if (state.documents !== 'all') params.set('documents', state.documents);
  if (state.q.trim()) params.set('q', state.q.trim());
  return writeSortAndPage(params, state, defaultListState);
}

/** The API's query for a state (the shell's currency filter is added by the API client). */
export function apiQueryOf(state: InvoiceListState): InvoicesCallQuery {
  const documentTypeId =
    state.documents === 'invoices'
      ? [DocumentType.Invoice]
      : state.documents === 'creditNotes'
        ? [DocumentType.CreditNote]
        : [];
  return {
    dateTypeId: state.dateTypeId,
    ...dateChoiceQuery(state),
    status: state.statuses,
    documentTypeId,
    payorId: state.payorId ?? undefined,
    q: state.q.trim() || undefined,
    sortField: state.sortField,
    sortAsc: state.sortAsc,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(state: InvoiceListState): boolean {
  return (
    state.date !== 'all' ||
    state.statuses.length > 0 ||
    state.payorId !== null ||
    state.documents !== 'all' ||
    state.q.trim() !== ''
  );
}
