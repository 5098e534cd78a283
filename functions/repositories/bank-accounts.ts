import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import type { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { keys, withoutKeys } from './keys.ts';
import { isConditionalCheckFailure, tableName } from './table.ts';

/**
 * A payee's wallet account. The full account number is never stored here: only its last four
 * digits for display (the bank-facing vault that holds numbers comes with the wallet screens).
 */
export type BankAccountRecord = {
  id: number;
  payeeId: number;
  methodType: PaymentMethodType;
  name: string;
  currencyId: number;
  routingNumber: string | null;
  accountNumberLast4: string | null;
  status: BankAccountStatus;
  isValidationRequired: boolean;
  destinationDescription: string;
  createdAt: string;
};

export async function putBankAccountIfAbsent(account: BankAccountRecord): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.bankAccount(account.payeeId, account.id), ...account },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export async function listBankAccounts(payeeId: number): Promise<BankAccountRecord[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.payeePartition(payeeId), ':prefix': keys.bankAccountPrefix },
    }),
  );
  return Items.map((item) => withoutKeys(item) as BankAccountRecord);
}
