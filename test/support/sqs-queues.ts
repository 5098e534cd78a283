import { randomUUID } from 'node:crypto';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { deadLetterQueueAttributes, resubmitQueueAttributes } from '#infra/local/provision.ts';

/**
 * A queue pair made like the resubmit queue and its dead-letter queue (same redrive policy and
 * maxReceiveCount from infra/definitions/queues.ts), but of a test's own and with a short visibility
 * timeout, so retries come in seconds and no other test's messages are in it.
 */
export async function resubmitQueuePair(visibilityTimeoutSeconds = 1) {
  const sqs = new SQSClient({});
  const suffix = randomUUID().slice(0, 8);
  const arnOf = async (QueueUrl: string | undefined) =>
    String(
      (await sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['QueueArn'] }))).Attributes?.QueueArn,
    );
  const dlq = await sqs.send(
    new CreateQueueCommand({ QueueName: `resubmit-dlq-${suffix}`, Attributes: deadLetterQueueAttributes() }),
  );
  const main = await sqs.send(
    new CreateQueueCommand({
      QueueName: `resubmit-${suffix}`,
      Attributes: {
        ...resubmitQueueAttributes(await arnOf(dlq.QueueUrl)),
        VisibilityTimeout: String(visibilityTimeoutSeconds),
      },
    }),
  );
  return {
    queueUrl: String(main.QueueUrl),
    queueArn: await arnOf(main.QueueUrl),
    deadLetterQueueUrl: String(dlq.QueueUrl),
  };
}

/** Messages in a queue, visible and in flight (SQS's approximate counts). */
export async function queueDepth(queueUrl: string): Promise<{ visible: number; inFlight: number }> {
  const { Attributes = {} } = await new SQSClient({}).send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return {
    visible: Number(Attributes.ApproximateNumberOfMessages ?? 0),
    inFlight: Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0),
  };
}

/** Polls `probe` until it answers something (or fails after `timeoutMs`). */
export async function until<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
