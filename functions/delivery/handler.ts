import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import middy from '@middy/core';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger, withInvocationLogger } from '../lib/logger.ts';
import { outboxMessageFromStreamRecord } from '../repositories/outbox.ts';
import {
  type DeliveryOutcome,
  deliverOutboxMessage,
  type OutboxDeliveryStore,
  outboxDeliveryStore,
} from '../services/message-delivery/deliver-message.ts';
import type { MessageSender } from '../services/message-delivery/message-sender.ts';
import { productionMessageSender } from '../services/message-delivery/production-sender.ts';

export type DeliveryHandlerDependencies = {
  /** Called per record, so a missing setting fails the records (and shows in the logs) instead of the import. */
  sender: () => MessageSender;
  store: OutboxDeliveryStore;
  now?: () => Date;
};

/**
 * The message delivery function: fed by the table's stream, filtered by the event source to
 * insertions of outbox items (infra/constructs/message-delivery.ts). Each record is delivered on
 * its own (functions/services/message-delivery/deliver-message.ts) and only the records that threw
 * are reported (ReportBatchItemFailures); Lambda retries from the first of them, bisects failing
 * batches, and after its retries sends the batch's description to the dead-letter queue. A batch
 * whose every record failed also fails the invocation, so it counts in the function's error alarm.
 *
 * Its log lines name the outbox message id and channel, never the recipient or the body (codes,
 * passwords).
 */
export function createDeliveryHandler({ sender, store, now }: DeliveryHandlerDependencies) {
  const processor = new BatchProcessor(EventType.DynamoDBStreams);

  async function handleRecord(record: DynamoDBRecord): Promise<DeliveryOutcome | 'skipped'> {
    let message: ReturnType<typeof outboxMessageFromStreamRecord>;
    try {
      message = outboxMessageFromStreamRecord(record);
    } catch (error) {
      logger.error('Outbox stream record is malformed; reported as failed', {
        eventId: record.eventID,
        error: error as Error,
      });
      throw error;
    }
    if (!message) {
      logger.warn('Stream record is not an outbox insertion; skipped', { eventId: record.eventID });
      return 'skipped';
    }
    const log = logger.createChild({
      persistentKeys: { outboxMessageId: message.id, channel: message.channel, eventId: record.eventID },
    });
    return deliverOutboxMessage(message, { sender: sender(), store, log, ...(now ? { now } : {}) });
  }

  const handler = async (event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> =>
    processPartialResponse(event, handleRecord, processor, { context });
  return middy(withInvocationLogger(handler));
}

let productionSender: MessageSender | undefined;

/** The deployed handler: SES, SNS and the table. Not run by `npm start` (no SES or SNS emulator). */
export const handler = createDeliveryHandler({
  sender: () => {
    productionSender ??= productionMessageSender();
    return productionSender;
  },
  store: outboxDeliveryStore,
});
