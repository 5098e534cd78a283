import { randomUUID } from 'node:crypto';
import type { Logger } from '@aws-lambda-powertools/logger';
import {
  claimOutboxDelivery,
  type OutboxClaim,
  type OutboxMessage,
  recordOutboxDelivered,
  recordOutboxFailed,
  releaseOutboxDelivery,
} from '../../repositories/outbox.ts';
import type { MessageSender } from './message-sender.ts';

type OutboxKey = Pick<OutboxMessage, 'createdAt' | 'id'>;

/**
 * Where delivery state is kept: the conditional writes of functions/repositories/outbox.ts in
 * production; unit tests hold the same rules in memory.
 */
export type OutboxDeliveryStore = {
  claim(message: OutboxKey, attemptId: string, at: Date): Promise<OutboxClaim>;
  release(message: OutboxKey, attemptId: string, error: string): Promise<boolean>;
  recordDelivered(
    message: OutboxKey,
    attemptId: string,
    outcome: { at: Date; providerMessageId: string },
  ): Promise<boolean>;
  recordFailed(message: OutboxKey, attemptId: string, outcome: { at: Date; reason: string }): Promise<boolean>;
};

/** The table-backed store. */
export const outboxDeliveryStore: OutboxDeliveryStore = {
  claim: claimOutboxDelivery,
  release: releaseOutboxDelivery,
  recordDelivered: recordOutboxDelivered,
  recordFailed: recordOutboxFailed,
};

export type DeliveryDependencies = {
  sender: MessageSender;
  store: OutboxDeliveryStore;
  log: Logger;
  now?: () => Date;
  newAttemptId?: () => string;
};

/** What became of one stream record. */
export type DeliveryOutcome =
  | 'delivered'
  | 'failed'
  /** An earlier attempt already recorded an outcome: nothing was sent this time. */
  | 'already-done'
  /** An earlier attempt claimed the message and never recorded an outcome; see below. */
  | 'interrupted'
  /** The item is gone (TTL after 14 days): nothing left to deliver. */
  | 'missing';

/** Recorded when an attempt died between claiming and recording: the provider may or may not have it. */
export const interruptedReason = 'interrupted-outcome-unknown';

/**
 * Delivers one outbox message at most once.
 *
 * 1. Claim the item with a conditional write (no claim, no outcome yet). Lambda hands a stream
 *    shard's records to one invocation at a time and an item's INSERT lives in one shard, so a
 *    claim that already exists belongs to an attempt that has finished or died.
 * 2. Send. A thrown error (transient: throttling, outage, permission) releases the claim, is
 *    recorded as `lastDeliveryError` and rethrown, so the stream record is retried.
 * 3. Record `deliveredAt` + provider message id, or `failedAt` + reason, conditional on still
 *    holding the claim.
 *
 * A redelivered record therefore finds an outcome and sends nothing. The one case the outcome is
 * unknown is an attempt that died (timeout, crash) after claiming and before recording: the
 * provider may have accepted the message. Sending again could send it twice, so such a message is
 * recorded as failed (`interrupted-outcome-unknown`) and logged as an error instead: at most once,
 * never silently. What this cannot cover is a provider call that times out or loses its response
 * after the provider accepted the message: the SDK (one retry) or the stream retry may then send
 * it again, the usual at-least-once edge of calling a provider without an idempotency key.
 */
export async function deliverOutboxMessage(
  message: OutboxMessage,
  { sender, store, log, now = () => new Date(), newAttemptId = randomUUID }: DeliveryDependencies,
): Promise<DeliveryOutcome> {
  const attemptId = newAttemptId();
  const claim = await store.claim(message, attemptId, now());
  if (!claim.claimed) {
    const { record } = claim;
    if (!record) {
      log.warn('Outbox message no longer exists; nothing to deliver');
      return 'missing';
    }
    if (record.deliveredAt || record.failedAt) {
      log.info('Outbox message already has a delivery outcome; not sending again', {
        deliveredAt: record.deliveredAt,
        failedAt: record.failedAt,
      });
      return 'already-done';
    }
    if (
      record.deliveryAttemptId &&
      (await store.recordFailed(message, record.deliveryAttemptId, { at: now(), reason: interruptedReason }))
    ) {
      log.error('An earlier delivery attempt died before recording its outcome; not sending again', {
        attemptId: record.deliveryAttemptId,
        startedAt: record.deliveryStartedAt,
      });
      return 'interrupted';
    }
    // The item changed between the refused claim and the read; the retried record will see how.
    throw new Error('Outbox message changed while claiming it');
  }

  let result: Awaited<ReturnType<MessageSender['send']>>;
  try {
    result = await sender.send(message);
  } catch (error) {
    const description = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    try {
      await store.release(message, attemptId, description);
    } catch (releaseError) {
      // Still claimed: the retried record will record it as interrupted rather than risk a second send.
      log.error('Could not give the message back after a failed send', { error: releaseError as Error });
    }
    // The name only: provider messages can quote the recipient, which stays out of the logs.
    log.warn('Send failed; the stream record will be retried', { errorName: (error as Error).name });
    throw error;
  }

  if (result.status === 'sent') {
    const recorded = await store.recordDelivered(message, attemptId, {
      at: now(),
      providerMessageId: result.providerMessageId,
    });
    if (!recorded) log.error('Sent, but the claim was lost before recording it', { attemptId });
    else log.info('Message delivered', { providerMessageId: result.providerMessageId });
    return 'delivered';
  }
  await store.recordFailed(message, attemptId, { at: now(), reason: result.reason });
  log.error('Message undeliverable', { reason: result.reason });
  return 'failed';
}
