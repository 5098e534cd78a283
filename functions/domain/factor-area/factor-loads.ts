import { LoadDateField } from '#shared/enums/load-date-field.ts';
import type { LoadStatus } from '#shared/enums/load-status.ts';
import { type FactorLoadRow, FactorLoadSortField } from '#shared/schemas/factor-loads.ts';
import type { Invoice } from '../invoices/invoice.ts';
import { type DateRange, inRange } from '../invoices/invoice-list.ts';
import type { Load } from '../loads/load.ts';
import { loadStatusOf } from '../loads/load-status.ts';

/** What a factor's load row reads of an invoice it may see. */
export type FactorLoadInvoiceFacts = Pick<
  Invoice,
  'payorId' | 'payeeId' | 'relationshipId' | 'payorName' | 'loadNumber' | 'status' | 'grossCents'
>;

/**
 * Whether an invoice stands for a load: the load number the payor reserved for it, on the same
 * relationship. A load booked with another carrier under that number is not the factor's client's.
 */
export function invoiceOfLoad(
  load: Pick<Load, 'payorId' | 'payeeId' | 'relationshipId' | 'loadNumber'>,
  invoice: FactorLoadInvoiceFacts,
): boolean {
  return (
    invoice.payorId === load.payorId &&
    invoice.payeeId === load.payeeId &&
    invoice.relationshipId === load.relationshipId &&
    invoice.loadNumber === load.loadNumber
  );
}

/** A row of the factor's load list: the load, its status following the invoices, their count and gross amount. */
export function factorLoadRowOf(
  load: Load,
  invoices: readonly FactorLoadInvoiceFacts[],
  clientName: string,
): FactorLoadRow {
  return {
    id: load.id,
    loadNumber: load.loadNumber,
    clientId: load.payeeId,
    clientName: clientName || load.carrierName,
    debtorId: load.payorId,
    debtorName: invoices[0]?.payorName ?? '',
    payeeRelationshipId: load.relationshipId,
    currencyId: load.currencyId,
    origin: load.origin,
    destination: load.destination,
    pickupDate: load.pickupDate,
    deliveryDate: load.deliveryDate,
    statusId: loadStatusOf(load.status, invoices),
    invoiceCount: invoices.length,
    invoiceCents: invoices.reduce((total, invoice) => total + invoice.grossCents, 0),
  };
}

export type FactorLoadFilter = {
  /** The date the range applies to (pickup by default), as on the payor's load list. */
  dateField?: LoadDateField | undefined;
  range?: DateRange | undefined;
  statuses: readonly LoadStatus[] | null;
  payorId?: number | undefined;
  payeeId?: number | undefined;
  currencyId?: number | undefined;
  /** Upper-case: load numbers are stored upper-case. */
  search?: string | undefined;
};

/** Whether a row passes every filter of the factor's load list. */
export function matchesFactorLoadFilter(row: FactorLoadRow, filter: FactorLoadFilter): boolean {
  if (filter.statuses && !filter.statuses.includes(row.statusId)) return false;
  if (filter.payorId !== undefined && row.debtorId !== filter.payorId) return false;
  if (filter.payeeId !== undefined && row.clientId !== filter.payeeId) return false;
  if (filter.currencyId !== undefined && row.currencyId !== filter.currencyId) return false;
  if (filter.search && !row.loadNumber.includes(filter.search)) return false;
  if (!filter.range) return true;
  return inRange(filter.dateField === LoadDateField.Delivery ? row.deliveryDate : row.pickupDate, filter.range);
}

function sortValue(row: FactorLoadRow, field: FactorLoadSortField): string | number {
  switch (field) {
    case FactorLoadSortField.LoadNumber:
      return row.loadNumber;
    case FactorLoadSortField.DeliveryDate:
      return row.deliveryDate;
    case FactorLoadSortField.InvoiceCents:
      return row.invoiceCents;
    default:
      return row.pickupDate;
  }
}

/** The list's order: the chosen column, then the newest load first, so equal values keep one order. */
export function compareFactorLoadRows(field: FactorLoadSortField, ascending: boolean) {
  return (a: FactorLoadRow, b: FactorLoadRow): number => {
    const [x, y] = [sortValue(a, field), sortValue(b, field)];
    if (x !== y) return (x < y ? -1 : 1) * (ascending ? 1 : -1);
    return b.id - a.id;
  };
}
