import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  type Message,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
} from '@aws-sdk/client-sqs';
import { sqs } from '../lib/aws-clients.ts';

/**
 * The SQS side of a dead-letter queue: taking messages out of sight for a while (SQS has no
 * read-only peek), putting them back in sight, and moving them to another queue. Moving sends
 * first and deletes only what was sent, so a crash in between duplicates a message (which the
 * idempotent worker shrugs off) and never loses one.
 */
export type DeadLetterMessage = {
  messageId: string;
  receiptHandle: string;
  body: string;
  /** ApproximateReceiveCount as SQS reports it (receives on the source queue and here, this one included). */
  receiveCount: number;
  sentAt: string;
  attributes: Record<string, string>;
};

function toDeadLetter(message: Message): DeadLetterMessage {
  const attributes = message.Attributes ?? {};
  return {
    messageId: String(message.MessageId),
    receiptHandle: String(message.ReceiptHandle),
    body: message.Body ?? '',
    receiveCount: Number(attributes.ApproximateReceiveCount ?? 0),
    sentAt: new Date(Number(attributes.SentTimestamp ?? 0)).toISOString(),
    attributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).flatMap(([name, value]) =>
        value.StringValue === undefined ? [] : [[name, value.StringValue]],
      ),
    ),
  };
}

/**
 * Receives up to `max` messages, hiding each for `hideSeconds` so one pass sees each message once.
 * Stops at the first empty receive.
 */
export async function receiveDeadLetters(
  queueUrl: string,
  { max, hideSeconds }: { max: number; hideSeconds: number },
): Promise<DeadLetterMessage[]> {
  const received = new Map<string, DeadLetterMessage>();
  while (received.size < max) {
    const { Messages = [] } = await sqs().send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: Math.min(10, max - received.size),
        VisibilityTimeout: hideSeconds,
        WaitTimeSeconds: 0,
        // Both names: SQS reads the current one, the local emulator only the legacy one.
        MessageSystemAttributeNames: ['All'],
        AttributeNames: ['All'],
        MessageAttributeNames: ['All'],
      }),
    );
    if (Messages.length === 0) break;
    for (const message of Messages) received.set(String(message.MessageId), toDeadLetter(message));
  }
  return [...received.values()];
}

/** Makes received messages visible again at once (the end of a listing). */
export async function releaseDeadLetters(queueUrl: string, messages: readonly DeadLetterMessage[]): Promise<void> {
  for (let start = 0; start < messages.length; start += 10) {
    await sqs().send(
      new ChangeMessageVisibilityBatchCommand({
        QueueUrl: queueUrl,
        Entries: messages
          .slice(start, start + 10)
          .map((message, index) => ({ Id: String(index), ReceiptHandle: message.receiptHandle, VisibilityTimeout: 0 })),
      }),
    );
  }
}

/**
 * Sends received messages to `targetQueueUrl` (same body, their attributes plus `extraAttributes`
 * of each), then deletes from the dead-letter queue exactly those SQS accepted. `moved` maps each
 * moved message to its new id; `notSent` ones stay in the dead-letter queue (visible again once
 * their hiding ends); `notDeleted` ones were sent but are still in the dead-letter queue too (their
 * receipt had expired), which the idempotent worker makes harmless.
 */
export async function moveDeadLetters(
  deadLetterQueueUrl: string,
  targetQueueUrl: string,
  messages: readonly DeadLetterMessage[],
  extraAttributes: (message: DeadLetterMessage) => Record<string, string>,
): Promise<{ moved: Map<string, string>; notSent: Map<string, string>; notDeleted: Map<string, string> }> {
  const moved = new Map<string, string>();
  const notSent = new Map<string, string>();
  const notDeleted = new Map<string, string>();
  for (let start = 0; start < messages.length; start += 10) {
    const chunk = messages.slice(start, start + 10);
    const sent = await sqs().send(
      new SendMessageBatchCommand({
        QueueUrl: targetQueueUrl,
        Entries: chunk.map((message, index) => ({
          Id: String(index),
          MessageBody: message.body,
          MessageAttributes: Object.fromEntries(
            Object.entries({ ...message.attributes, ...extraAttributes(message) }).map(([name, value]) => [
              name,
              { DataType: 'String', StringValue: value },
            ]),
          ),
        })),
      }),
    );
    for (const entry of sent.Failed ?? []) {
      const message = chunk[Number(entry.Id)];
      if (message) notSent.set(message.messageId, entry.Message ?? entry.Code ?? 'Refused');
    }
    const accepted = (sent.Successful ?? []).flatMap((entry) => {
      const message = chunk[Number(entry.Id)];
      return message ? [{ message, newId: String(entry.MessageId) }] : [];
    });
    if (accepted.length === 0) continue;
    const deleted = await sqs().send(
      new DeleteMessageBatchCommand({
        QueueUrl: deadLetterQueueUrl,
        Entries: accepted.map(({ message }, index) => ({ Id: String(index), ReceiptHandle: message.receiptHandle })),
      }),
    );
    const failedDeletes = new Set((deleted.Failed ?? []).map((entry) => Number(entry.Id)));
    accepted.forEach(({ message, newId }, index) => {
      (failedDeletes.has(index) ? notDeleted : moved).set(message.messageId, newId);
    });
  }
  return { moved, notSent, notDeleted };
}
