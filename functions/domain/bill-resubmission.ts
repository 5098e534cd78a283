import { BillState } from '#shared/enums/bill-state.ts';
import { BillDocumentStatus } from '#shared/enums/paperwork.ts';
import { type CompletenessInput, unmetRequirements } from './bills/completeness.ts';

/** The parts of a bill that decide whether it can be delivered to its payor. */
export type DeliverableBill = CompletenessInput & { state: BillState };

export type ResubmissionReason = 'missing_linehaul' | 'missing_documents';

export type ResubmissionOutcome =
  | { kind: 'deliver'; to: typeof BillState.Delivered }
  | { kind: 'exception'; to: typeof BillState.Exception; reason: ResubmissionReason }
  | { kind: 'skip'; reason: 'not_sent' };

/**
 * What the worker does with a resubmitted bill: the same completeness rule the API checked
 * (functions/domain/bills/completeness.ts) decides delivered or exception. Only a bill still in
 * `sent` is acted on, which is what makes a redelivered message harmless: the first delivery has
 * already moved it on.
 */
export function resubmissionOutcome(bill: DeliverableBill): ResubmissionOutcome {
  if (bill.state !== BillState.Sent) return { kind: 'skip', reason: 'not_sent' };
  const unmet = unmetRequirements(bill);
  if (unmet.some((requirement) => requirement.field === 'charges.linehaul')) {
    return { kind: 'exception', to: BillState.Exception, reason: 'missing_linehaul' };
  }
  if (unmet.length > 0) return { kind: 'exception', to: BillState.Exception, reason: 'missing_documents' };
  return { kind: 'deliver', to: BillState.Delivered };
}

/** What the worker reads of a bill: the BILL item alone (its attached documents are on it). */
export type ResubmittableBill = {
  id: string;
  payeeId: number;
  payorId: number;
  state: BillState;
  version: number;
  charges: CompletenessInput['charges'];
  /** Document id → image type id of the attached documents. */
  attachedDocuments: Readonly<Record<string, number>>;
};

/** One record of a batch: its message id and its message (null when the body is not one). */
export type ResubmitBatchRecord = { messageId: string; message: { billId: string; payeeId: number } | null };

/** What to do with one record of a batch. */
export type ResubmitRecordPlan =
  /** Retrying cannot help (not a message, or no such bill of that payee): fail it, it ends in the DLQ. */
  | { kind: 'poison'; reason: 'not_a_message' | 'bill_not_found' }
  /** The bill has left `sent` already (a redelivered message): nothing to do. */
  | { kind: 'skip'; billId: string; state: BillState }
  /** An earlier record of the same batch moves this bill: nothing more to do. */
  | { kind: 'duplicate'; billId: string; of: string }
  /** Move the bill from `sent` (at the version read) to delivered or exception. */
  | {
      kind: 'move';
      billId: string;
      version: number;
      outcome: Exclude<ResubmissionOutcome, { kind: 'skip' }>;
    };

/** The completeness input of a bill item: its charges and its attached documents. */
export function deliverableBill(bill: ResubmittableBill, requiredImageTypeIds: readonly number[]): DeliverableBill {
  return {
    state: bill.state,
    charges: bill.charges,
    documents: Object.values(bill.attachedDocuments).map((imageTypeId) => ({
      imageTypeId,
      status: BillDocumentStatus.Attached,
    })),
    requiredImageTypeIds,
  };
}

/**
 * Plans a whole batch from the bill items read for it (by id) and the requirements of their payors
 * (by payor id), record by record in batch order. A bill named by several records is moved by the
 * first; the others are duplicates and change nothing, as a redelivered message does.
 */
export function planResubmissionBatch(
  records: readonly ResubmitBatchRecord[],
  bills: ReadonlyMap<string, ResubmittableBill>,
  requiredByPayor: ReadonlyMap<number, readonly number[]>,
  defaultRequired: readonly number[],
): ResubmitRecordPlan[] {
  const firstRecordOfBill = new Map<string, string>();
  return records.map((record): ResubmitRecordPlan => {
    if (!record.message) return { kind: 'poison', reason: 'not_a_message' };
    const bill = bills.get(record.message.billId);
    if (!bill || bill.payeeId !== record.message.payeeId) return { kind: 'poison', reason: 'bill_not_found' };
    const first = firstRecordOfBill.get(bill.id);
    if (first !== undefined) return { kind: 'duplicate', billId: bill.id, of: first };
    firstRecordOfBill.set(bill.id, record.messageId);
    const outcome = resubmissionOutcome(deliverableBill(bill, requiredByPayor.get(bill.payorId) ?? defaultRequired));
    if (outcome.kind === 'skip') return { kind: 'skip', billId: bill.id, state: bill.state };
    return { kind: 'move', billId: bill.id, version: bill.version, outcome };
  });
}
