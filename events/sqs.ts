import type { SQSEvent, SQSRecord } from 'aws-lambda';
import type { NoaConversionMessage } from '#functions/repositories/noa-conversion-queue.ts';
import { noaConversionQueueDefinition, resubmitQueueDefinition } from '#infra/definitions/queues.ts';
import type { ResubmitMessage } from '#shared/schemas/resubmit-message.ts';

/** The body each worker's queue carries, by the queue's local name. */
type QueueBodies = {
  [resubmitQueueDefinition.localName]: ResubmitMessage;
  [noaConversionQueueDefinition.localName]: NoaConversionMessage;
};

/**
 * One record of a worker's queue as Lambda delivers it. A string body is sent as it is, so a test
 * can hand a worker a message that is not JSON or not of the queue's shape.
 */
export function sqsRecord<Queue extends keyof QueueBodies>(
  queue: Queue,
  messageId: string,
  body: QueueBodies[Queue] | string,
  receiveCount = 1,
): SQSRecord {
  return {
    messageId,
    receiptHandle: `receipt-${messageId}`,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    attributes: {
      ApproximateReceiveCount: String(receiveCount),
      SentTimestamp: '1763740800000',
      SenderId: 'AIDAEXAMPLE',
      ApproximateFirstReceiveTimestamp: '1763740800500',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:us-east-1:123456789012:${queue}`,
    awsRegion: 'us-east-1',
  } satisfies SQSRecord;
}

export function sqsEvent(records: SQSRecord[]): SQSEvent {
  return { Records: records } satisfies SQSEvent;
}
