import { randomUUID } from 'node:crypto';
import { logger } from '../lib/logger.ts';
import { type OutboxChannel, putOutboxMessage } from '../repositories/outbox.ts';

export type OutgoingMessage = { channel: OutboxChannel; to: string; subject: string; body: string };

/**
 * Every message the portal sends is first written to the outbox. Locally `npm start` prints the
 * outbox and tests read it; a production delivery adapter (SES for email, SNS for text) reads the
 * same records.
 */
export async function sendMessage(message: OutgoingMessage): Promise<void> {
  const id = randomUUID();
  await putOutboxMessage({ ...message, id, createdAt: new Date().toISOString() });
  logger.info('Message queued', { messageId: id, channel: message.channel });
}
