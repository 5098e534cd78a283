import { DatePreset } from '#shared/enums/date-preset.ts';
import { DateType } from '#shared/enums/date-type.ts';
import { DocumentType } from '#shared/enums/document-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { maxPageSize } from '#shared/schemas/list-query.ts';
import {
  defaultInvoiceSort,
  InvoiceSortField,
  invoiceSearchMaxLength,
  invoicesAndCreditNotesDateTypes,
} from '#shared/schemas/payee-invoices.ts';
import { defaultPageSize, isoDateParam, positiveInt, sortParams, writeSortAndPage } from '#web/lib/list-params.ts';
import type { Query } from '#web/lib/query-string.ts';

/**
 * The invoices list's state as it lives in the address bar (so it can be shared, remembered per
 * list section and restored): every filter, the order and the page. Only what differs from the
 * defaults is written.
 */
export type DocumentsFilter = 'all' | 'invoices' | 'creditNotes';
/** A preset, every date, or a custom range. */
export type DateChoice = DatePreset | 'all' | 'custom';

export type InvoiceListState = {
  dateTypeId: DateType;
  date: DateChoice;
  startDate: string | null;
  endDate: string | null;
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
  date: 'all',
  startDate: null,
  endDate: null,
  statuses: [],
  payorId: null,
  documents: 'all',
  q: '',
  sortField: defaultInvoiceSort.sortField,
  sortAsc: defaultInvoiceSort.sortAsc,
  page: 1,
  pageSize: defaultPageSize,
};

const presets = Object.values(DatePreset) as string[];
const statusIds = Object.values(InvoiceStatus) as number[];
const sortFields = Object.values(InvoiceSortField);

/** Reads the state from the address bar; anything unknown or malformed falls back to its default. */
export function readListState(params: URLSearchParams): InvoiceListState {
  const dateType = positiveInt(params.get('dateTypeId'));
  const preset = params.get('datePreset');
  const startDate = isoDateParam(params.get('startDate'));
  const endDate = isoDateParam(params.get('endDate'));
  const date: DateChoice =
    preset && presets.includes(preset) ? (preset as DatePreset) : startDate || endDate ? 'custom' : 'all';
  const documents = params.get('documents');
  const pageSize = positiveInt(params.get('pageSize'));
  return {
    dateTypeId:
      dateType !== null && (invoicesAndCreditNotesDateTypes as readonly number[]).includes(dateType)
        ? (dateType as DateType)
        : defaultListState.dateTypeId,
    date,
    startDate: date === 'custom' ? startDate : null,
    endDate: date === 'custom' ? endDate : null,
    statuses: [
      ...new Set(
        params
          .getAll('status')
          .map(Number)
          .filter((id) => statusIds.includes(id)),
      ),
    ] as InvoiceStatus[],
    payorId: positiveInt(params.get('payorId')),
    documents: documents === 'invoices' || documents === 'creditNotes' ? documents : 'all',
    q: (params.get('q') ?? '').slice(0, invoiceSearchMaxLength),
    ...sortParams(params, sortFields, defaultListState),
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: pageSize && pageSize <= maxPageSize ? pageSize : defaultPageSize,
  };
}

/** The address-bar form of a state: only what differs from the defaults. */
export function writeListState(state: InvoiceListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.dateTypeId !== defaultListState.dateTypeId) params.set('dateTypeId', String(state.dateTypeId));
  if (state.date === 'custom') {
    if (state.startDate) params.set('startDate', state.startDate);
    if (state.endDate) params.set('endDate', state.endDate);
  } else if (state.date !== 'all') {
    params.set('datePreset', state.date);
  }
  for (const status of state.statuses) params.append('status', String(status));
  if (state.payorId !== null) params.set('payorId', String(state.payorId));
  if (state.documents !== 'all') params.set('documents', state.documents);
  if (state.q.trim()) params.set('q', state.q.trim());
  return writeSortAndPage(params, state, defaultListState);
}

/** The API's query for a state (the shell's currency filter is added by the API client). */
export function apiQueryOf(state: InvoiceListState): Query {
  const documentTypeId =
    state.documents === 'invoices'
      ? [DocumentType.Invoice]
      : state.documents === 'creditNotes'
        ? [DocumentType.CreditNote]
        : [];
  return {
    dateTypeId: state.dateTypeId,
    datePreset: state.date !== 'all' && state.date !== 'custom' ? state.date : undefined,
    startDate: state.date === 'custom' ? (state.startDate ?? undefined) : undefined,
    endDate: state.date === 'custom' ? (state.endDate ?? undefined) : undefined,
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
