import { BankAccountStatus, isPendingBankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { Currency } from '#shared/enums/currency.ts';
import type { FundingAccountSubmission, FundingAccounts, FundingAccountView } from '#shared/schemas/payor-profile.ts';
import { bankAccountHash, lastFour } from '../domain/bank-accounts/account-hash.ts';
import { bankAccountStatusName } from '../domain/bank-accounts/describe.ts';
import type { ReviewDecision } from '../domain/bank-accounts/review.ts';
import {
  type FundingAccountFacts,
  fundingReviewPlan,
  replacementDecision,
  retiredFundingStatus,
  withdrawalDecision,
} from '../domain/payor-profile/funding-accounts.ts';
import { logger } from '../lib/logger.ts';
import type { BankAccountStatusChange } from '../repositories/bank-accounts.ts';
import { getRoutingDirectoryEntry } from '../repositories/bank-accounts.ts';
import { nextId } from '../repositories/counters.ts';
import {
  createPendingFundingAccount,
  type FundingAccountMove,
  type FundingAccountRecord,
  fundingSnapshotOf,
  moveFundingAccounts,
  readFunding,
} from '../repositories/funding-accounts.ts';
import { bankAccountHashKey } from './bank-account-hash-key.ts';

/** A payor's user administrator acting on the funding account. */
export type FundingActor = { payorId: number; userId: number; name: string };

/** How often a write that lost to a concurrent one reads again and decides again. */
const attempts = 3;

export function fundingAccountView(account: FundingAccountRecord): FundingAccountView {
  return {
    id: account.id,
    status: { id: account.status, name: bankAccountStatusName(account.status) },
    isPending: isPendingBankAccountStatus(account.status),
    bankName: account.bankName,
    routingNumber: account.routingNumber,
    accountNumberLast4: account.accountNumberLast4,
    currencyId: account.currencyId,
    submittedAt: account.createdAt,
    submittedByName: account.createdByName,
    updatedAt: account.updatedAt,
  };
}

function factsOf(account: FundingAccountRecord): FundingAccountFacts {
  return {
    id: account.id,
    status: account.status,
    accountNumberHash: account.accountNumberHash,
    wasActive: account.statusHistory.some((change) => change.status === BankAccountStatus.Active),
  };
}

function moved(account: FundingAccountRecord, change: BankAccountStatusChange): FundingAccountRecord {
  return {
    ...account,
    status: change.status,
    isValidationRequired: change.isValidationRequired,
    updatedAt: change.at,
    statusHistory: [...account.statusHistory, change],
  };
}

/** The account drafted now, the replacement waiting for review, and the earlier ones (newest first). */
export async function fundingAccountsOf(payorId: number): Promise<FundingAccounts> {
  const { state, accounts } = await readFunding(payorId);
  const active = accounts.find((account) => account.id === state.active?.id) ?? null;
  const pending = accounts.find((account) => account.id === state.pendingAccountId) ?? null;
  return {
    active: active ? fundingAccountView(active) : null,
    pending: pending ? fundingAccountView(pending) : null,
    previous: accounts
      .filter((account) => account !== active && account !== pending)
      .sort((a, b) => b.id - a.id)
      .map(fundingAccountView),
  };
}

export type SubmissionResult =
  | { kind: 'created' | 'repeat'; account: FundingAccountView }
  | { kind: 'sameAsActive' | 'pendingExists' };

/**
 * A replacement funding account (checked by the shared schema), waiting for LanePay's review; the
 * active account goes on being drafted until it is approved. Only the last four digits and the
 * keyed hash of the number are kept. The same account sent again answers the one waiting (a repeat,
 * also of two sent at once); another one while one waits, or the active account itself, is refused.
 */
export async function submitFundingAccount(
  actor: FundingActor,
  input: FundingAccountSubmission,
  now = new Date(),
): Promise<SubmissionResult> {
  const hash = bankAccountHash(bankAccountHashKey(), input.routingNumber, input.bankAccountNumber);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const { accounts } = await readFunding(actor.payorId);
    const decision = replacementDecision(accounts.map(factsOf), hash);
    if (decision.kind === 'repeat') {
      const waiting = accounts.find((account) => account.id === decision.accountId);
      if (waiting) return { kind: 'repeat', account: fundingAccountView(waiting) };
    }
    if (decision.kind === 'sameAsActive' || decision.kind === 'pendingExists') return { kind: decision.kind };
    if (decision.kind !== 'create') continue;
    const bank = await getRoutingDirectoryEntry(input.routingNumber);
    const at = now.toISOString();
    const status = BankAccountStatus.PendingVerification;
    const account: FundingAccountRecord = {
      id: await nextId('bankAccount'),
      payorId: actor.payorId,
      status,
      isValidationRequired: false,
      bankName: bank?.bankName ?? null,
      routingNumber: input.routingNumber,
      accountNumberLast4: lastFour(input.bankAccountNumber),
      accountNumberHash: hash,
      // An ABA-routed account: US dollars.
      currencyId: Currency.USD,
      createdAt: at,
      createdByUserId: actor.userId,
      createdByName: actor.name,
      updatedAt: at,
      statusHistory: [{ status, isValidationRequired: false, at, actor: `user:${actor.userId}` }],
    };
    if (await createPendingFundingAccount(account)) return { kind: 'created', account: fundingAccountView(account) };
  }
  throw new Error(`Funding account of payor ${actor.payorId} kept changing during a submission`);
}

export type WithdrawalResult = { kind: 'withdrawn'; account: FundingAccountView } | { kind: 'notFound' | 'notPending' };

/** Withdraws the replacement waiting for review; withdrawing it again answers it as it is. */
export async function withdrawFundingAccount(
  actor: FundingActor,
  accountId: number,
  now = new Date(),
): Promise<WithdrawalResult> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const { accounts } = await readFunding(actor.payorId);
    const account = accounts.find((candidate) => candidate.id === accountId);
    if (!account) return { kind: 'notFound' };
    const decision = withdrawalDecision(factsOf(account));
    if (decision === 'alreadyWithdrawn') return { kind: 'withdrawn', account: fundingAccountView(account) };
    if (decision === 'notPending') return { kind: 'notPending' };
    const change = {
      status: retiredFundingStatus,
      isValidationRequired: false,
      at: now.toISOString(),
      actor: `user:${actor.userId}`,
    };
    const move = { accountId, expected: account.status, change };
    if (await moveFundingAccounts(actor.payorId, accountId, [move], { endsPending: true })) {
      return { kind: 'withdrawn', account: fundingAccountView(moved(account, change)) };
    }
  }
  throw new Error(`Funding account ${accountId} of payor ${actor.payorId} kept changing during a withdrawal`);
}

export class FundingAccountNotFound extends Error {}
export class FundingAccountReviewConflict extends Error {}

/**
 * LanePay's review of a replacement (the admin area's, later; locally `npm run bank-account:review
 * -- --payor`): approving makes it the account drafted and retires the one before, in one write;
 * declining leaves the active account as it was; verifying keeps it waiting for a final review. A
 * decision repeated changes nothing; a settled account is refused (InvalidBankAccountReview).
 */
export async function reviewFundingAccount(
  input: { payorId: number; accountId: number; decision: ReviewDecision; actor: string },
  now = new Date(),
): Promise<{ account: FundingAccountRecord; outcome: 'changed' | 'unchanged' }> {
  const { state, accounts } = await readFunding(input.payorId);
  const account = accounts.find((candidate) => candidate.id === input.accountId);
  if (!account) throw new FundingAccountNotFound(`Payor ${input.payorId} has no funding account ${input.accountId}`);
  const active = accounts.find((candidate) => candidate.id === state.active?.id) ?? null;
  const plan = fundingReviewPlan(account, active, input.decision);
  if (plan.kind === 'unchanged') return { account, outcome: 'unchanged' };
  const at = now.toISOString();
  const change = { ...plan.next, at, actor: input.actor };
  const reviewed = moved(account, change);
  const moves: FundingAccountMove[] = [{ accountId: account.id, expected: account.status, change }];
  if (plan.retires !== null) {
    const retirement = { status: retiredFundingStatus, isValidationRequired: false, at, actor: input.actor };
    moves.push({ accountId: plan.retires, expected: BankAccountStatus.Active, change: retirement });
  }
  const stateChange = {
    endsPending: plan.endsPending,
    ...(plan.activates ? { activate: fundingSnapshotOf(reviewed) } : {}),
  };
  if (!(await moveFundingAccounts(input.payorId, account.id, moves, stateChange))) {
    throw new FundingAccountReviewConflict(`Funding account ${account.id} changed during the review`);
  }
  logger.info('Funding account reviewed', {
    payorId: input.payorId,
    fundingAccountId: account.id,
    decision: input.decision,
    status: reviewed.status,
  });
  return { account: reviewed, outcome: 'changed' };
}
