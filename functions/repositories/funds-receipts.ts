import type { FundsReceipt } from '../domain/payor-ops-reports/funds-matching.ts';
import { putIfAbsent } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';

export type FundsReceiptRecord = FundsReceipt;

/**
 * Records a receipt unless it is there (same payor, date and id): recording it again changes
 * nothing. Returns whether it was written.
 */
export async function putFundsReceiptIfAbsent(receipt: FundsReceiptRecord): Promise<boolean> {
  return putIfAbsent({ ...keys.fundsReceipt(receipt.payorId, receipt.receivedDate, receipt.id), ...receipt });
}

/** A payor's receipts received within a date range (either end open), oldest first. */
export async function listFundsReceipts(input: {
  payorId: number;
  receivedFrom?: string | undefined;
  receivedTo?: string | undefined;
}): Promise<FundsReceiptRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.fundsReceiptPartition(input.payorId),
      ':from': `RECEIPT#${input.receivedFrom ?? '0000-00-00'}#`,
      ':to': `RECEIPT#${input.receivedTo ?? '9999-99-99'}#~`,
    },
  });
  return items.map((item) => withoutKeys(item) as FundsReceiptRecord);
}
