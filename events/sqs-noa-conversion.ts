import type { SQSEvent, SQSRecord } from 'aws-lambda';
import type { NoaConversionMessage } from '#functions/repositories/noa-conversion-queue.ts';

/** One NOA conversion record as Lambda delivers it. */
export function noaConversionRecord(
  messageId: string,
  body: NoaConversionMessage | string,
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
    eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:noa_conversion',
    awsRegion: 'us-east-1',
  } satisfies SQSRecord;
}

export function noaConversionEvent(records: SQSRecord[]): SQSEvent {
  return { Records: records } satisfies SQSEvent;
}
