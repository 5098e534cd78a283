import type { LoadStatus } from '#shared/enums/load-status.ts';
import { LoadDateField, type PayorLoadRow, PayorLoadSortField } from '#shared/schemas/payor-loads.ts';
import { type DateRange, inRange } from '../invoices/invoice-list.ts';

export type LoadListFilter = {
  dateField: LoadDateField;
  range: DateRange;
  statuses: readonly LoadStatus[] | null;
  relationshipId?: number | undefined;
  currencyId?: number | undefined;
  /** Upper-case: load numbers are stored upper-case. */
  search?: string | undefined;
};

/** Whether a row passes every filter of the load list. */
export function matchesLoadFilter(row: PayorLoadRow, filter: LoadListFilter): boolean {
  if (filter.statuses && !filter.statuses.includes(row.statusId)) return false;
  if (filter.relationshipId !== undefined && row.payeeRelationshipId !== filter.relationshipId) return false;
  if (filter.currencyId !== undefined && row.currencyId !== filter.currencyId) return false;
  if (filter.search && !row.loadNumber.includes(filter.search)) return false;
  return inRange(filter.dateField === LoadDateField.Delivery ? row.deliveryDate : row.pickupDate, filter.range);
}

function sortValue(row: PayorLoadRow, field: PayorLoadSortField): string | number {
  switch (field) {
    case PayorLoadSortField.LoadNumber:
      return row.loadNumber;
    case PayorLoadSortField.CarrierName:
      return row.carrierName.toLocaleLowerCase('en-US');
    case PayorLoadSortField.DeliveryDate:
      return row.deliveryDate;
    case PayorLoadSortField.Status:
      return row.statusId;
    case PayorLoadSortField.RateCents:
      return row.rateCents;
    default:
      return row.pickupDate;
  }
}

/** The list's order: the chosen column, then the newest load first, so equal values keep one order. */
export function compareLoadRows(field: PayorLoadSortField, ascending: boolean) {
  return (a: PayorLoadRow, b: PayorLoadRow): number => {
    const [x, y] = [sortValue(a, field), sortValue(b, field)];
    if (x !== y) return (x < y ? -1 : 1) * (ascending ? 1 : -1);
    return b.id - a.id;
  };
}
