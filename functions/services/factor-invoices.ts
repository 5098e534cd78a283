import {
  type FactorInvoice,
  type FactorInvoiceListQuery,
  type FactorInvoicePage,
  type FactorInvoiceRow,
  FactorInvoiceSortField,
} from '#shared/schemas/factor-invoices.ts';
import { factorInvoiceStatusOf, factorRowOf, factorSeesInvoice } from '../domain/factor-area/factor-invoices.ts';
import { getCompanyNames } from '../repositories/companies.ts';
import { relationshipsLeftFactor } from '../repositories/factor-relationships-left.ts';
import {
  type FactorInvoiceListRecord,
  getInvoice,
  type InvoiceReadFilter,
  type InvoiceRecord,
  listFactorInvoiceRows,
} from '../repositories/invoices.ts';
import { getPayment } from '../repositories/payments.ts';
import { getRelationship, listFactorRelationshipKeys, relationshipsAssignedTo } from '../repositories/relationships.ts';
import { dateRangeOf } from './invoice-list.ts';

/** The clients' names of rows: the name each invoice kept when it arrived, else the company's. */
export async function clientNamesOf(rows: readonly Pick<FactorInvoiceListRecord, 'payeeId' | 'payeeName'>[]) {
  const unnamed = rows.filter((row) => !row.payeeName).map((row) => row.payeeId);
  const names = unnamed.length > 0 ? await getCompanyNames(unnamed) : new Map<number, string>();
  return (row: Pick<FactorInvoiceListRecord, 'payeeId' | 'payeeName'>) => row.payeeName || names.get(row.payeeId) || '';
}

const compareBy: Record<
  Exclude<FactorInvoiceSortField, 'uploadedDate'>,
  (a: FactorInvoiceRow, b: FactorInvoiceRow) => number
> = {
  expectedPayDate: (a, b) => (a.expectedPayDate ?? '').localeCompare(b.expectedPayDate ?? ''),
  invoiceNumber: (a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber),
  grossCents: (a, b) => a.grossCents - b.grossCents,
};

/**
 * Which of a page's rows the factor may see: a row listed under the factor is its relationship's
 * while that relationship stays assigned to the factor, and the relationships that left it lately
 * (`left`) are the only ones whose rows the index may still hold; those alone are read again.
 */
async function visibleAmong(
  factorId: number,
  rows: readonly FactorInvoiceListRecord[],
  left: ReadonlySet<string>,
  refOf: (row: FactorInvoiceListRecord) => string,
): Promise<(row: FactorInvoiceListRecord) => boolean> {
  const suspect = rows.filter((row) => left.has(refOf(row)));
  const stillAssigned = suspect.length > 0 ? await relationshipsAssignedTo(factorId, suspect) : new Set<string>();
  return (row) => !left.has(refOf(row)) || stillAssigned.has(refOf(row));
}

/**
 * One page of the factor's invoices: those of the relationships assigned to it now. The uploaded
 * order (the default) is one Query of the factor's own index partition read as far as the page
 * needs, alongside the relationships that left the factor lately; a row is kept only while its
 * relationship is still assigned to the factor (an assignment changed since the invoice was keyed
 * hides it before the invoices are re-keyed: its relationship left the factor, so its rows are
 * checked against the relationship itself). Other orders read the factor's invoices in the range
 * and sort here, at a cost that follows the factor's own invoices.
 */
export async function factorInvoicesPage(
  factorId: number,
  query: FactorInvoiceListQuery,
  now = new Date(),
): Promise<FactorInvoicePage> {
  const range = dateRangeOf(query, now);
  const statuses = query.status && query.status.length > 0 ? new Set(query.status) : null;
  const sortField = query.sortField ?? FactorInvoiceSortField.UploadedDate;
  const ascending = query.sortAsc ?? false;
  const indexed = sortField === FactorInvoiceSortField.UploadedDate;
  const wanted = query.page * query.pageSize;
  const matches = (row: FactorInvoiceListRecord) =>
    row.factorId === factorId && (statuses === null || statuses.has(factorInvoiceStatusOf(row, factorId)));
  const read = (keep: (row: FactorInvoiceListRecord) => boolean) =>
    listFactorInvoiceRows({
      factorId,
      uploadedFrom: range.start ?? '0000-00-00',
      uploadedTo: range.end ?? '9999-99-99',
      ascending: indexed ? ascending : false,
      limit: indexed ? wanted : null,
      keep,
      filter: {
        payorId: query.payorId,
        payeeId: query.payeeId,
        currencyId: query.sessionCurrencyId,
        search: query.q ? query.q.toUpperCase() : undefined,
      },
    });
  const refOf = (row: FactorInvoiceListRecord) => `${row.payeeId}:${row.relationshipId}`;
  // A page in upload order checks only its rows of relationships that left the factor lately, read
  // alongside; the other orders read every row of the range anyway, and check them against all of
  // the factor's relationships read alongside.
  const [first, everyAssigned, left] = await Promise.all([
    read(matches),
    indexed ? null : listFactorRelationshipKeys(factorId),
    indexed ? relationshipsLeftFactor(factorId) : null,
  ]);
  const visible = everyAssigned
    ? (row: FactorInvoiceListRecord) => everyAssigned.has(refOf(row))
    : await visibleAmong(factorId, first.invoices, left ?? new Set(), refOf);
  // Rows of a relationship no longer assigned are rare (until they are re-keyed): read again past them.
  let page = first;
  if (!first.invoices.every(visible)) {
    const all = everyAssigned ?? (await listFactorRelationshipKeys(factorId));
    page = await read((row) => matches(row) && all.has(refOf(row)));
  }

  const names = await clientNamesOf(indexed ? page.invoices.slice((query.page - 1) * query.pageSize) : page.invoices);
  const rows = page.invoices.map((row) => factorRowOf(row, factorId, names(row)));
  if (indexed) {
    return {
      items: rows.slice((query.page - 1) * query.pageSize, wanted),
      page: query.page,
      pageSize: query.pageSize,
      totalCount: page.hasMore ? null : rows.length,
      hasMore: page.hasMore,
    };
  }
  const compare = compareBy[sortField];
  const sorted = rows.sort((a, b) => (ascending ? 1 : -1) * (compare(a, b) || a.id - b.id));
  return {
    items: sorted.slice((query.page - 1) * query.pageSize, wanted),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: sorted.length,
    hasMore: wanted < sorted.length,
  };
}

/**
 * Every invoice row the factor may see now, by the list's rule (listed under the factor, its
 * relationship still assigned to it), read past the filters: for views built on the factor's
 * invoices (its loads), at a cost that follows the factor's own invoices.
 */
export async function listVisibleFactorInvoiceRows(
  factorId: number,
  filter: InvoiceReadFilter = {},
): Promise<FactorInvoiceListRecord[]> {
  const [assigned, read] = await Promise.all([
    listFactorRelationshipKeys(factorId),
    listFactorInvoiceRows({
      factorId,
      uploadedFrom: '0000-00-00',
      uploadedTo: '9999-99-99',
      ascending: false,
      limit: null,
      keep: (row) => row.factorId === factorId,
      filter,
    }),
  ]);
  return read.invoices.filter((row) => assigned.has(`${row.payeeId}:${row.relationshipId}`));
}

/** The invoice if the factor may see it now (its relationship assigned to the factor, read consistently); null otherwise. */
export async function getFactorInvoiceRecord(factorId: number, invoiceId: number): Promise<InvoiceRecord | null> {
  const invoice = await getInvoice(invoiceId);
  if (!invoice || invoice.factorId !== factorId) return null;
  const relationship = await getRelationship(invoice.payeeId, invoice.relationshipId);
  return factorSeesInvoice(invoice, relationship, factorId) ? invoice : null;
}

/** One of the factor's invoices with its term, fees, whom it was paid and its history; null for any other id. */
export async function getFactorInvoice(factorId: number, invoiceId: number): Promise<FactorInvoice | null> {
  const invoice = await getFactorInvoiceRecord(factorId, invoiceId);
  if (!invoice) return null;
  const [names, payment] = await Promise.all([
    clientNamesOf([invoice]),
    invoice.paymentId ? getPayment(invoice.paymentId) : Promise.resolve(null),
  ]);
  const clientName = names(invoice);
  const paidTo = !payment
    ? null
    : payment.paidTo?.kind === 'factor'
      ? { kind: 'factor' as const, name: payment.paidTo.factorName ?? '' }
      : { kind: 'client' as const, name: clientName };
  return {
    ...factorRowOf(invoice, factorId, clientName),
    feeCents: invoice.feeCents,
    feeBps: invoice.feeBps,
    invoiceDate: invoice.dates.invoiceRequested,
    paymentId: invoice.paymentId,
    paidTo,
    holdNote: invoice.reviewNote?.text ?? null,
    statusHistory: invoice.statusHistory.map((change) => ({
      statusId: change.status,
      at: change.at,
      byName: change.byName ?? null,
    })),
  };
}
