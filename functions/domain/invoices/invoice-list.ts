import { CreditNoteBalanceState, CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { DateType } from '#shared/enums/date-type.ts';
import { DocumentType } from '#shared/enums/document-type.ts';
import type { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { type InvoiceListItem, InvoiceSortField } from '#shared/schemas/payee-invoices.ts';
import type { Invoice } from './invoice.ts';
import { termLabelOf } from './invoice-view.ts';

/** A payor's credit against the carrier (functions/repositories/credit-notes.ts). */
export type CreditNoteLike = {
  id: number;
  payeeId: number;
  payorId: number;
  payorName: string;
  referenceNumber: string;
  currencyId: number;
  amountCents: number;
  appliedCents: number;
  status: CreditNoteStatus;
  createdDate: string;
  appliedDate: string | null;
};

/** What a list row shows of an invoice (the list reads only these attributes). */
export type InvoiceRowSource = Pick<
  Invoice,
  | 'id'
  | 'payeeId'
  | 'payeeName'
  | 'version'
  | 'reviewNote'
  | 'invoiceNumber'
  | 'loadNumber'
  | 'payorId'
  | 'payorName'
  | 'relationshipId'
  | 'status'
  | 'kind'
  | 'currencyId'
  | 'grossCents'
  | 'feeCents'
  | 'netCents'
  | 'paymentType'
  | 'isFreeQuickPay'
  | 'feeBps'
  | 'expectedPayDate'
> & { dates: Pick<Invoice['dates'], 'uploaded' | 'approved' | 'paid' | 'statusChange'> };

/** A row of the combined list for an invoice. */
export function rowOfInvoice(
  invoice: InvoiceRowSource,
  factoredRelationships: ReadonlySet<number> = new Set(),
): InvoiceListItem {
  const label = termLabelOf(invoice, factoredRelationships.has(invoice.relationshipId));
  return {
    documentTypeId: DocumentType.Invoice,
    id: invoice.id,
    number: invoice.invoiceNumber,
    loadNumber: invoice.loadNumber,
    payorId: invoice.payorId,
    payorName: invoice.payorName,
    payeeRelationshipId: invoice.relationshipId,
    statusId: invoice.status,
    creditNoteStatus: null,
    kind: invoice.kind,
    currencyId: invoice.currencyId,
    grossCents: invoice.grossCents,
    feeCents: invoice.feeCents,
    netCents: invoice.netCents,
    paymentTypeId: invoice.paymentType,
    termLabel: label.termLabel,
    percentageFee: label.percentageFee,
    uploadedDate: invoice.dates.uploaded,
    approvedDate: invoice.dates.approved,
    paidDate: invoice.dates.paid,
    statusChangeDate: invoice.dates.statusChange,
    expectedPayDate: invoice.expectedPayDate,
  };
}

/**
 * A row for a credit note: it counts against the carrier, so its amounts are negative. It was
 * "uploaded" when created, "paid" when last applied, and changed status then too.
 */
export function rowOfCreditNote(note: CreditNoteLike, relationshipId: number | null): InvoiceListItem {
  return {
    documentTypeId: DocumentType.CreditNote,
    id: note.id,
    number: note.referenceNumber,
    loadNumber: null,
    payorId: note.payorId,
    payorName: note.payorName,
    payeeRelationshipId: relationshipId,
    statusId: null,
    creditNoteStatus: note.status,
    kind: null,
    currencyId: note.currencyId,
    grossCents: -note.amountCents,
    feeCents: 0,
    netCents: -note.amountCents,
    paymentTypeId: null,
    termLabel: null,
    percentageFee: null,
    uploadedDate: note.createdDate,
    approvedDate: null,
    paidDate: note.appliedDate,
    statusChangeDate: note.appliedDate ?? note.createdDate,
    expectedPayDate: null,
  };
}

/** What is still to be deducted, and whether nothing or part of it has been. */
export function creditNoteBalance(note: Pick<CreditNoteLike, 'amountCents' | 'appliedCents' | 'status'>) {
  const balanceCents = Math.max(0, note.amountCents - note.appliedCents);
  const settled =
    balanceCents === 0 || note.status === CreditNoteStatus.AppliedInFull || note.status === CreditNoteStatus.Removed;
  const balanceState = settled
    ? null
    : note.appliedCents > 0
      ? CreditNoteBalanceState.PartiallyPaid
      : CreditNoteBalanceState.Unpaid;
  return { balanceCents: settled ? 0 : balanceCents, balanceState };
}

/** A row's date of a date type; types a row does not have give null. */
export function rowDate(row: InvoiceListItem, dateType: DateType): string | null {
  switch (dateType) {
    case DateType.DateUploaded:
      return row.uploadedDate;
    case DateType.DateApproved:
      return row.approvedDate;
    case DateType.DatePaid:
      return row.paidDate;
    case DateType.DateStatusChange:
      return row.statusChangeDate;
    default:
      return null;
  }
}

/** An inclusive date range; an open end is undefined. */
export type DateRange = { start?: string | undefined; end?: string | undefined };

export function inRange(date: string | null, range: DateRange): boolean {
  if (!range.start && !range.end) return true;
  if (!date) return false;
  return (!range.start || date >= range.start) && (!range.end || date <= range.end);
}

export type ListFilter = {
  dateType: DateType;
  range: DateRange;
  /** Invoice statuses; when set, credit notes are left out (they have statuses of their own). */
  statuses: readonly InvoiceStatus[] | null;
  documentTypes: readonly DocumentType[];
  relationshipId?: number | undefined;
  payorId?: number | undefined;
  currencyId?: number | undefined;
  /** Already upper-case (numbers are stored upper-case). */
  search?: string | undefined;
};

/** Whether a row passes every filter of the list. */
export function matchesFilter(row: InvoiceListItem, filter: ListFilter): boolean {
  if (!filter.documentTypes.includes(row.documentTypeId)) return false;
  if (filter.statuses) {
    if (row.statusId === null || !filter.statuses.includes(row.statusId)) return false;
  }
  if (filter.relationshipId !== undefined && row.payeeRelationshipId !== filter.relationshipId) return false;
  if (filter.payorId !== undefined && row.payorId !== filter.payorId) return false;
  if (filter.currencyId !== undefined && row.currencyId !== filter.currencyId) return false;
  if (filter.search) {
    const term = filter.search.toUpperCase();
    const inNumber = row.number.toUpperCase().includes(term);
    const inLoad = row.loadNumber?.toUpperCase().includes(term) ?? false;
    if (!inNumber && !inLoad) return false;
  }
  return inRange(rowDate(row, filter.dateType), filter.range);
}

type SortValue = string | number | null;

function sortValue(row: InvoiceListItem, field: InvoiceSortField): SortValue {
  switch (field) {
    case InvoiceSortField.UploadedDate:
      return row.uploadedDate;
    case InvoiceSortField.ApprovedDate:
      return row.approvedDate;
    case InvoiceSortField.PaidDate:
      return row.paidDate;
    case InvoiceSortField.StatusChangeDate:
      return row.statusChangeDate;
    case InvoiceSortField.ExpectedPayDate:
      return row.expectedPayDate;
    case InvoiceSortField.Number:
      return row.number.toUpperCase();
    case InvoiceSortField.LoadNumber:
      return row.loadNumber?.toUpperCase() ?? null;
    case InvoiceSortField.PayorName:
      return row.payorName.toLowerCase();
    case InvoiceSortField.Status:
      // Invoices by status id, then credit notes by their status name.
      return row.statusId !== null ? `0${String(row.statusId).padStart(3, '0')}` : `1${row.creditNoteStatus ?? ''}`;
    case InvoiceSortField.GrossCents:
      return row.grossCents;
    case InvoiceSortField.NetCents:
      return row.netCents;
    default:
      return null;
  }
}

/**
 * The list's order: by the chosen column (rows without a value last, whichever the direction),
 * then newest upload first, then highest id, then invoices before credit notes, so equal rows
 * keep one order across pages and across the indexed and in-memory paths.
 */
export function compareRows(field: InvoiceSortField, ascending: boolean) {
  return (a: InvoiceListItem, b: InvoiceListItem): number => {
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
      return field === InvoiceSortField.UploadedDate && ascending ? -newer : newer;
    }
    if (a.id !== b.id) {
      const higher = b.id - a.id;
      return field === InvoiceSortField.UploadedDate && ascending ? -higher : higher;
    }
    return a.documentTypeId - b.documentTypeId;
  };
}
