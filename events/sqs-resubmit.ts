import type { SQSEvent, SQSRecord } from 'aws-lambda';
import type { ResubmitMessage } from '#shared/schemas/resubmit-message.ts';

/** One resubmit-queue record as Lambda delivers it. */
export function resubmitRecord(messageId: string, body: ResubmitMessage | string, receiveCount = 1): SQSRecord {
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
    eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:resubmit_to_sqs',
    awsRegion: 'us-east-1',
  } satisfies SQSRecord;
}

export function resubmitEvent(records: SQSRecord[]): SQSEvent {
  return { Records: records } satisfies SQSEvent;
}
