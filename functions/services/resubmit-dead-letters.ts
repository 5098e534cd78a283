import { resubmitMessageSchema } from '#shared/schemas/resubmit-message.ts';
import { logger } from '../lib/logger.ts';
import {
  type DeadLetterMessage,
  moveDeadLetters,
  receiveDeadLetters,
  releaseDeadLetters,
} from '../repositories/dead-letter-queue.ts';
import { getResubmitFailures } from '../repositories/resubmit-failures.ts';

/**
 * The resubmit queue's dead letters: bills the worker failed on every receive (an unreadable
 * message, an unknown bill, an outage that outlasted the retries). Staff list them and move them
 * back to the resubmit queue once the cause is fixed. `npm run resubmit:dlq` runs these locally;
 * an admin screen can call the same functions.
 */
export type ResubmitQueues = { queueUrl: string; deadLetterQueueUrl: string };

export type ResubmitDeadLetter = {
  messageId: string;
  /** Null when the body is not a resubmit message at all. */
  billId: string | null;
  payeeId: number | null;
  /**
   * How many receives of the resubmit queue failed, as the worker recorded them (each failure is
   * recorded); null when none was recorded (the worker died or timed out on it every time).
   */
  receiveCount: number | null;
  /** SQS's ApproximateReceiveCount as the dead-letter queue reports it (listings count too). */
  deadLetterReceiveCount: number;
  firstError: string | null;
  lastError: string | null;
  sentAt: string;
  /** Set when it was moved back from the dead-letter queue before: the id it had then. */
  redrivenFrom: string | null;
};

/** Long enough to read a listing's worth of messages; released at the end of the listing anyway. */
const listingHideSeconds = 30;
/** Long enough to send and delete a batch. */
const moveHideSeconds = 60;

async function withFailures(messages: readonly DeadLetterMessage[]): Promise<ResubmitDeadLetter[]> {
  const failures = await getResubmitFailures(messages.map((message) => message.messageId));
  return messages.map((message) => {
    const failure = failures.get(message.messageId);
    let parsed: ReturnType<typeof resubmitMessageSchema.safeParse> | null = null;
    try {
      parsed = resubmitMessageSchema.safeParse(JSON.parse(message.body));
    } catch {
      parsed = null;
    }
    return {
      messageId: message.messageId,
      billId: parsed?.success ? parsed.data.billId : (failure?.billId ?? null),
      payeeId: parsed?.success ? parsed.data.payeeId : null,
      receiveCount: failure?.failures ?? null,
      deadLetterReceiveCount: message.receiveCount,
      firstError: failure?.firstError ?? null,
      lastError: failure?.lastError ?? null,
      sentAt: message.sentAt,
      redrivenFrom: message.attributes.redrivenFrom ?? null,
    };
  });
}

/**
 * The messages in the dead-letter queue (up to `max`), with the errors the worker recorded. SQS
 * cannot peek: the messages are received (hidden briefly, which counts as a receive) and made
 * visible again at the end.
 */
export async function listResubmitDeadLetters(
  queues: Pick<ResubmitQueues, 'deadLetterQueueUrl'>,
  { max = 1000 }: { max?: number } = {},
): Promise<ResubmitDeadLetter[]> {
  const messages = await receiveDeadLetters(queues.deadLetterQueueUrl, { max, hideSeconds: listingHideSeconds });
  try {
    return await withFailures(messages);
  } finally {
    await releaseDeadLetters(queues.deadLetterQueueUrl, messages);
  }
}

export type RedriveResult = {
  /** Moved back to the resubmit queue: old message id → new message id. */
  moved: { messageId: string; newMessageId: string; billId: string | null }[];
  /** Still in the dead-letter queue, with why. */
  notMoved: { messageId: string; reason: string }[];
};

/**
 * Moves dead letters back to the resubmit queue (all of them, or those of `messageIds`): each is
 * sent again with the attribute `redrivenFrom` (its id here) and then deleted here, so none is lost.
 * Messages not asked for are made visible again at once.
 */
export async function redriveResubmitDeadLetters(
  queues: ResubmitQueues,
  { messageIds, max = 1000 }: { messageIds?: readonly string[]; max?: number } = {},
): Promise<RedriveResult> {
  const wanted = messageIds ? new Set(messageIds) : null;
  const received = await receiveDeadLetters(queues.deadLetterQueueUrl, { max, hideSeconds: moveHideSeconds });
  const chosen = wanted ? received.filter((message) => wanted.has(message.messageId)) : received;
  await releaseDeadLetters(
    queues.deadLetterQueueUrl,
    received.filter((message) => !chosen.includes(message)),
  );
  const described = new Map((await withFailures(chosen)).map((letter) => [letter.messageId, letter]));
  const { moved, notSent, notDeleted } = await moveDeadLetters(
    queues.deadLetterQueueUrl,
    queues.queueUrl,
    chosen,
    (message) => ({ redrivenFrom: message.messageId }),
  );
  const result: RedriveResult = {
    moved: [...moved].map(([messageId, newMessageId]) => ({
      messageId,
      newMessageId,
      billId: described.get(messageId)?.billId ?? null,
    })),
    notMoved: [
      ...[...notSent].map(([messageId, reason]) => ({ messageId, reason })),
      ...[...notDeleted].map(([messageId, newMessageId]) => ({
        messageId,
        reason: `Sent again as ${newMessageId} but still in the dead-letter queue (receipt expired); delete it there`,
      })),
      ...(wanted ? [...wanted].filter((id) => !chosen.some((m) => m.messageId === id)) : []).map((messageId) => ({
        messageId,
        reason: 'Not in the dead-letter queue (or hidden by another reader)',
      })),
    ],
  };
  for (const entry of result.moved) logger.info('Dead letter moved back to the resubmit queue', entry);
  return result;
}
