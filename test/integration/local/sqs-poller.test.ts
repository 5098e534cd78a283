import { randomUUID } from 'node:crypto';
import {
  ChangeMessageVisibilityCommand,
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { sqsWorker } from '#functions/lib/sqs-worker.ts';
import { resubmitQueueDefinition } from '#infra/definitions/queues.ts';
import { deadLetterQueueAttributes, resubmitQueueAttributes } from '#infra/local/provision.ts';
import { startSqsPoller } from '#infra/local/sqs-poller.ts';

const sqs = new SQSClient({});

/** A queue pair like the resubmit queue's, but with a 1 s visibility timeout (unless told) so retries come fast. */
async function queuePair(visibilityTimeoutSeconds = 1) {
  const suffix = randomUUID().slice(0, 8);
  const dlq = await sqs.send(
    new CreateQueueCommand({ QueueName: `poller-dlq-${suffix}`, Attributes: deadLetterQueueAttributes() }),
  );
  const dlqArn = (
    await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }))
  ).Attributes?.QueueArn;
  const main = await sqs.send(
    new CreateQueueCommand({
      QueueName: `poller-${suffix}`,
      Attributes: { ...resubmitQueueAttributes(String(dlqArn)), VisibilityTimeout: String(visibilityTimeoutSeconds) },
    }),
  );
  const mainArn = (
    await sqs.send(new GetQueueAttributesCommand({ QueueUrl: main.QueueUrl, AttributeNames: ['QueueArn'] }))
  ).Attributes?.QueueArn;
  return { queueUrl: String(main.QueueUrl), queueArn: String(mainArn), dlqUrl: String(dlq.QueueUrl) };
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('Timed out');
}

describe('local SQS poller (Lambda event source semantics)', () => {
  it('deletes handled messages, retries failed ones and lets the redrive policy move poison to the DLQ', async () => {
    const { queueUrl, queueArn, dlqUrl } = await queuePair();
    const seen = new Map<string, number>();
    const handler = sqsWorker(async (record) => {
      seen.set(record.body, (seen.get(record.body) ?? 0) + 1);
      if (record.body === 'poison') throw new Error('cannot process');
    });
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: ['ok-1', 'ok-2', 'poison'].map((body, i) => ({ Id: String(i), MessageBody: body })),
      }),
    );
    const poller = startSqsPoller({
      queueUrl,
      queueArn,
      region: 'us-east-1',
      handler,
      batchSize: resubmitQueueDefinition.batchSize,
      functionName: 'poller-test',
    });
    try {
      const dead = await until(async () => {
        const { Messages } = await sqs.send(
          new ReceiveMessageCommand({ QueueUrl: dlqUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }),
        );
        return Messages?.length ? Messages : undefined;
      });
      expect(dead.map((m) => m.Body)).toEqual(['poison']);
    } finally {
      await poller.stop();
    }
    expect(seen.get('ok-1')).toBe(1);
    expect(seen.get('ok-2')).toBe(1);
    expect(seen.get('poison')).toBe(resubmitQueueDefinition.maxReceiveCount);
    const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 1 }));
    expect(Messages ?? []).toEqual([]);
  });

  it('brings a failed message back when its handler shortened its visibility, without counting that as a receive', async () => {
    // A minute's visibility timeout: the message comes back in seconds only through
    // ChangeMessageVisibility (as the export worker does), which SQS does not count as a receive
    // (local-aws-sqs did, patched: see README, Patches).
    const { queueUrl, queueArn, dlqUrl } = await queuePair(60);
    const receives: number[] = [];
    const handler = sqsWorker(async (record) => {
      receives.push(Number(record.attributes.ApproximateReceiveCount));
      await sqs.send(
        new ChangeMessageVisibilityCommand({
          QueueUrl: queueUrl,
          ReceiptHandle: record.receiptHandle,
          VisibilityTimeout: 1,
        }),
      );
      throw new Error('not yet');
    });
    await sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: [{ Id: '0', MessageBody: 'later' }] }));
    const poller = startSqsPoller({
      queueUrl,
      queueArn,
      region: 'us-east-1',
      handler,
      batchSize: 1,
      functionName: 'poller-test',
    });
    try {
      await until(async () => {
        const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: dlqUrl, WaitTimeSeconds: 1 }));
        return Messages?.length ? Messages : undefined;
      }, 15_000);
    } finally {
      await poller.stop();
    }
    expect(receives).toEqual(Array.from({ length: resubmitQueueDefinition.maxReceiveCount }, (_, i) => i + 1));
  });
});
