import { createHash } from 'node:crypto';

/**
 * The id of a bill created with an idempotency key: a retry of the same user's request names the
 * same bill, so the store's put-if-absent turns the retry into a read of the first one. Shaped like
 * the random ids (a version 8 UUID), and never the same for two users.
 */
export function billIdForRequest(userId: number, idempotencyKey: string): string {
  const hex = createHash('sha256').update(`bill\n${userId}\n${idempotencyKey}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
