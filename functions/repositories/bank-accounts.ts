import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import type { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import type { RoutingDirectoryEntry } from '#shared/schemas/payee-bank-accounts.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { putIfAbsent, type TransactItems, transactWriteIf, updateIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { tableName } from './table.ts';

/**
 * A payee's wallet account. The full account number is never stored here: only its last four
 * digits for display and a keyed hash (HMAC-SHA-256, domain/bank-accounts/account-hash.ts) to find
 * the same account again; the number itself goes to the payments vault (see that module).
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
  /** Fields below came with the wallet screens; accounts written before them lack them. */
  countryCode?: string;
  bankName?: string | null;
  accountNumberHash?: string | null;
  intermediaryRoutingNumber?: string | null;
  address?: BankAccountAddress | null;
  factorCompanyId?: number | null;
  createdByUserId?: number | null;
  /** A linked LoadPay account: the LoadPay email its code went to (staff check it on review). */
  loadPayEmail?: string | null;
  /** Every status the account has had, oldest first, with who set it. */
  statusHistory?: BankAccountStatusChange[];
  updatedAt?: string;
};

export type BankAccountAddress = { addr1: string; addr2: string; city: string; state: string; postalCode: string };
export type BankAccountStatusChange = {
  status: BankAccountStatus;
  isValidationRequired: boolean;
  at: string;
  actor: string;
};

export async function putBankAccountIfAbsent(account: BankAccountRecord): Promise<boolean> {
  return putIfAbsent({ ...keys.bankAccount(account.payeeId, account.id), ...account });
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

/** Why a new account was not written. */
export type CreateBankAccountOutcome = 'created' | 'duplicate';

/**
 * Writes a new account and its hash holder item together. When the payee already holds an account
 * with the same hash, nothing is written: a repeated or concurrent request cannot add it twice.
 * `alsoWrite` joins the same transaction (e.g. spending the code that proved the account): when
 * one of its conditions fails nothing is written either, and the outcome is 'duplicate' as well,
 * so the caller reads again to tell which.
 */
export async function createBankAccount(
  account: BankAccountRecord & { accountNumberHash: string },
  alsoWrite: TransactItems = [],
): Promise<CreateBankAccountOutcome> {
  const written = await transactWriteIf([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.bankAccount(account.payeeId, account.id), ...account },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.bankAccountHash(account.accountNumberHash, account.payeeId, account.methodType),
          payeeId: account.payeeId,
          bankAccountId: account.id,
          methodType: account.methodType,
          createdAt: account.createdAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...alsoWrite,
  ]);
  return written ? 'created' : 'duplicate';
}

export async function getBankAccount(payeeId: number, bankAccountId: number): Promise<BankAccountRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.bankAccount(payeeId, bankAccountId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as BankAccountRecord) : null;
}

/** The payees (with their account ids and methods) holding an account with this hash. */
export async function listBankAccountHashHolders(
  hash: string,
): Promise<{ payeeId: number; bankAccountId: number; methodType: number }[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.bankAccountHashPartition(hash) },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => ({
    payeeId: Number(item.payeeId),
    bankAccountId: Number(item.bankAccountId),
    methodType: Number(item.methodType),
  }));
}

/**
 * Moves an account to its next review state if it is still in `expected` (a concurrent review
 * loses instead of overwriting); false when it was not.
 */
export async function saveBankAccountStatus(
  payeeId: number,
  bankAccountId: number,
  expected: BankAccountStatus,
  change: BankAccountStatusChange,
): Promise<boolean> {
  return updateIf({
    Key: keys.bankAccount(payeeId, bankAccountId),
    UpdateExpression:
      'SET #status = :status, isValidationRequired = :validation, updatedAt = :at, ' +
      'statusHistory = list_append(if_not_exists(statusHistory, :empty), :change)',
    ConditionExpression: '#status = :expected',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':status': change.status,
      ':validation': change.isValidationRequired,
      ':at': change.at,
      ':empty': [],
      ':change': [change],
      ':expected': expected,
    },
  });
}

/** A routing number's bank in the routing directory, or null when it is not listed. */
export async function getRoutingDirectoryEntry(routingNumber: string): Promise<RoutingDirectoryEntry | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.routingDirectoryEntry(routingNumber) }),
  );
  return Item ? (withoutKeys(Item) as RoutingDirectoryEntry) : null;
}

export async function putRoutingDirectoryEntryIfAbsent(entry: RoutingDirectoryEntry): Promise<boolean> {
  return putIfAbsent({ ...keys.routingDirectoryEntry(entry.routingNumber), ...entry });
}
