import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { isConditionalCheckFailure, tableName } from './table.ts';

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
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.creditNote(note.id),
          ...keys.payeeCreditNoteIndex(note.payeeId, note.createdDate, note.id),
          ...note,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function listPayeeCreditNotes(payeeId: number, from: string, to: string): Promise<CreditNoteRecord[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': keys.payeeCreditNoteIndex(payeeId, '', 0).gsi1pk,
        ':from': `${from}#`,
        ':to': `${to}#~`,
      },
      ScanIndexForward: false,
    }),
  );
  return Items.map((item) => withoutKeys(item) as CreditNoteRecord);
}
