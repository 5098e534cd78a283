import type { Logger } from '@aws-lambda-powertools/logger';
import { BillState } from '#shared/enums/bill-state.ts';
import { BillDocumentStatus } from '#shared/enums/paperwork.ts';
import type { ResubmitMessage } from '#shared/schemas/resubmit-message.ts';
import {
  deliverableBill,
  planResubmissionBatch,
  type ResubmitRecordPlan,
  resubmissionOutcome,
} from '../domain/bill-resubmission.ts';
import { defaultRequiredImageTypeIds } from '../domain/bills/completeness.ts';
import {
  type BillRecord,
  type BillTransition,
  getBill,
  getBillParts,
  getBills,
  maxTransitionsPerTransaction,
  transitionBill,
  transitionBills,
} from '../repositories/bills.ts';
import { requiredImageTypeIds, requiredImageTypeIdsByPayor } from './paperwork-requirements.ts';

export class PoisonMessage extends Error {}

/** Who the bill's history names for the worker's moves. */
export const workerActorName = 'LanePay';

/** One record of a batch: its message id and its message, or null when the body is not one. */
export type ResubmitBatchItem = { messageId: string; message: ResubmitMessage | null };

/** What became of one record. Only `failed` records go back to the queue. */
export type ResubmitItemResult = { messageId: string; billId: string | null } & (
  | { kind: 'moved'; to: string }
  /** The bill had left `sent` (a redelivery, or another record of the batch moved it). */
  | { kind: 'skipped'; state: string }
  | { kind: 'duplicate'; of: string }
  /** The bill changed between the read and the write and is no longer in `sent`: left as is. */
  | { kind: 'changedMeanwhile' }
  | { kind: 'failed'; error: unknown }
);

/** Rounds of read, decide, conditional write for one bill once the batch's transaction was cancelled. */
const singleMoveAttempts = 4;

/**
 * Re-validates a batch of resubmitted bills with the rule the API checked on submission (linehaul
 * above $0.00, the payor's required documents attached) and delivers each to its payor (sent →
 * delivered) or marks it an exception with the reason. Reads: the bill items in one BatchGetItem
 * (their attached documents are on them) and each distinct payor's requirements once. Writes: every
 * move of the batch in one transaction, conditional on each bill's state and version as read; when
 * it is cancelled (one bill changed meanwhile), each bill is moved on its own, so the others are
 * not held up. Safe to run twice for the same messages: a bill that has left `sent` is skipped,
 * and the history entry is keyed by the message id. Throws only when the batch's reads fail.
 */
export async function resubmitBatch(
  items: readonly ResubmitBatchItem[],
  now = new Date(),
): Promise<ResubmitItemResult[]> {
  const billIds = items.flatMap((item) => (item.message ? [item.message.billId] : []));
  const bills = billIds.length > 0 ? await getBills(billIds) : new Map<string, BillRecord>();
  await fillLegacyDocuments(bills);
  // Only bills still to be decided need their payor's requirements.
  const deciding = [...bills.values()].filter((bill) => resubmissionOutcome(deliverableBill(bill, [])).kind !== 'skip');
  const required = await requiredImageTypeIdsByPayor(deciding.map((bill) => bill.payorId));
  const plans = planResubmissionBatch(items, bills, required, defaultRequiredImageTypeIds);

  const results = new Map<string, ResubmitItemResult>();
  const moves: { item: ResubmitBatchItem; plan: Extract<ResubmitRecordPlan, { kind: 'move' }> }[] = [];
  plans.forEach((plan, index) => {
    const item = items[index] as ResubmitBatchItem;
    const billId = item.message?.billId ?? null;
    switch (plan.kind) {
      case 'poison':
        results.set(item.messageId, {
          messageId: item.messageId,
          billId,
          kind: 'failed',
          error: new PoisonMessage(
            plan.reason === 'not_a_message'
              ? 'The message body is not a resubmit message'
              : `Bill ${billId} not found for payee`,
          ),
        });
        break;
      case 'skip':
        results.set(item.messageId, { messageId: item.messageId, billId, kind: 'skipped', state: plan.state });
        break;
      case 'duplicate':
        results.set(item.messageId, { messageId: item.messageId, billId, kind: 'duplicate', of: plan.of });
        break;
      case 'move':
        moves.push({ item, plan });
        break;
    }
  });

  const transitionOf = ({ item, plan }: (typeof moves)[number]): BillTransition => ({
    billId: plan.billId,
    from: BillState.Sent,
    to: plan.outcome.to,
    eventId: item.messageId,
    by: workerActorName,
    expectedVersion: plan.version,
    at: now,
    ...(plan.outcome.kind === 'exception' ? { note: plan.outcome.reason } : {}),
  });
  const chunks: (typeof moves)[] = [];
  for (let start = 0; start < moves.length; start += maxTransitionsPerTransaction) {
    chunks.push(moves.slice(start, start + maxTransitionsPerTransaction));
  }
  await Promise.all(
    chunks.map(async (chunk) => {
      const transitions = chunk.map(transitionOf);
      if (await transitionBills(transitions)) {
        for (const [index, { item }] of chunk.entries()) {
          const transition = transitions[index] as BillTransition;
          results.set(item.messageId, {
            messageId: item.messageId,
            billId: transition.billId,
            kind: 'moved',
            to: transition.to,
          });
        }
        return;
      }
      // Cancelled: one bill (or more) changed since the read. Each bill on its own, judged again.
      await Promise.all(
        chunk.map(async (move) => {
          const { item, plan } = move;
          try {
            results.set(item.messageId, await moveOne(transitionOf(move), bills.get(plan.billId) as BillRecord, now));
          } catch (error) {
            results.set(item.messageId, { messageId: item.messageId, billId: plan.billId, kind: 'failed', error });
          }
        }),
      );
    }),
  );
  return items.map((item) => results.get(item.messageId) as ResubmitItemResult);
}

/**
 * One message on its own (a batch of one): throws its failure (PoisonMessage when retrying cannot
 * help), logs what became of the bill otherwise.
 */
export async function resubmitBill(message: ResubmitMessage, eventId: string, log: Logger): Promise<void> {
  const [result] = await resubmitBatch([{ messageId: eventId, message }]);
  if (!result) throw new Error('No result for the message');
  if (result.kind === 'failed') throw result.error;
  log.info('Bill resubmission handled', { billId: message.billId, messageId: eventId, outcome: result.kind });
}

/**
 * Moves one bill as planned if it is still as read; otherwise reads it again and decides again (a
 * bill that left `sent` meanwhile is left as it is).
 */
async function moveOne(planned: BillTransition, read: BillRecord, now: Date): Promise<ResubmitItemResult> {
  let transition = planned;
  let bill = read;
  const base = { messageId: planned.eventId, billId: planned.billId };
  for (let attempt = 0; attempt < singleMoveAttempts; attempt++) {
    if (await transitionBill(transition)) return { ...base, kind: 'moved', to: transition.to };
    const fresh = await getBill(planned.billId);
    if (!fresh) throw new PoisonMessage(`Bill ${planned.billId} not found for payee`);
    bill = (await fillLegacyDocuments(new Map([[fresh.id, fresh]]))).get(fresh.id) ?? fresh;
    const outcome = resubmissionOutcome(deliverableBill(bill, await requiredImageTypeIds(bill.payorId)));
    if (outcome.kind === 'skip') return { ...base, kind: 'changedMeanwhile' };
    const { note: _note, ...rest } = planned;
    transition = {
      ...rest,
      to: outcome.to,
      expectedVersion: bill.version,
      at: now,
      ...(outcome.kind === 'exception' ? { note: outcome.reason } : {}),
    };
  }
  throw new Error(`Bill ${planned.billId} kept changing; try again later`);
}

/**
 * Bills stored before they carried `attachedDocuments` (the seed migrates local data at every
 * start; none should be left) are given it from their DOC# items, read with the bill's partition.
 */
async function fillLegacyDocuments(bills: Map<string, BillRecord>): Promise<Map<string, BillRecord>> {
  const legacy = [...bills.values()].filter((bill) => bill.attachedDocuments === undefined);
  await Promise.all(
    legacy.map(async (bill) => {
      const parts = await getBillParts(bill.id);
      if (!parts) {
        bills.delete(bill.id);
        return;
      }
      const attachedDocuments: Record<string, number> = {};
      for (const document of parts.documents) {
        if (document.status === BillDocumentStatus.Attached) attachedDocuments[document.id] = document.imageTypeId;
      }
      bills.set(bill.id, { ...parts.bill, attachedDocuments });
    }),
  );
  return bills;
}
