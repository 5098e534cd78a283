import { BillDocumentStatus, imageTypeCodeNames } from '#shared/enums/paperwork.ts';
import type { Bill, BillDocument, BillSummary } from '#shared/schemas/bills.ts';
import { chargesTotal } from '../domain/bills/charges.ts';
import type { BillDocumentRecord, BillParts, BillRecord } from '../repositories/bills.ts';
import { createdByPayor } from './paperwork-access.ts';

/** What the API shows of a document: the shared fields, never the object key or the uploader. */
export function documentView(record: BillDocumentRecord): BillDocument {
  return {
    id: record.id,
    billId: record.billId,
    imageTypeId: record.imageTypeId,
    fileName: record.fileName,
    contentType: record.contentType,
    sizeBytes: record.sizeBytes,
    status: record.status,
    uploadedAt: record.uploadedAt,
  };
}

function summaryFields(bill: BillRecord) {
  return {
    id: bill.id,
    payeeId: bill.payeeId,
    payeeName: bill.payeeName,
    payorId: bill.payorId,
    payorName: bill.payorName,
    state: bill.state,
    loadOrInvoiceNumber: bill.loadOrInvoiceNumber,
    paperworkTypeId: bill.paperworkTypeId,
    currencyTypeId: bill.currencyTypeId,
    charges: bill.charges.map((charge) => ({
      id: charge.id,
      billId: bill.id,
      chargeTypeId: charge.chargeTypeId,
      amount: charge.amount,
    })),
    totalAmount: chargesTotal(bill.charges),
    createdDate: bill.createdDate,
    createdAt: bill.createdAt,
    updatedAt: bill.updatedAt,
    submittedAt: bill.submittedAt,
    sentToAdminBy: bill.sentToAdminBy,
    createdByPayor: createdByPayor(bill),
    version: bill.version,
  };
}

/** The whole bill as the API answers it: attached documents only, history oldest first. */
export function billView(parts: BillParts): Bill {
  return {
    ...summaryFields(parts.bill),
    documents: parts.documents.filter((document) => document.status === BillDocumentStatus.Attached).map(documentView),
    history: [...parts.history]
      .sort((a, b) => (a.at === b.at ? a.eventId.localeCompare(b.eventId) : a.at < b.at ? -1 : 1))
      .map((entry) => ({ from: entry.from, to: entry.to, at: entry.at, by: entry.by, note: entry.note })),
  };
}

/** A list row; its document count comes from the bill item itself (no read of its documents). */
export function billSummaryView(bill: BillRecord): BillSummary {
  return { ...summaryFields(bill), documentCount: Object.keys(bill.attachedDocuments ?? {}).length };
}

/** The code name of a paperwork (image) type id; null for none or an unknown id. */
export function paperworkTypeCodeName(paperworkTypeId: number | null): string | null {
  if (paperworkTypeId === null) return null;
  return (imageTypeCodeNames as Record<number, string>)[paperworkTypeId] ?? null;
}
