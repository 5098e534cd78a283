import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { BillState } from '#shared/enums/bill-state.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { isConditionalCheckFailure, isTransactionConditionFailure, tableName } from './table.ts';

export type BillCharge = { id: string; chargeTypeId: number; amountCents: number };
export type BillDocument = { id: string; imageTypeId: number; objectKey: string; contentType: string };

export type BillRecord = {
  id: string;
  payeeId: number;
  payorId: number;
  state: BillState;
  loadOrInvoiceNumber: string;
  paperworkTypeId: number | null;
  charges: BillCharge[];
  documents: BillDocument[];
  createdAt: string;
  updatedAt: string;
};

export async function getBill(billId: string): Promise<BillRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.bill(billId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as BillRecord) : null;
}

/** Stores a new bill; false when one with this id exists already. */
export async function putBillIfAbsent(bill: BillRecord): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.bill(bill.id), ...bill },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/**
 * Moves a bill from one state to another and records the change in its history, atomically. The
 * history entry is keyed by `eventId` (e.g. the SQS message id), so the same event cannot be
 * recorded twice. Returns false when the bill is no longer in `from`.
 */
export async function transitionBill(input: {
  billId: string;
  from: BillState;
  to: BillState;
  eventId: string;
  actor: string;
  note?: string;
  at?: Date;
}): Promise<boolean> {
  const at = (input.at ?? new Date()).toISOString();
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.bill(input.billId),
              UpdateExpression: 'SET #state = :to, updatedAt = :at',
              ConditionExpression: '#state = :from',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: { ':from': input.from, ':to': input.to, ':at': at },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.billHistory(input.billId, at, input.eventId),
                billId: input.billId,
                from: input.from,
                to: input.to,
                actor: input.actor,
                note: input.note ?? null,
                at,
              },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionConditionFailure(error)) return false;
    throw error;
  }
}
