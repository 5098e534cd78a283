import { datePresetRangeAt } from '#shared/enums/date-preset.ts';
import { DateType } from '#shared/enums/date-type.ts';
import { DocumentType } from '#shared/enums/document-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import {
  type InvoiceListItem,
  type InvoiceListPage,
  type InvoiceListQuery,
  InvoiceSortField,
  type InvoiceTotals,
} from '#shared/schemas/payee-invoices.ts';
import {
  compareRows,
  type DateRange,
  type ListFilter,
  matchesFilter,
  rowOfCreditNote,
  rowOfInvoice,
} from '../domain/invoices/invoice-list.ts';
import { invoiceTotalsOf, openInvoiceStatuses, talliesOf } from '../domain/invoices/invoice-totals.ts';
import { listPayeeCreditNotes } from '../repositories/credit-notes.ts';
import {
  getInvoiceTallies,
  type InvoiceReadFilter,
  listAllPayeeInvoices,
  listInvoiceRows,
} from '../repositories/invoices.ts';
import { listRelationships } from '../repositories/relationships.ts';

const allStatuses = Object.values(InvoiceStatus);
const everything = [DocumentType.Invoice, DocumentType.CreditNote] as const;

/** The date range a query asks for: a preset (today in America/Chicago) wins over explicit dates. */
export function dateRangeOf(
  query: { datePreset?: Parameters<typeof datePresetRangeAt>[0] | undefined; startDate?: string; endDate?: string },
  now: Date,
): DateRange {
  if (query.datePreset) {
    const range = datePresetRangeAt(query.datePreset, now);
    return { start: range.startDate, end: range.endDate };
  }
  return { start: query.startDate, end: query.endDate };
}

/** The list's filter from its query (the shell's currency filter included). */
export function listFilterOf(query: InvoiceListQuery, now: Date): ListFilter {
  const statuses = query.status && query.status.length > 0 ? [...new Set(query.status)] : null;
  const requested = query.documentTypeId && query.documentTypeId.length > 0 ? query.documentTypeId : everything;
  // A status filter is about invoice statuses: credit notes have statuses of their own.
  const documentTypes = statuses ? requested.filter((type) => type === DocumentType.Invoice) : [...new Set(requested)];
  return {
    dateType: query.dateTypeId ?? DateType.DateUploaded,
    range: dateRangeOf(query, now),
    statuses,
    documentTypes,
    relationshipId: query.payeeRelationshipId,
    payorId: query.payorId,
    currencyId: query.sessionCurrencyId,
    search: query.q ? query.q.toUpperCase() : undefined,
  };
}

function readFilterOf(filter: ListFilter): InvoiceReadFilter {
  return {
    relationshipId: filter.relationshipId,
    payorId: filter.payorId,
    currencyId: filter.currencyId,
    search: filter.search,
  };
}

/**
 * The totals cards (seeds 000 §3): what the carrier has outstanding now with the chosen payor and
 * currency, whatever the date range. Without a payor they come from the stored tallies (one small
 * read); with one, from the carrier's open invoices of that payor.
 */
export async function outstandingTotals(payeeId: number, filter: ListFilter): Promise<InvoiceTotals[]> {
  const byPayor = filter.relationshipId !== undefined || filter.payorId !== undefined;
  const tallies = byPayor
    ? talliesOf(
        await listAllPayeeInvoices({
          payeeId,
          statuses: openInvoiceStatuses,
          filter: { relationshipId: filter.relationshipId, payorId: filter.payorId, currencyId: filter.currencyId },
        }),
      )
    : await getInvoiceTallies(payeeId);
  return tallies
    .filter((t) => filter.currencyId === undefined || t.currencyId === filter.currencyId)
    .map(invoiceTotalsOf);
}

async function creditNoteRows(payeeId: number, filter: ListFilter, uploaded: DateRange, limit?: number) {
  const [notes, relationships] = await Promise.all([
    listPayeeCreditNotes(payeeId, uploaded.start, uploaded.end, limit === undefined ? {} : { limit }),
    listRelationships(payeeId),
  ]);
  const relationshipOfPayor = new Map(relationships.map((r) => [r.payorId, r.id]));
  return notes
    .map((note) => rowOfCreditNote(note, relationshipOfPayor.get(note.payorId) ?? null))
    .filter((row) => matchesFilter(row, filter));
}

/** Whether the index order (uploaded date, then id) is the order asked for. */
function usesIndexOrder(filter: ListFilter, sortField: InvoiceSortField): boolean {
  return filter.dateType === DateType.DateUploaded && sortField === InvoiceSortField.UploadedDate;
}

/**
 * One page of the combined list, and the totals.
 *
 * Indexed path (uploaded date type, uploaded-date order, the default and the bench case): each
 * chosen status partition of the carrier's invoice index is read in order, only as far as the page
 * needs (`page × pageSize + 1` matching items), so the cost follows the page and the carrier's own
 * data; the total count is known only when the list ends on this page.
 *
 * Other date types and orders: the index keeps neither, so the carrier's invoices in the chosen
 * statuses are read (within the uploaded range when that is the date type), filtered, sorted and
 * paged here: a cost that follows the carrier's own invoices, never the rest of the table.
 */
export async function invoicesAndCreditNotesPage(
  payeeId: number,
  query: InvoiceListQuery,
  now = new Date(),
): Promise<InvoiceListPage> {
  const filter = listFilterOf(query, now);
  const [page, totals] = await Promise.all([listPage(payeeId, query, filter), outstandingTotals(payeeId, filter)]);
  return { ...page, totals };
}

async function listPage(payeeId: number, query: InvoiceListQuery, filter: ListFilter) {
  const sortField = query.sortField ?? InvoiceSortField.UploadedDate;
  const ascending = query.sortAsc ?? false;
  if (!usesIndexOrder(filter, sortField)) {
    return pageOf(await allMatchingRows(payeeId, filter, sortField, ascending), query);
  }

  const wanted = query.page * query.pageSize;
  const withInvoices = filter.documentTypes.includes(DocumentType.Invoice);
  const withCreditNotes = filter.documentTypes.includes(DocumentType.CreditNote);
  const [invoicePage, notes] = await Promise.all([
    withInvoices
      ? listInvoiceRows({
          owner: { side: 'payee', companyId: payeeId },
          statuses: filter.statuses ?? allStatuses,
          uploadedFrom: filter.range.start ?? '0000-00-00',
          uploadedTo: filter.range.end ?? '9999-99-99',
          limit: wanted,
          ascending,
          filter: readFilterOf(filter),
        })
      : { invoices: [], hasMore: false },
    withCreditNotes ? creditNoteRows(payeeId, filter, filter.range) : [],
  ]);
  const merged = [...invoicePage.invoices.map((invoice) => rowOfInvoice(invoice)), ...notes].sort(
    compareRows(sortField, ascending),
  );
  const hasMore = invoicePage.hasMore || merged.length > wanted;
  return {
    items: merged.slice((query.page - 1) * query.pageSize, wanted),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: hasMore ? null : merged.length,
    hasMore,
  };
}

/** Every row matching the filter in the asked order: the in-memory path, and the export's whole list. */
export async function allMatchingRows(
  payeeId: number,
  filter: ListFilter,
  sortField: InvoiceSortField,
  ascending: boolean,
): Promise<InvoiceListItem[]> {
  const uploaded: DateRange = filter.dateType === DateType.DateUploaded ? filter.range : {};
  const [invoices, notes] = await Promise.all([
    filter.documentTypes.includes(DocumentType.Invoice)
      ? listAllPayeeInvoices({
          payeeId,
          statuses: filter.statuses ?? allStatuses,
          uploadedFrom: uploaded.start,
          uploadedTo: uploaded.end,
          filter: readFilterOf(filter),
        })
      : [],
    filter.documentTypes.includes(DocumentType.CreditNote) ? creditNoteRows(payeeId, filter, uploaded) : [],
  ]);
  const rows = [...invoices.map((invoice) => rowOfInvoice(invoice)), ...notes].filter((row) =>
    matchesFilter(row, filter),
  );
  return rows.sort(compareRows(sortField, ascending));
}

/** The whole filtered list for the export, in the list's order, with its totals. */
export async function invoicesAndCreditNotesExport(payeeId: number, query: InvoiceListQuery, now = new Date()) {
  const filter = listFilterOf(query, now);
  const [rows, totals] = await Promise.all([
    allMatchingRows(payeeId, filter, query.sortField ?? InvoiceSortField.UploadedDate, query.sortAsc ?? false),
    outstandingTotals(payeeId, filter),
  ]);
  return { rows, totals, filter };
}
