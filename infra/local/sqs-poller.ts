import { DeleteMessageBatchCommand, type Message, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { localLambdaContext } from './lambda-context.ts';

export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | undefined | undefined>;

/**
 * Feeds a queue to a Lambda handler the way an SQS event source mapping does: batches of up to
 * `batchSize`, ReportBatchItemFailures (only reported or all-on-throw messages stay on the queue),
 * successes deleted, failures left to reappear after the visibility timeout until the queue's
 * redrive policy moves them to the dead-letter queue. `concurrency` loops run side by side, as the
 * event source invokes up to its maximum concurrency of batches at once (default one).
 */
export type PollerOptions = {
  queueUrl: string;
  queueArn: string;
  region: string;
  handler: SqsHandler;
  batchSize: number;
  functionName: string;
  /** Batches in flight at once (the event source's maximum concurrency). @default 1 */
  concurrency?: number;
};

export function startSqsPoller(options: PollerOptions & { onError?: (error: unknown) => void }): {
  stop(): Promise<void>;
} {
  const client = new SQSClient({});
  let running = true;
  const loop = async () => {
    while (running) {
      try {
        await pollOnce(client, options);
      } catch (error) {
        options.onError?.(error);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };
  const loops = Array.from({ length: Math.max(1, options.concurrency ?? 1) }, loop);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** One receive → invoke → delete cycle; returns how many messages were received. */
export async function pollOnce(
  client: SQSClient,
  options: {
    queueUrl: string;
    queueArn: string;
    region: string;
    handler: SqsHandler;
    batchSize: number;
    functionName: string;
  },
): Promise<number> {
  const { Messages = [] } = await client.send(
    new ReceiveMessageCommand({
      QueueUrl: options.queueUrl,
      MaxNumberOfMessages: options.batchSize,
      WaitTimeSeconds: 1,
      // local-aws-sqs reads only the legacy AttributeNames (without it, no receive count comes back).
      MessageSystemAttributeNames: ['All'],
      AttributeNames: ['All'],
      MessageAttributeNames: ['All'],
    }),
  );
  if (Messages.length === 0) return 0;
  const records = Messages.map((m) => toRecord(m, options));
  let failed: Set<string>;
  try {
    const response = await options.handler({ Records: records }, localLambdaContext(options.functionName));
    failed = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
  } catch {
    // A thrown handler fails the whole batch, as in Lambda.
    failed = new Set(records.map((r) => r.messageId));
  }
  const done = Messages.filter((m) => !failed.has(String(m.MessageId)));
  if (done.length > 0) {
    await client.send(
      new DeleteMessageBatchCommand({
        QueueUrl: options.queueUrl,
        Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle })),
      }),
    );
  }
  return Messages.length;
}

function toRecord(message: Message, options: Pick<PollerOptions, 'queueArn' | 'region'>): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: String(message.MessageId),
    receiptHandle: String(message.ReceiptHandle),
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [
        name,
        { dataType: String(value.DataType), stringValue: value.StringValue },
      ]),
    ),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: options.queueArn,
    awsRegion: options.region,
  };
}
