import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { ResubmitMessage } from '#shared/schemas/resubmit-message.ts';
import { sqs } from '../lib/aws-clients.ts';
import { config } from '../lib/config.ts';

/** SQS takes at most ten messages per SendMessageBatch. */
const batchSize = 10;

/**
 * Sends one message per bill to the resubmit queue, ten per SendMessageBatch call. Answers the bill
 * ids whose message SQS did not take (an entry it refused, or every entry of a call that failed),
 * so the caller can undo exactly those. `queueUrl` defaults to the configured queue.
 */
export async function sendResubmitMessages(
  messages: readonly ResubmitMessage[],
  queueUrl: string | undefined = config().RESUBMIT_QUEUE_URL,
): Promise<{ failedBillIds: string[]; error?: unknown }> {
  const failedBillIds: string[] = [];
  let firstError: unknown;
  for (let start = 0; start < messages.length; start += batchSize) {
    const chunk = messages.slice(start, start + batchSize);
    try {
      if (!queueUrl) throw new Error('RESUBMIT_QUEUE_URL is not configured');
      const result = await sqs().send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: chunk.map((message, index) => ({ Id: String(index), MessageBody: JSON.stringify(message) })),
        }),
      );
      for (const failed of result.Failed ?? []) {
        const message = chunk[Number(failed.Id)];
        if (message) failedBillIds.push(message.billId);
      }
      if ((result.Failed?.length ?? 0) > 0) firstError ??= new Error(result.Failed?.[0]?.Message ?? 'Entry refused');
    } catch (error) {
      firstError ??= error;
      failedBillIds.push(...chunk.map((message) => message.billId));
    }
  }
  return firstError === undefined ? { failedBillIds } : { failedBillIds, error: firstError };
}
