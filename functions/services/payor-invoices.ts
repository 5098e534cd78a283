import { DateType } from '#shared/enums/date-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import {
  BulkReviewOutcome,
  type PayorBulkStatusChange,
  type PayorBulkStatusResult,
  type PayorInvoiceListQuery,
  type PayorInvoicePage,
  PayorInvoiceSortField,
} from '#shared/schemas/payor-invoices.ts';
import type { Actor } from '../domain/invoices/invoice.ts';
import type { DateRange } from '../domain/invoices/invoice-list.ts';
import {
  comparePayorRows,
  inDateRange,
  payorOpenStatuses,
  payorRowOf,
  payorTotalsOf,
} from '../domain/invoices/payor-invoice-list.ts';
import { getCompanyNames } from '../repositories/companies.ts';
import {
  type InvoiceListRecord,
  type InvoiceOwner,
  type InvoiceReadFilter,
  listAllInvoices,
  listInvoiceRows,
} from '../repositories/invoices.ts';
import { dateRangeOf } from './invoice-list.ts';
import { getPayorInvoice, reviewPayorInvoice } from './invoice-submissions.ts';

const allStatuses = Object.values(InvoiceStatus);

/**
 * The carriers' names of invoices: the name each invoice kept when it arrived, else (invoices
 * stored before it was kept) the carrier company's, read in one batch.
 */
export async function carrierNamesOf(
  invoices: readonly Pick<InvoiceListRecord, 'payeeId' | 'payeeName'>[],
): Promise<(invoice: Pick<InvoiceListRecord, 'payeeId' | 'payeeName'>) => string> {
  const unnamed = invoices.filter((invoice) => !invoice.payeeName).map((invoice) => invoice.payeeId);
  const names = unnamed.length > 0 ? await getCompanyNames(unnamed) : new Map<number, string>();
  return (invoice) => invoice.payeeName || names.get(invoice.payeeId) || '';
}

type PayorListFilter = {
  dateType: DateType;
  range: DateRange;
  statuses: readonly InvoiceStatus[];
  read: InvoiceReadFilter;
};

function filterOf(query: PayorInvoiceListQuery, now: Date): PayorListFilter {
  return {
    dateType: query.dateTypeId ?? DateType.DateUploaded,
    range: dateRangeOf(query, now),
    statuses: query.status && query.status.length > 0 ? [...new Set(query.status)] : allStatuses,
    read: {
      relationshipId: query.payeeRelationshipId,
      currencyId: query.sessionCurrencyId,
      search: query.q ? query.q.toUpperCase() : undefined,
    },
  };
}

/**
 * One page of the payor's invoices.
 *
 * Indexed path (uploaded date type and order, the default): each chosen status partition of the
 * payor's own index is read in order only as far as the page needs, so the cost follows the page,
 * never the payor's other invoices or other payors'; the total count is known only when the list
 * ends on this page.
 *
 * Other date types and orders: the payor's invoices in the chosen statuses (within the uploaded
 * range when that is the date type) are read, filtered, sorted and paged here.
 */
export async function payorInvoicesPage(
  payorId: number,
  query: PayorInvoiceListQuery,
  now = new Date(),
): Promise<PayorInvoicePage> {
  const owner: InvoiceOwner = { side: 'payor', companyId: payorId };
  const filter = filterOf(query, now);
  const sortField = query.sortField ?? PayorInvoiceSortField.UploadedDate;
  const ascending = query.sortAsc ?? false;
  const uploadedRange = filter.dateType === DateType.DateUploaded ? filter.range : {};

  if (filter.dateType === DateType.DateUploaded && sortField === PayorInvoiceSortField.UploadedDate) {
    const wanted = query.page * query.pageSize;
    const { invoices, hasMore } = await listInvoiceRows({
      owner,
      statuses: filter.statuses,
      uploadedFrom: uploadedRange.start ?? '0000-00-00',
      uploadedTo: uploadedRange.end ?? '9999-99-99',
      limit: wanted,
      ascending,
      filter: filter.read,
    });
    const shown = invoices.slice((query.page - 1) * query.pageSize, wanted);
    const nameOf = await carrierNamesOf(shown);
    return {
      items: shown.map((invoice) => payorRowOf(invoice, nameOf(invoice))),
      page: query.page,
      pageSize: query.pageSize,
      totalCount: hasMore ? null : invoices.length,
      hasMore,
    };
  }

  const invoices = await listAllInvoices(
    {
      owner,
      statuses: filter.statuses,
      uploadedFrom: uploadedRange.start,
      uploadedTo: uploadedRange.end,
      filter: filter.read,
    },
    true,
  );
  const nameOf = await carrierNamesOf(invoices);
  const rows = invoices
    .map((invoice) => payorRowOf(invoice, nameOf(invoice)))
    .filter((row) => inDateRange(row, filter.dateType, filter.range))
    .sort(comparePayorRows(sortField, ascending));
  const start = (query.page - 1) * query.pageSize;
  return {
    items: rows.slice(start, start + query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: rows.length,
    hasMore: start + query.pageSize < rows.length,
  };
}

/** What waits on the payor now (to review, approved, held), per currency, whatever the list shows. */
export async function payorInvoiceTotals(payorId: number, currencyId?: number) {
  const open = await listAllInvoices(
    { owner: { side: 'payor', companyId: payorId }, statuses: payorOpenStatuses, filter: { currencyId } },
    true,
  );
  return { totals: payorTotalsOf(open) };
}

/** How many invoices of one bulk review move at once (each is a few reads and one transaction). */
const bulkConcurrency = 5;

/**
 * One move for the invoices a payor selected, each made on the version the reviewer saw, each on
 * its own: one invoice changed meanwhile (conflict) or not movable does not stop the others. An
 * invoice already in the target status counts as unchanged whatever its version, so repeating the
 * request (a retry after a lost answer) moves nothing twice.
 */
export async function reviewPayorInvoices(input: {
  payorId: number;
  change: PayorBulkStatusChange;
  actor: Actor;
  now?: Date;
}): Promise<PayorBulkStatusResult> {
  const { change } = input;
  const queue = [...change.invoices];
  const results = new Map<number, PayorBulkStatusResult['results'][number]>();
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      results.set(item.id, await reviewOne(item, input));
    }
  };
  await Promise.all(Array.from({ length: bulkConcurrency }, worker));
  return { results: change.invoices.map((item) => results.get(item.id)).filter((result) => result !== undefined) };
}

async function reviewOne(
  item: { id: number; version: number },
  input: { payorId: number; change: PayorBulkStatusChange; actor: Actor; now?: Date },
): Promise<PayorBulkStatusResult['results'][number]> {
  const current = await getPayorInvoice(input.payorId, item.id);
  if (!current) return { id: item.id, outcome: BulkReviewOutcome.NotFound, statusId: null, version: null };
  if (current.status === input.change.statusId) {
    return { id: item.id, outcome: BulkReviewOutcome.Unchanged, statusId: current.status, version: current.version };
  }
  const result = await reviewPayorInvoice({
    payorId: input.payorId,
    invoiceId: item.id,
    target: input.change.statusId,
    note: input.change.note ?? null,
    actor: input.actor,
    expectedVersion: () => item.version,
    ...(input.now ? { now: input.now } : {}),
  });
  switch (result.kind) {
    case 'ok':
      return {
        id: item.id,
        outcome: result.changed ? BulkReviewOutcome.Changed : BulkReviewOutcome.Unchanged,
        statusId: result.invoice.status,
        version: result.invoice.version,
      };
    case 'notFound':
      return { id: item.id, outcome: BulkReviewOutcome.NotFound, statusId: null, version: null };
    case 'refused':
      return {
        id: item.id,
        outcome: BulkReviewOutcome.InvalidTransition,
        statusId: current.status,
        version: current.version,
      };
    default: {
      const latest = await getPayorInvoice(input.payorId, item.id);
      return {
        id: item.id,
        outcome: BulkReviewOutcome.Conflict,
        statusId: latest?.status ?? null,
        version: latest?.version ?? null,
      };
    }
  }
}
