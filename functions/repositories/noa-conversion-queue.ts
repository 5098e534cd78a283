import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '../lib/aws-clients.ts';
import { config } from '../lib/config.ts';

/** What the conversion worker is asked: convert and read this document. */
export type NoaConversionMessage = { documentId: number };

/** Sends a received document to the NOA conversion queue; the worker converts and reads it. */
export async function sendNoaConversionMessage(
  message: NoaConversionMessage,
  queueUrl: string | undefined = config().NOA_CONVERSION_QUEUE_URL,
): Promise<void> {
  if (!queueUrl) throw new Error('NOA_CONVERSION_QUEUE_URL is not configured');
  await sqs().send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
}

/** The message in a queue record's body, or null when it is not one. */
export function noaConversionMessageOf(body: string): NoaConversionMessage | null {
  try {
    const parsed: unknown = JSON.parse(body);
    const documentId = (parsed as Partial<NoaConversionMessage> | null)?.documentId;
    return Number.isSafeInteger(documentId) && (documentId as number) > 0 ? { documentId: documentId as number } : null;
  } catch {
    return null;
  }
}
