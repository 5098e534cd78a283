import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { BillState } from '#shared/enums/bill-state.ts';
import type { SentMarkerTiming } from '../domain/bills/sent-markers.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { deleteIf, transactWriteIf, updateIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

/**
 * The resubmit queue's transactional outbox: one marker per bill in `sent` (keys.sentMarker,
 * sharded). The move to `sent` writes it in its transaction (bills.ts saveBill, `putSentMarker`);
 * the worker's move out of `sent` (bills.ts transitionBills) and the submission's undo delete it in
 * theirs. A marker therefore exists exactly while its bill is in `sent`, whatever happened to the
 * message: one that outlives the queue's visibility window tells the sweeper
 * (functions/services/bill-sent-sweep.ts) to send the message again.
 */
export type SentMarkerRecord = SentMarkerTiming & {
  billId: string;
  /** The message's fields besides the bill id (shared/schemas/resubmit-message.ts). */
  payeeId: number;
  requestedBy: number;
  /** ISO time the bill moved to `sent`. */
  sentAt: string;
};

/** The marker's Put, for the transaction that moves its bill to `sent`. */
export function sentMarkerPut(marker: SentMarkerRecord) {
  return { Put: { TableName: tableName(), Item: { ...keys.sentMarker(marker.billId), ...marker } } };
}

/** The marker's Delete (nothing when there is none), for a transaction that moves its bill out of `sent`. */
export function sentMarkerDelete(billId: string) {
  return { Delete: { TableName: tableName(), Key: keys.sentMarker(billId) } };
}

function markerOf(item: Record<string, unknown>): SentMarkerRecord {
  return withoutKeys(item) as SentMarkerRecord;
}

/** Every marker (each shard's partition, read in parallel). */
export async function listSentMarkers(): Promise<SentMarkerRecord[]> {
  const shards = Array.from({ length: keys.sentMarkerShards }, (_, shard) => keys.sentMarkerPartition(shard));
  const pages = await Promise.all(
    shards.map((pk) =>
      queryAll({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      }),
    ),
  );
  return pages.flat().map(markerOf);
}

export async function getSentMarker(billId: string): Promise<SentMarkerRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.sentMarker(billId), ConsistentRead: true }),
  );
  return Item ? markerOf(Item) : null;
}

/**
 * Claims a marker for sending its bill's message again: its `queuedAt` becomes `now` and its
 * re-queue count goes up, if it is still as read (same move to `sent`, not claimed meanwhile by
 * another sweep or a resubmission). False otherwise: someone else sends, or the bill left `sent`.
 */
export async function claimSentMarker(
  marker: SentMarkerRecord,
  now: Date,
  options: { countsAsRequeue?: boolean } = {},
): Promise<boolean> {
  return updateIf({
    Key: keys.sentMarker(marker.billId),
    UpdateExpression: 'SET queuedAt = :now, requeues = :requeues',
    ConditionExpression: 'queuedAt = :seen AND sentAt = :sentAt',
    ExpressionAttributeValues: {
      ':now': now.toISOString(),
      ':requeues': marker.requeues + (options.countsAsRequeue === false ? 0 : 1),
      ':seen': marker.queuedAt,
      ':sentAt': marker.sentAt,
    },
  });
}

/**
 * Gives up a claim whose message SQS did not take: `queuedAt` goes back to what it was, so the next
 * sweep sends it again, unless the marker changed since the claim (then nothing happens).
 */
export async function releaseSentMarkerClaim(marker: SentMarkerRecord, claimedAt: Date): Promise<boolean> {
  return updateIf({
    Key: keys.sentMarker(marker.billId),
    UpdateExpression: 'SET queuedAt = :previous, requeues = :requeues',
    ConditionExpression: 'queuedAt = :claimed AND sentAt = :sentAt',
    ExpressionAttributeValues: {
      ':previous': marker.queuedAt,
      ':requeues': marker.requeues,
      ':claimed': claimedAt.toISOString(),
      ':sentAt': marker.sentAt,
    },
  });
}

/**
 * Deletes a marker whose bill is no longer in `sent` (or gone), if it is still as read. The writes
 * that move a bill out of `sent` delete its marker themselves; this clears one left by a write that
 * did not (data from before markers, a manual fix).
 */
export async function deleteStaleSentMarker(marker: SentMarkerRecord): Promise<boolean> {
  return deleteIf({
    Key: keys.sentMarker(marker.billId),
    ConditionExpression: 'queuedAt = :seen AND sentAt = :sentAt',
    ExpressionAttributeValues: { ':seen': marker.queuedAt, ':sentAt': marker.sentAt },
  });
}

/**
 * Gives a bill in `sent` without a marker (moved there before markers existed) one, claimed as
 * queued at `marker.queuedAt`: only if the bill is still in `sent` at `billVersion` and has no marker
 * yet. False otherwise (it moved on, or someone else adopted it).
 */
export async function adoptSentBill(marker: SentMarkerRecord, billVersion: number): Promise<boolean> {
  return transactWriteIf([
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.bill(marker.billId),
        ConditionExpression: '#state = :sent AND version = :version',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sent': BillState.Sent, ':version': billVersion },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.sentMarker(marker.billId), ...marker },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
}
