import { DateType } from '#shared/enums/date-type.ts';
import { InvoiceStatus, type PayorWaitingGroup, payorWaitingStatuses } from '#shared/enums/invoice-status.ts';
import {
  type PayorInvoiceRow,
  PayorInvoiceSortField,
  type PayorInvoiceTotals,
} from '#shared/schemas/payor-invoices.ts';
import { type DateRange, type InvoiceRowSource, inRange } from './invoice-list.ts';

/** A row of the payor's invoice list: what it shows of an invoice, with the carrier's name. */
export function payorRowOf(invoice: InvoiceRowSource, carrierName: string): PayorInvoiceRow {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    loadNumber: invoice.loadNumber,
    payeeId: invoice.payeeId,
    carrierName,
    payeeRelationshipId: invoice.relationshipId,
    statusId: invoice.status,
    holdReasonId: invoice.status === InvoiceStatus.Held ? (invoice.reviewNote?.holdReason ?? null) : null,
    kind: invoice.kind,
    currencyId: invoice.currencyId,
    grossCents: invoice.grossCents,
    paymentTypeId: invoice.paymentType,
    uploadedDate: invoice.dates.uploaded,
    approvedDate: invoice.dates.approved,
    paidDate: invoice.dates.paid,
    statusChangeDate: invoice.dates.statusChange,
    expectedPayDate: invoice.expectedPayDate,
    version: invoice.version,
  };
}

/** A row's date of a date type (the payor's list filters by these). */
export function payorRowDate(row: PayorInvoiceRow, dateType: DateType): string | null {
  switch (dateType) {
    case DateType.DateApproved:
      return row.approvedDate;
    case DateType.DatePaid:
      return row.paidDate;
    case DateType.DateStatusChange:
      return row.statusChangeDate;
    default:
      return row.uploadedDate;
  }
}

export function inDateRange(row: PayorInvoiceRow, dateType: DateType, range: DateRange): boolean {
  return inRange(payorRowDate(row, dateType), range);
}

function sortValue(row: PayorInvoiceRow, field: PayorInvoiceSortField): string | number | null {
  switch (field) {
    case PayorInvoiceSortField.ApprovedDate:
      return row.approvedDate;
    case PayorInvoiceSortField.PaidDate:
      return row.paidDate;
    case PayorInvoiceSortField.ExpectedPayDate:
      return row.expectedPayDate;
    case PayorInvoiceSortField.InvoiceNumber:
      return row.invoiceNumber.toUpperCase();
    case PayorInvoiceSortField.CarrierName:
      return row.carrierName.toLowerCase();
    case PayorInvoiceSortField.Status:
      return row.statusId;
    case PayorInvoiceSortField.GrossCents:
      return row.grossCents;
    default:
      return row.uploadedDate;
  }
}

/**
 * The list's order: by the chosen column (rows without a value last, whichever the direction),
 * then newest upload first, then highest id, so equal rows keep one order across pages and
 * across the indexed and in-memory paths (the index orders by upload date, then id).
 */
export function comparePayorRows(field: PayorInvoiceSortField, ascending: boolean) {
  const byUpload = field === PayorInvoiceSortField.UploadedDate;
  return (a: PayorInvoiceRow, b: PayorInvoiceRow): number => {
    const left = sortValue(a, field);
    const right = sortValue(b, field);
    if (left !== right) {
      if (left === null) return 1;
      if (right === null) return -1;
      const order = left < right ? -1 : 1;
      return ascending ? order : -order;
    }
    if (a.uploadedDate !== b.uploadedDate) {
      const newer = a.uploadedDate < b.uploadedDate ? 1 : -1;
      return byUpload && ascending ? -newer : newer;
    }
    return byUpload && ascending ? a.id - b.id : b.id - a.id;
  };
}

/** The statuses that wait on someone: the payor's review, the payout run, or a hold's resolution. */
export const payorOpenStatuses: readonly InvoiceStatus[] = Object.values(payorWaitingStatuses).flat();

const waitingGroups = Object.entries(payorWaitingStatuses) as [PayorWaitingGroup, readonly InvoiceStatus[]][];

function groupOf(status: InvoiceStatus): PayorWaitingGroup | null {
  return waitingGroups.find(([, statuses]) => statuses.includes(status))?.[0] ?? null;
}

/**
 * What waits on the payor, per currency, in gross cents (the payor's cost is the invoice amount):
 * to review, approved and not yet paid, held. Paid, removed and refunded invoices are left out.
 */
export function payorTotalsOf(
  invoices: readonly Pick<InvoiceRowSource, 'status' | 'currencyId' | 'grossCents'>[],
): PayorInvoiceTotals['totals'] {
  const byCurrency = new Map<number, PayorInvoiceTotals['totals'][number]>();
  for (const invoice of invoices) {
    const group = groupOf(invoice.status);
    if (!group) continue;
    const totals = byCurrency.get(invoice.currencyId) ?? {
      currencyId: invoice.currencyId,
      pending: { count: 0, cents: 0 },
      approved: { count: 0, cents: 0 },
      held: { count: 0, cents: 0 },
    };
    totals[group].count += 1;
    totals[group].cents += invoice.grossCents;
    byCurrency.set(invoice.currencyId, totals);
  }
  return [...byCurrency.values()].sort((a, b) => a.currencyId - b.currencyId);
}
