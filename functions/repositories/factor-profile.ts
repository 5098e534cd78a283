import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { dynamo } from '../lib/aws-clients.ts';
import type { BankAccountStatusChange } from './bank-accounts.ts';
import { putIf, putIfAbsent, type TransactItems, transactWriteIf } from './conditional-writes.ts';
import type { FactorBankAccountRecord } from './factor-of-record.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

/** Where LanePay writes to the factor, as it has them on record. */
export type FactorPostalAddress = {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postalCode: string;
};
export type FactorContact = { name: string; email: string | null; phone: string | null };

/** The factor's profile item (absent until set: version 0, nothing on record). */
export type FactorProfileRecord = {
  factorId: number;
  address: FactorPostalAddress | null;
  contact: FactorContact | null;
  remittanceEmail: string | null;
  version: number;
  /** When and by whom the profile was last changed (the address and contact, or the remittance email). */
  updatedAt: string | null;
  updatedByUserId: number | null;
  /**
   * The Idempotency-Keys of the last few address and contact changes, newest last, so that a
   * retried change answers as the first did (absent on profiles stored before them).
   */
  changeKeys?: string[];
};

export function emptyFactorProfile(factorId: number): FactorProfileRecord {
  return {
    factorId,
    address: null,
    contact: null,
    remittanceEmail: null,
    version: 0,
    updatedAt: null,
    updatedByUserId: null,
  };
}

export async function getFactorProfile(factorId: number): Promise<FactorProfileRecord> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.factorProfile(factorId), ConsistentRead: true }),
  );
  return Item ? (withoutKeys(Item) as FactorProfileRecord) : emptyFactorProfile(factorId);
}

/**
 * Writes the profile as the next version, only if it is still at `next.version` (absent for 0);
 * false when another change came first (nothing written).
 */
export async function saveFactorProfile(next: FactorProfileRecord): Promise<boolean> {
  return putIf({
    Item: { ...keys.factorProfile(next.factorId), ...next, version: next.version + 1 },
    ...(next.version === 0
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': next.version } }),
  });
}

/** The profile LanePay keeps for a factor (seed data), unless it has one. */
export async function putFactorProfileIfAbsent(profile: FactorProfileRecord): Promise<boolean> {
  return putIfAbsent({ ...keys.factorProfile(profile.factorId), ...profile });
}

/** The factor's payout accounts (oldest first) and the one waiting for review, in one consistent Query. */
export async function readFactorBankAccounts(
  factorId: number,
): Promise<{ accounts: FactorBankAccountRecord[]; pendingAccountId: number | null }> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    // FACTORBANK# (the accounts) and FACTORBANKSTATE share this prefix.
    ExpressionAttributeValues: { ':pk': keys.factorBankState(factorId).pk, ':prefix': 'FACTORBANK' },
    ConsistentRead: true,
  });
  const state = items.find((item) => item.sk === keys.factorBankState(factorId).sk);
  return {
    accounts: items
      .filter((item) => String(item.sk).startsWith(keys.factorBankAccountPrefix))
      .map((item) => withoutKeys(item) as FactorBankAccountRecord),
    pendingAccountId: typeof state?.pendingAccountId === 'number' ? state.pendingAccountId : null,
  };
}

/**
 * Writes a new account waiting for review and names it in the state, only if no other one waits
 * (so two submissions at once make one); false when one did (nothing written).
 */
export async function createPendingFactorBankAccount(account: FactorBankAccountRecord): Promise<boolean> {
  return transactWriteIf([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.factorBankAccount(account.factorId, account.id), ...account },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.factorBankState(account.factorId),
        UpdateExpression: 'SET pendingAccountId = :id',
        ConditionExpression: 'attribute_not_exists(pendingAccountId)',
        ExpressionAttributeValues: { ':id': account.id },
      },
    },
  ]);
}

/** An account's move to a new status, made only if it is still in `expected`. */
export type FactorBankAccountMove = {
  accountId: number;
  expected: BankAccountStatus;
  change: BankAccountStatusChange;
};

/**
 * A review's moves (the account reviewed, and the active account an approval retires) with the
 * state, in one transaction: each account only if still in the status read, the state only if
 * `pendingAccountId` still waits, so the payout run never reads two active accounts in a currency
 * nor none between them. False when any condition failed (nothing written).
 */
export async function moveFactorBankAccounts(
  factorId: number,
  pendingAccountId: number,
  moves: readonly FactorBankAccountMove[],
  endsPending: boolean,
): Promise<boolean> {
  const items: TransactItems = moves.map((move) => ({
    Update: {
      TableName: tableName(),
      Key: keys.factorBankAccount(factorId, move.accountId),
      UpdateExpression:
        'SET #status = :status, isValidationRequired = :validation, updatedAt = :at, ' +
        'statusHistory = list_append(if_not_exists(statusHistory, :none), :change)',
      ConditionExpression: '#status = :expected',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': move.change.status,
        ':validation': move.change.isValidationRequired,
        ':at': move.change.at,
        ':none': [],
        ':change': [move.change],
        ':expected': move.expected,
      },
    },
  }));
  const stateKey = { TableName: tableName(), Key: keys.factorBankState(factorId) };
  items.push(
    endsPending
      ? {
          Update: {
            ...stateKey,
            UpdateExpression: 'REMOVE pendingAccountId',
            ConditionExpression: 'pendingAccountId = :pending',
            ExpressionAttributeValues: { ':pending': pendingAccountId },
          },
        }
      : {
          ConditionCheck: {
            ...stateKey,
            ConditionExpression: 'pendingAccountId = :pending',
            ExpressionAttributeValues: { ':pending': pendingAccountId },
          },
        },
  );
  return transactWriteIf(items);
}
