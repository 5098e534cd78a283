import type { OutboxMessage, OutboxRecord } from '#functions/repositories/outbox.ts';
import type { OutboxDeliveryStore } from '#functions/services/message-delivery/deliver-message.ts';
import type { DeliveryResult, MessageSender } from '#functions/services/message-delivery/message-sender.ts';

type Behaviour = DeliveryResult | Error | ((message: OutboxMessage) => DeliveryResult | Promise<DeliveryResult>);

/**
 * A MessageSender that keeps every message it is asked to send, in order, and answers from a
 * script: per message id, a result, an error to throw, or a function. Unscripted messages are
 * accepted with a made-up provider id.
 */
export class RecordingSender implements MessageSender {
  readonly sent: OutboxMessage[] = [];
  private readonly script = new Map<string, Behaviour[]>();

  /** Answers for the next calls about `messageId`, one per call; the last one repeats. */
  answer(messageId: string, ...behaviours: Behaviour[]): this {
    this.script.set(messageId, behaviours);
    return this;
  }

  async send(message: OutboxMessage): Promise<DeliveryResult> {
    this.sent.push(message);
    const queue = this.script.get(message.id) ?? [];
    const behaviour = queue.length > 1 ? queue.shift() : queue[0];
    if (behaviour === undefined) return { status: 'sent', providerMessageId: `provider-${message.id}` };
    if (behaviour instanceof Error) throw behaviour;
    return typeof behaviour === 'function' ? behaviour(message) : behaviour;
  }

  sentIds(): string[] {
    return this.sent.map((message) => message.id);
  }
}

type Key = Pick<OutboxMessage, 'createdAt' | 'id'>;
const keyOf = (message: Key) => `${message.createdAt}#${message.id}`;
const hasOutcome = (record: OutboxRecord) => record.deliveredAt !== undefined || record.failedAt !== undefined;

/**
 * The conditions of functions/repositories/outbox.ts, held in memory for unit tests (no network).
 * test/integration/delivery proves the table-backed store behaves the same against the emulator.
 */
export class InMemoryOutboxStore implements OutboxDeliveryStore {
  readonly records = new Map<string, OutboxRecord>();
  writes = 0;

  put(message: OutboxMessage, delivery: Partial<OutboxRecord> = {}): this {
    this.records.set(keyOf(message), { ...message, ...delivery });
    return this;
  }

  get(message: Key): OutboxRecord | undefined {
    return this.records.get(keyOf(message));
  }

  async claim(message: Key, attemptId: string, at: Date) {
    const record = this.get(message);
    if (!record || record.deliveryAttemptId !== undefined || hasOutcome(record)) {
      return { claimed: false as const, record: record ? { ...record } : null };
    }
    this.write(message, {
      deliveryAttemptId: attemptId,
      deliveryStartedAt: at.toISOString(),
      deliveryAttempts: (record.deliveryAttempts ?? 0) + 1,
    });
    return { claimed: true as const };
  }

  async release(message: Key, attemptId: string, error: string) {
    return this.ifHeld(message, attemptId, (record) => {
      const { deliveryAttemptId: _a, deliveryStartedAt: _s, ...rest } = record;
      return { ...rest, lastDeliveryError: error };
    });
  }

  async recordDelivered(message: Key, attemptId: string, outcome: { at: Date; providerMessageId: string }) {
    return this.ifHeld(message, attemptId, (record) => ({
      ...record,
      deliveredAt: outcome.at.toISOString(),
      providerMessageId: outcome.providerMessageId,
    }));
  }

  async recordFailed(message: Key, attemptId: string, outcome: { at: Date; reason: string }) {
    return this.ifHeld(message, attemptId, (record) => ({
      ...record,
      failedAt: outcome.at.toISOString(),
      failureReason: outcome.reason,
    }));
  }

  private ifHeld(message: Key, attemptId: string, update: (record: OutboxRecord) => OutboxRecord): Promise<boolean> {
    const record = this.get(message);
    if (!record || record.deliveryAttemptId !== attemptId || hasOutcome(record)) return Promise.resolve(false);
    this.records.set(keyOf(message), update(record));
    this.writes += 1;
    return Promise.resolve(true);
  }

  private write(message: Key, delivery: Partial<OutboxRecord>): void {
    const record = this.get(message);
    if (record) this.records.set(keyOf(message), { ...record, ...delivery });
    this.writes += 1;
  }
}

/** An AWS SDK service exception as the SDK throws it: an Error whose name is the exception class. */
export function providerError(name: string, message = name): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
