import { clientSettings } from '../../lib/aws-requests.ts';
import type { OutboxChannel, OutboxMessage } from '../../repositories/outbox.ts';

/** What a provider made of one message. */
export type DeliveryResult =
  /** The provider accepted the message; its id lets support trace it in SES or SNS. */
  | { status: 'sent'; providerMessageId: string }
  /** Retrying cannot help (refused address or number, channel without a provider): recorded as failed. */
  | { status: 'undeliverable'; reason: string };

/**
 * Hands outbox messages to whoever delivers them. An implementation answers `undeliverable` when the
 * message itself is the problem and throws when trying again later may succeed (throttling, an
 * outage, a missing permission): the stream record is then retried and, in the end, reported to
 * the dead-letter queue.
 */
export interface MessageSender {
  send(message: OutboxMessage): Promise<DeliveryResult>;
}

/**
 * Client settings of the SES and SNS clients: a provider call gives up (and the message is given
 * back for the stream's retry) well before the function's 30 s timeout, which would otherwise
 * leave the message claimed with its outcome unknown. A send is repeated only when the provider
 * cannot have taken it (throttled, refused, never connected): after a timeout or a dropped
 * connection it may have been sent (functions/lib/aws-requests.ts). Clients made with these
 * settings go through `withRetrySafety`.
 */
export const providerClientConfig = clientSettings({ connectionTimeout: 3_000, requestTimeout: 8_000, maxAttempts: 2 });

/** One sender per channel, behind a single MessageSender. */
export function senderByChannel(senders: Readonly<Record<OutboxChannel, MessageSender>>): MessageSender {
  return { send: (message) => senders[message.channel].send(message) };
}

/**
 * `undeliverable` when an AWS SDK error (named after its exception class) is one of the provider's
 * refusals of this particular message; undefined for everything else, which the caller rethrows.
 */
export function providerRefusal(
  error: unknown,
  provider: 'ses' | 'sns' | 'sms-voice',
  permanentErrors: ReadonlySet<string>,
): DeliveryResult | undefined {
  if (error instanceof Error && permanentErrors.has(error.name)) {
    return { status: 'undeliverable', reason: `${provider}:${error.name}` };
  }
  return undefined;
}
