import { randomUUID } from 'node:crypto';
import { BillState } from '#shared/enums/bill-state.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { ResubmitMessage } from '#shared/schemas/resubmit-message.ts';
import { type UnmetRequirement, unmetByField, unmetRequirements } from '../domain/bills/completeness.ts';
import { isStrandedForResubmission } from '../domain/bills/sent-markers.ts';
import { BillActor, mayResubmit } from '../domain/bills/transitions.ts';
import { badRequest, HttpError, notFound } from '../lib/http/errors.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import { logger } from '../lib/logger.ts';
import {
  adoptSentBill,
  claimSentMarker,
  getSentMarker,
  releaseSentMarkerClaim,
  type SentMarkerRecord,
} from '../repositories/bill-sent-markers.ts';
import {
  type BillHistoryRecord,
  type BillParts,
  type BillRecord,
  getBillParts,
  saveBill,
} from '../repositories/bills.ts';
import { sendResubmitMessages } from '../repositories/resubmit-queue.ts';
import { type ChangeBillOptions, changeBill, concurrentUpdate } from './bill-mutation.ts';
import {
  billVisibleTo,
  type PaperworkCaller,
  type PayeeActor,
  payeeBlock,
  requirePayeeAdmin,
} from './paperwork-access.ts';
import { requiredImageTypeIdsByPayor } from './paperwork-requirements.ts';

/** Where the messages go (the configured resubmit queue unless a test names another). */
export type SubmissionOptions = { queueUrl?: string };

/** A single bill's submission made on a version of it the user saw (update_by_payee with `submit`). */
export type OneBillSubmissionOptions = SubmissionOptions & { expectedVersion?: ExpectedVersion };

export type SubmissionResult = { queued: string[]; alreadyQueued: string[] };

/** Why one bill cannot be submitted now. */
type Refusal = { kind: 'notResubmittable' } | { kind: 'incomplete'; unmet: UnmetRequirement[] };

class SubmissionRefused extends Error {
  constructor(readonly refusals: ReadonlyMap<number, Refusal>) {
    super('Submission refused');
  }
}

/** A bill moved to `sent` by this call: what to send, and how to put it back if sending fails. */
type Moved = { previous: BillRecord; sentVersion: number; history: BillHistoryRecord };

/**
 * A bill found in `sent` whose message was sent more than the queue's visibility window ago (lost:
 * functions/domain/bills/sent-markers.ts): this call claimed its marker and sends the message again.
 */
type Requeued = { marker: SentMarkerRecord; claimedAt: Date };

/** changeBill's options for a submission made (or not) on a version the user saw. */
function visibleOn(
  expectedVersion: ExpectedVersion | undefined,
  visible: (parts: BillParts) => void,
): ChangeBillOptions {
  return expectedVersion ? { expectedVersion, visible } : {};
}

function refusalOf(parts: BillParts, required: readonly number[]): Refusal | null {
  if (!mayResubmit(BillActor.PayeeAdmin, parts.bill.state)) return { kind: 'notResubmittable' };
  const unmet = unmetRequirements({
    charges: parts.bill.charges,
    documents: parts.documents,
    requiredImageTypeIds: required,
  });
  return unmet.length > 0 ? { kind: 'incomplete', unmet } : null;
}

/**
 * Submits bills to their payors (the issue 4 contract): every bill must be the caller's (404
 * otherwise, for the whole call), resubmittable and complete (400, nothing moved); bills already
 * in `sent` are answered as already queued and not sent twice, unless their message went out more
 * than the queue's visibility window ago and they are still in `sent` (the message was lost): those
 * are queued again. Each bill then moves to `sent` (conditional write, history entry,
 * `submittedAt`, and its sent marker in the same transaction: bill-sent-markers.ts) and one message
 * per bill goes to the resubmit queue, ten per call. A bill whose message SQS did not take is put
 * back exactly as it was (state, dates, history, no marker) and the call answers 503; the ones
 * queued stay queued, so a retry finds them in `alreadyQueued`. Should the process die between the
 * move and the send, the marker stays and the sweeper (bill-sent-sweep.ts) sends the message.
 */
async function submit(
  actor: PayeeActor,
  billIds: readonly string[],
  options: OneBillSubmissionOptions,
): Promise<SubmissionResult> {
  const ids = [...new Set(billIds)];
  const [block, found] = await Promise.all([payeeBlock(actor), Promise.all(ids.map(getBillParts))]);
  const bills = found.map((parts) => {
    if (!parts || !billVisibleTo(actor, parts.bill, block)) throw notFound();
    // Submitted as the user saw it, or not at all (changeBill below holds it to that version too).
    if (options.expectedVersion && parts.bill.version !== options.expectedVersion()) throw concurrentUpdate();
    return parts;
  });
  const required = await requiredImageTypeIdsByPayor(bills.map((parts) => parts.bill.payorId));
  const refusals = new Map<number, Refusal>();
  const alreadyQueued: string[] = [];
  const inSent: BillRecord[] = [];
  const toMove: string[] = [];
  for (const parts of bills) {
    if (parts.bill.state === BillState.Sent) {
      inSent.push(parts.bill);
      continue;
    }
    const refusal = refusalOf(parts, required.get(parts.bill.payorId) ?? []);
    // Keyed by where the id first stands in the request, as the form lists the bills.
    if (refusal) refusals.set(billIds.indexOf(parts.bill.id), refusal);
    else toMove.push(parts.bill.id);
  }
  if (refusals.size > 0) throw new SubmissionRefused(refusals);

  const at = new Date();
  const now = at.toISOString();
  const requeued: Requeued[] = [];
  const claims = await Promise.all(inSent.map((bill) => claimStranded(bill, actor.userId, at)));
  inSent.forEach((bill, index) => {
    const claim = claims[index];
    if (claim) requeued.push(claim);
    else alreadyQueued.push(bill.id);
  });

  const moved: Moved[] = [];
  try {
    for (const billId of toMove) {
      const outcome = await changeBill<Moved | 'alreadyQueued'>(
        billId,
        (parts) => {
          const { bill } = parts;
          if (!billVisibleTo(actor, bill, block)) throw notFound();
          if (bill.state === BillState.Sent) return { kind: 'done', result: 'alreadyQueued' };
          // Changed since the check above (another tab, the payor): judged again, refused as a conflict.
          if (refusalOf(parts, required.get(bill.payorId) ?? [])) throw concurrentUpdate();
          const history: BillHistoryRecord = {
            billId,
            eventId: randomUUID(),
            from: bill.state,
            to: BillState.Sent,
            at: now,
            by: actor.userName,
            note: null,
          };
          const marker: SentMarkerRecord = {
            billId,
            payeeId: bill.payeeId,
            requestedBy: actor.userId,
            sentAt: now,
            queuedAt: now,
            requeues: 0,
          };
          return {
            kind: 'write',
            next: { ...bill, state: BillState.Sent, submittedAt: now, updatedAt: now },
            extras: { addHistory: [history], putSentMarker: marker },
            result: { previous: bill, sentVersion: bill.version + 1, history },
          };
        },
        visibleOn(options.expectedVersion, (parts) => {
          if (!billVisibleTo(actor, parts.bill, block)) throw notFound();
        }),
      );
      if (outcome === 'alreadyQueued') alreadyQueued.push(billId);
      else moved.push(outcome);
    }
  } catch (error) {
    await Promise.all([...moved.map(undo), ...requeued.map(release)]);
    throw error;
  }

  const messages: ResubmitMessage[] = [
    ...moved.map((m) => ({ billId: m.previous.id, payeeId: m.previous.payeeId, requestedBy: actor.userId })),
    ...requeued.map((r) => ({ billId: r.marker.billId, payeeId: r.marker.payeeId, requestedBy: actor.userId })),
  ];
  const sent = await sendResubmitMessages(messages, options.queueUrl);
  if (sent.failedBillIds.length > 0) {
    const failed = new Set(sent.failedBillIds);
    await Promise.all([
      ...moved.filter((m) => failed.has(m.previous.id)).map(undo),
      ...requeued.filter((r) => failed.has(r.marker.billId)).map(release),
    ]);
    logger.error('Resubmit queue refused bills; they were put back', {
      billIds: [...failed],
      error: sent.error,
    });
    throw new HttpError(503, ErrorCode.ServiceUnavailable, 'errors.bill.queueUnavailable');
  }
  for (const m of moved) logger.info('Bill queued for delivery', { billId: m.previous.id });
  for (const r of requeued) {
    logger.warn('Bill stranded in sent queued again', { billId: r.marker.billId, queuedAt: r.marker.queuedAt });
  }
  return { queued: [...moved.map((m) => m.previous.id), ...requeued.map((r) => r.marker.billId)], alreadyQueued };
}

/**
 * A bill found in `sent`: claimed for sending its message again when that message went out more
 * than the queue's visibility window ago (its marker's `queuedAt`; for a bill moved to `sent`
 * before markers existed, its last change, and it is given a marker now). Null when its message
 * may still be on its way, or someone else claimed it first: "already queued".
 */
async function claimStranded(bill: BillRecord, requestedBy: number, now: Date): Promise<Requeued | null> {
  const marker = await getSentMarker(bill.id);
  if (marker) {
    if (!isStrandedForResubmission(marker.queuedAt, now)) return null;
    // Asked for by someone: not a sweep's re-queue, so the sweeper's backoff does not grow.
    return (await claimSentMarker(marker, now, { countsAsRequeue: false })) ? { marker, claimedAt: now } : null;
  }
  if (!isStrandedForResubmission(bill.updatedAt, now)) return null;
  const adopted: SentMarkerRecord = {
    billId: bill.id,
    payeeId: bill.payeeId,
    requestedBy,
    sentAt: bill.submittedAt ?? bill.updatedAt,
    queuedAt: now.toISOString(),
    requeues: 0,
  };
  if (!(await adoptSentBill(adopted, bill.version))) return null;
  // Released, its queuedAt goes back to the bill's last change: due for the next sweep.
  return { marker: { ...adopted, queuedAt: bill.updatedAt }, claimedAt: now };
}

/** Puts a bill moved to `sent` back as it was, if nothing touched it since (conditional on its version). */
async function undo(moved: Moved): Promise<void> {
  const restored = await saveBill({ ...moved.previous, version: moved.sentVersion + 1 }, moved.sentVersion, {
    removeHistory: [moved.history],
    removeSentMarker: true,
  });
  if (!restored) logger.error('Could not put a bill back after a failed submission', { billId: moved.previous.id });
}

/**
 * Gives back the claim on a stranded bill whose message SQS did not take: the bill stays in `sent`
 * and its marker as it was, so the sweeper (or the next resubmission) sends it.
 */
async function release(requeued: Requeued): Promise<void> {
  if (!(await releaseSentMarkerClaim(requeued.marker, requeued.claimedAt))) {
    logger.warn('Sent marker changed before its claim was released', { billId: requeued.marker.billId });
  }
}

/**
 * POST /bills/resubmit_to_sqs. Refusals are field errors keyed `billIds.<index>` (the index of the
 * id in the request), each listing why that bill cannot go.
 */
export async function resubmitBills(
  caller: PaperworkCaller,
  billIds: readonly string[],
  options: SubmissionOptions = {},
): Promise<SubmissionResult> {
  const actor = requirePayeeAdmin(caller.actor);
  try {
    return await submit(actor, billIds, options);
  } catch (error) {
    if (!(error instanceof SubmissionRefused)) throw error;
    const fieldErrors: Record<string, string[]> = {};
    for (const [index, refusal] of error.refusals) {
      fieldErrors[`billIds.${index}`] =
        refusal.kind === 'notResubmittable'
          ? [caller.t('errors.bill.notResubmittable')]
          : refusal.unmet.map((requirement) => caller.t(requirement.key));
    }
    throw badRequest('errors.bill.notSubmittable', fieldErrors);
  }
}

/**
 * Submits one bill (update_by_payee with `submit`): unmet requirements come back on the form's
 * fields, `charges.linehaul` and `documents`.
 */
export async function submitOneBill(
  caller: PaperworkCaller,
  billId: string,
  options: OneBillSubmissionOptions = {},
): Promise<SubmissionResult> {
  const actor = requirePayeeAdmin(caller.actor);
  try {
    return await submit(actor, [billId], options);
  } catch (error) {
    if (!(error instanceof SubmissionRefused)) throw error;
    const [refusal] = error.refusals.values();
    if (!refusal || refusal.kind === 'notResubmittable') throw badRequest('errors.bill.notResubmittable');
    const byField = unmetByField(refusal.unmet);
    throw badRequest(
      'errors.bill.notSubmittable',
      Object.fromEntries(Object.entries(byField).map(([field, keys]) => [field, keys.map((key) => caller.t(key))])),
    );
  }
}
