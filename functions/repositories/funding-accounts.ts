import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { dynamo } from '../lib/aws-clients.ts';
import type { BankAccountStatusChange } from './bank-accounts.ts';
import { type TransactItems, transactWriteIf } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { tableName } from './table.ts';

/**
 * A payor's funding account (functions/domain/payor-profile/funding-accounts.ts). Like a wallet
 * account, it keeps no account number: the last four digits for display and the keyed hash of
 * routing and account number (domain/bank-accounts/account-hash.ts) to know the same account again.
 */
export type FundingAccountRecord = {
  id: number;
  payorId: number;
  status: BankAccountStatus;
  isValidationRequired: boolean;
  bankName: string | null;
  routingNumber: string;
  accountNumberLast4: string;
  accountNumberHash: string;
  currencyId: number;
  createdAt: string;
  /** Who submitted it; null for an account LanePay set up. */
  createdByUserId: number | null;
  createdByName: string | null;
  updatedAt: string;
  /** Every status it has had, oldest first, with who set it. */
  statusHistory: BankAccountStatusChange[];
};

/** What a draft records of the account it drew on. */
export type FundingAccountSnapshot = Pick<
  FundingAccountRecord,
  'id' | 'bankName' | 'routingNumber' | 'accountNumberLast4' | 'currencyId'
>;

/** The payor's funding state: the account drafted now and the replacement waiting for review. */
export type FundingState = { active: FundingAccountSnapshot | null; pendingAccountId: number | null };

export function fundingSnapshotOf(account: FundingAccountRecord): FundingAccountSnapshot {
  const { id, bankName, routingNumber, accountNumberLast4, currencyId } = account;
  return { id, bankName, routingNumber, accountNumberLast4, currencyId };
}

/** The payor's accounts (oldest first) and its state, in one consistent Query. */
export async function readFunding(payorId: number): Promise<{ state: FundingState; accounts: FundingAccountRecord[] }> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.fundingState(payorId).pk, ':prefix': keys.fundingPrefix },
    ConsistentRead: true,
  });
  const stateItem = items.find((item) => item.sk === keys.fundingState(payorId).sk);
  const accounts = items
    .filter((item) => String(item.sk).startsWith(keys.fundingAccountPrefix))
    .map((item) => withoutKeys(item) as FundingAccountRecord);
  return { state: stateOf(stateItem), accounts };
}

function stateOf(item: Record<string, unknown> | undefined): FundingState {
  return {
    active: (item?.active as FundingAccountSnapshot | undefined) ?? null,
    pendingAccountId: typeof item?.pendingAccountId === 'number' ? item.pendingAccountId : null,
  };
}

/** The account the payor is drafted from now (what a draft records), or null without one. */
export async function getActiveFundingAccount(payorId: number): Promise<FundingAccountSnapshot | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.fundingState(payorId) }));
  return stateOf(Item).active;
}

/**
 * Writes a replacement waiting for review and names it in the state, only if no other one waits
 * (so two submissions at once make one replacement); false when one did (nothing written).
 */
export async function createPendingFundingAccount(account: FundingAccountRecord): Promise<boolean> {
  return transactWriteIf([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.fundingAccount(account.payorId, account.id), ...account },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.fundingState(account.payorId),
        UpdateExpression: 'SET pendingAccountId = :id',
        ConditionExpression: 'attribute_not_exists(pendingAccountId)',
        ExpressionAttributeValues: { ':id': account.id },
      },
    },
  ]);
}

/** An account's move to a new status, made only if it is still in `expected`. */
export type FundingAccountMove = { accountId: number; expected: BankAccountStatus; change: BankAccountStatusChange };

/**
 * Moves accounts and the state together, each move only if its account is still in the status it
 * was read in, and the state only if the replacement `pendingAccountId` still waits: a review, a
 * withdrawal or a second review at the same time cannot both be written. `activate` makes the
 * state name that account as the one drafted. False when any condition failed (nothing written).
 */
export async function moveFundingAccounts(
  payorId: number,
  pendingAccountId: number,
  moves: readonly FundingAccountMove[],
  state: { endsPending: boolean; activate?: FundingAccountSnapshot },
): Promise<boolean> {
  const items: TransactItems = moves.map((move) => ({
    Update: {
      TableName: tableName(),
      Key: keys.fundingAccount(payorId, move.accountId),
      UpdateExpression:
        'SET #status = :status, isValidationRequired = :validation, updatedAt = :at, ' +
        'statusHistory = list_append(statusHistory, :change)',
      ConditionExpression: '#status = :expected',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': move.change.status,
        ':validation': move.change.isValidationRequired,
        ':at': move.change.at,
        ':change': [move.change],
        ':expected': move.expected,
      },
    },
  }));
  const clauses = [
    state.activate ? 'SET active = :active' : '',
    state.endsPending ? 'REMOVE pendingAccountId' : '',
  ].filter(Boolean);
  const stateCheck = {
    TableName: tableName(),
    Key: keys.fundingState(payorId),
    ConditionExpression: 'pendingAccountId = :pending',
  };
  // A move that leaves the state as it is (a replacement sent for final review) still checks it.
  items.push(
    clauses.length === 0
      ? { ConditionCheck: { ...stateCheck, ExpressionAttributeValues: { ':pending': pendingAccountId } } }
      : {
          Update: {
            ...stateCheck,
            UpdateExpression: clauses.join(' '),
            ExpressionAttributeValues: {
              ':pending': pendingAccountId,
              ...(state.activate ? { ':active': state.activate } : {}),
            },
          },
        },
  );
  return transactWriteIf(items);
}

/**
 * An active account set up by LanePay (the demo payors' own), with the state naming it, unless the
 * payor has a state already; false when it had (nothing written).
 */
export async function putActiveFundingAccountIfAbsent(account: FundingAccountRecord): Promise<boolean> {
  return transactWriteIf([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.fundingAccount(account.payorId, account.id), ...account },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.fundingState(account.payorId), active: fundingSnapshotOf(account) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
}
