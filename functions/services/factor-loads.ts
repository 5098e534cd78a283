import type { FactorLoad, FactorLoadListQuery, FactorLoadPage } from '#shared/schemas/factor-loads.ts';
import { FactorLoadSortField } from '#shared/schemas/factor-loads.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import { factorRowOf, factorSeesInvoice } from '../domain/factor-area/factor-invoices.ts';
import {
  compareFactorLoadRows,
  factorLoadRowOf,
  invoiceOfLoad,
  matchesFactorLoadFilter,
} from '../domain/factor-area/factor-loads.ts';
import { normalizeDocumentNumber } from '../domain/invoices/payor-review.ts';
import { findLoadOfPayors, getLoadInvoices, getLoadsByNumber } from '../repositories/loads.ts';
import { getRelationship, listFactorRelationships } from '../repositories/relationships.ts';
import { clientNamesOf, listVisibleFactorInvoiceRows } from './factor-invoices.ts';
import { dateRangeOf } from './invoice-list.ts';

/**
 * One page of the factor's loads: the loads named by the invoices it may see (its invoice list's
 * rule, read in full with the debtor, client and currency filters), each with those invoices;
 * filtered by number, status and pickup or delivery date (a preset counts from `now`, in Chicago),
 * sorted and paged here.
 */
export async function factorLoadsPage(
  factorId: number,
  query: FactorLoadListQuery,
  now = new Date(),
): Promise<FactorLoadPage> {
  const invoices = (
    await listVisibleFactorInvoiceRows(factorId, {
      payorId: query.payorId,
      payeeId: query.payeeId,
      currencyId: query.sessionCurrencyId,
    })
  ).filter((invoice) => invoice.loadNumber);
  const loads = await getLoadsByNumber(
    invoices.map((invoice) => ({ payorId: invoice.payorId, loadNumber: invoice.loadNumber })),
  );
  const names = await clientNamesOf(invoices);
  const rows = loads.flatMap((load) => {
    const own = invoices.filter((invoice) => invoiceOfLoad(load, invoice));
    const first = own[0];
    return first ? [factorLoadRowOf(load, own, names(first))] : [];
  });
  const filter = {
    dateField: query.dateField,
    range: dateRangeOf(query, now),
    statuses: query.status && query.status.length > 0 ? query.status : null,
    search: query.q ? normalizeDocumentNumber(query.q) : undefined,
  };
  const shown = rows
    .filter((row) => matchesFactorLoadFilter(row, filter))
    .sort(compareFactorLoadRows(query.sortField ?? FactorLoadSortField.PickupDate, query.sortAsc ?? false));
  return pageOf(shown, query);
}

/**
 * One of the factor's loads with its invoices the factor may see; null for an unknown id and for
 * a load none of whose invoices the factor may see now (another factor's, a relationship not
 * assigned to it, before the NOA is complete). Found among the payors of the factor's assigned
 * relationships, its invoices checked against the relationship read consistently.
 */
export async function getFactorLoad(factorId: number, loadId: number): Promise<FactorLoad | null> {
  const relationships = await listFactorRelationships(factorId);
  const load = await findLoadOfPayors(
    relationships.map((r) => r.payorId),
    loadId,
  );
  if (!load) return null;
  const [invoicesOf, relationship] = await Promise.all([
    getLoadInvoices(load.payorId, [load.loadNumber]),
    getRelationship(load.payeeId, load.relationshipId),
  ]);
  const invoices = (invoicesOf.get(load.loadNumber) ?? []).filter(
    (invoice) => invoiceOfLoad(load, invoice) && factorSeesInvoice(invoice, relationship, factorId),
  );
  const first = invoices[0];
  if (!first) return null;
  const names = await clientNamesOf(invoices);
  return {
    ...factorLoadRowOf(load, invoices, names(first)),
    rateCents: load.rateCents,
    invoices: invoices.map((invoice) => {
      const row = factorRowOf(invoice, factorId, names(invoice));
      return {
        id: row.id,
        invoiceNumber: row.invoiceNumber,
        status: row.status,
        statusId: row.statusId,
        grossCents: row.grossCents,
        netCents: row.netCents,
        uploadedDate: row.uploadedDate,
        paidDate: row.paidDate,
      };
    }),
  };
}
