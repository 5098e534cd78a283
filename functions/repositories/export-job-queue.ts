import { ChangeMessageVisibilityCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { ExportJobMessage } from '#shared/schemas/export-jobs.ts';
import { sqs } from '../lib/aws-clients.ts';
import { config } from '../lib/config.ts';

/** Sends a job's message to the export job queue; the worker makes the file. */
export async function sendExportJobMessage(
  message: ExportJobMessage,
  queueUrl: string | undefined = config().EXPORT_JOB_QUEUE_URL,
): Promise<void> {
  if (!queueUrl) throw new Error('EXPORT_JOB_QUEUE_URL is not configured');
  await sqs().send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
}

/**
 * Brings a received job message back into sight `seconds` from now instead of at the end of the
 * queue's visibility timeout (ChangeMessageVisibility on its receipt handle): the worker's build
 * failed and another attempt soon may make the file. The message stays on the queue either way.
 */
export async function retryExportJobSoon(
  receiptHandle: string,
  seconds: number,
  queueUrl: string | undefined = config().EXPORT_JOB_QUEUE_URL,
): Promise<void> {
  if (!queueUrl) throw new Error('EXPORT_JOB_QUEUE_URL is not configured');
  await sqs().send(
    new ChangeMessageVisibilityCommand({
      QueueUrl: queueUrl,
      ReceiptHandle: receiptHandle,
      VisibilityTimeout: seconds,
    }),
  );
}
