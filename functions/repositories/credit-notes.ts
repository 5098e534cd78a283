import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { putIfAbsent } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { tableName } from './table.ts';

/** A payor's credit against a carrier, repaid by deductions from later invoices. */
export type CreditNoteRecord = {
  id: number;
  payeeId: number;
  payorId: number;
  payorName: string;
  referenceNumber: string;
  currencyId: number;
  amountCents: number;
  appliedCents: number;
  status: CreditNoteStatus;
  createdDate: string;
  appliedDate: string | null;
};

export async function putCreditNoteIfAbsent(note: CreditNoteRecord): Promise<boolean> {
  return putIfAbsent({
    ...keys.creditNote(note.id),
    ...keys.payeeCreditNoteIndex(note.payeeId, note.createdDate, note.id),
    ...note,
  });
}

export async function getCreditNote(creditNoteId: number): Promise<CreditNoteRecord | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.creditNote(creditNoteId) }));
  return Item ? (withoutKeys(Item) as CreditNoteRecord) : null;
}

/**
 * A payee's credit notes created within a date range (either end may be open), newest first, at
 * most `limit` of them: read page after page from the payee's own index partition.
 */
export async function listPayeeCreditNotes(
  payeeId: number,
  from = '0000-00-00',
  to = '9999-99-99',
  options: { limit?: number; ascending?: boolean } = {},
): Promise<CreditNoteRecord[]> {
  const notes: CreditNoteRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.payeeCreditNoteIndex(payeeId, '', 0).gsi1pk,
          ':from': `${from}#`,
          ':to': `${to}#~`,
        },
        ScanIndexForward: options.ascending ?? false,
        ExclusiveStartKey: startKey,
        ...(options.limit !== undefined ? { Limit: options.limit - notes.length } : {}),
      }),
    );
    notes.push(...(page.Items ?? []).map((item) => withoutKeys(item) as CreditNoteRecord));
    startKey = page.LastEvaluatedKey;
  } while (startKey && (options.limit === undefined || notes.length < options.limit));
  return notes;
}
