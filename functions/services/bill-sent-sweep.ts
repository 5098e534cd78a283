import { BillState } from '#shared/enums/bill-state.ts';
import { dueForSweep } from '../domain/bills/sent-markers.ts';
import { logger } from '../lib/logger.ts';
import {
  claimSentMarker,
  deleteStaleSentMarker,
  listSentMarkers,
  releaseSentMarkerClaim,
  type SentMarkerRecord,
} from '../repositories/bill-sent-markers.ts';
import { type BillRecord, getBills } from '../repositories/bills.ts';
import { sendResubmitMessages } from '../repositories/resubmit-queue.ts';

export type SentSweepOptions = {
  /** The sweep's clock. @default now */
  now?: Date;
  /** Where the messages go. @default the configured resubmit queue */
  queueUrl?: string;
  /** Only these carriers' bills (support, and tests that share the table with others). @default every bill */
  payeeIds?: ReadonlySet<number>;
};

/** What one sweep found and did. */
export type SentSweepResult = {
  /** Markers read (bills in `sent`, within `payeeIds`). */
  markers: number;
  /** Of those, the ones older than their due time. */
  due: number;
  /** Bills whose message was sent again. */
  requeued: number;
  /** Markers deleted because their bill was no longer in `sent`. */
  cleared: number;
  /** Bills whose message SQS did not take: due again at the next sweep. */
  failed: number;
};

/** Markers claimed or cleared at once (each a conditional write). */
const writeConcurrency = 25;

/**
 * Sends again the resubmit message of every bill stranded in `sent`: each bill whose marker
 * (functions/repositories/bill-sent-markers.ts) is older than the queue's visibility window, with
 * a backoff per re-queue (functions/domain/bills/sent-markers.ts). The marker is claimed first (a
 * conditional write), so two sweeps, or a sweep and a carrier's resubmission, send it once; a claim
 * whose message SQS refuses is given back. A duplicate message is harmless: the worker moves only
 * bills still in `sent`, once (its history entry is keyed by the message).
 */
export async function sweepSentBills(options: SentSweepOptions = {}): Promise<SentSweepResult> {
  const now = options.now ?? new Date();
  const markers = (await listSentMarkers()).filter(
    (marker) => options.payeeIds === undefined || options.payeeIds.has(marker.payeeId),
  );
  const due = dueForSweep(markers, now);
  const bills = due.length > 0 ? await getBills(due.map((marker) => marker.billId)) : new Map<string, BillRecord>();
  const claimed: SentMarkerRecord[] = [];
  let cleared = 0;
  for (let start = 0; start < due.length; start += writeConcurrency) {
    await Promise.all(
      due.slice(start, start + writeConcurrency).map(async (marker) => {
        if (bills.get(marker.billId)?.state !== BillState.Sent) {
          if (await deleteStaleSentMarker(marker)) cleared += 1;
        } else if (await claimSentMarker(marker, now)) {
          claimed.push(marker);
        }
      }),
    );
  }

  const sent = await sendResubmitMessages(
    claimed.map((marker) => ({ billId: marker.billId, payeeId: marker.payeeId, requestedBy: marker.requestedBy })),
    options.queueUrl,
  );
  const failed = new Set(sent.failedBillIds);
  await Promise.all(
    claimed.filter((marker) => failed.has(marker.billId)).map((marker) => releaseSentMarkerClaim(marker, now)),
  );
  const result: SentSweepResult = {
    markers: markers.length,
    due: due.length,
    requeued: claimed.length - failed.size,
    cleared,
    failed: failed.size,
  };
  for (const marker of claimed) {
    if (failed.has(marker.billId)) continue;
    logger.warn('Bill stranded in sent queued again', {
      billId: marker.billId,
      sentAt: marker.sentAt,
      queuedAt: marker.queuedAt,
      requeues: marker.requeues + 1,
    });
  }
  if (failed.size > 0) {
    logger.error('Resubmit queue refused stranded bills; the next sweep sends them', {
      billIds: [...failed],
      error: sent.error,
    });
  }
  if (result.due > 0) logger.info('Sent bills swept', { ...result });
  return result;
}
