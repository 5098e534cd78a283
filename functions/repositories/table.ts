import { config } from '../lib/config.ts';

/** Name of the single table; only repositories read it. */
export function tableName(): string {
  return config().TABLE_NAME;
}

/** Epoch seconds, the unit of the table's TTL attribute. */
export function epochSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}

export function isConditionalCheckFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

export function isTransactionConditionFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'TransactionCanceledException' &&
    error.message.includes('ConditionalCheckFailed')
  );
}
