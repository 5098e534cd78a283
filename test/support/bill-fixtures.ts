import { randomUUID } from 'node:crypto';
import type { BillDocumentRecord } from '#functions/repositories/bill-document-records.ts';
import {
  billDocumentObjectKey,
  newBillDocumentId,
  putBillDocumentIfAbsent,
} from '#functions/repositories/bill-documents.ts';
import { type NewBillRecord, putBillIfAbsent } from '#functions/repositories/bills.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BillState } from '#shared/enums/bill-state.ts';
import { Currency } from '#shared/enums/currency.ts';
import { BillDocumentStatus, ChargeType, ImageType } from '#shared/enums/paperwork.ts';

/**
 * A bill written straight through the repositories, as the submission leaves it: `sent`, with a
 * linehaul charge and an attached proof of delivery (what a payor without paperwork settings
 * requires), so the worker delivers it. Overrides change the bill; `documents: false` leaves the
 * documents out. The document item points at no stored object: the worker never reads objects.
 */
export async function createSentBill(
  owner: { payeeId: number; payorId: number },
  overrides: Partial<NewBillRecord> & { documents?: boolean } = {},
): Promise<NewBillRecord> {
  const { documents = true, ...fields } = overrides;
  const now = new Date();
  const bill: NewBillRecord = {
    id: randomUUID(),
    payeeId: owner.payeeId,
    payeeName: 'Test carrier',
    payorId: owner.payorId,
    payorName: 'Test payor',
    state: BillState.Sent,
    loadOrInvoiceNumber: `LD${randomUUID().slice(0, 8)}`,
    paperworkTypeId: null,
    currencyTypeId: Currency.USD,
    charges: [{ id: randomUUID(), chargeTypeId: ChargeType.Linehaul, amount: 125_000 }],
    createdDate: calendarDateIn(now),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    submittedAt: now.toISOString(),
    sentToAdminBy: null,
    createdByUserId: 1,
    version: 1,
    ...fields,
  };
  if (!(await putBillIfAbsent(bill))) throw new Error(`Bill ${bill.id} exists`);
  if (documents) {
    const id = newBillDocumentId(now);
    const document: BillDocumentRecord = {
      id,
      billId: bill.id,
      imageTypeId: ImageType.ProofOfDelivery,
      fileName: 'pod.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1200,
      status: BillDocumentStatus.Attached,
      uploadedAt: now.toISOString(),
      objectKey: billDocumentObjectKey(bill.id, id),
      uploadedBy: 1,
    };
    await putBillDocumentIfAbsent(document);
  }
  return bill;
}
