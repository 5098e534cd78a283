import { BankAccountStatus, isPendingBankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import type {
  FactorBankAccountSubmission,
  FactorBankAccountView,
  FactorProfile,
} from '#shared/schemas/factor-profile.ts';
import { bankAccountHash, lastFour } from '../domain/bank-accounts/account-hash.ts';
import { bankAccountStatusName } from '../domain/bank-accounts/describe.ts';
import type { ReviewDecision } from '../domain/bank-accounts/review.ts';
import {
  type FactorAccountFacts,
  factorReviewPlan,
  factorSubmissionDecision,
  replacedFactorAccountStatus,
  submittedAccountCurrency,
} from '../domain/factor-area/bank-accounts.ts';
import { logger } from '../lib/logger.ts';
import { getRoutingDirectoryEntry } from '../repositories/bank-accounts.ts';
import { nextId } from '../repositories/counters.ts';
import type { FactorBankAccountRecord } from '../repositories/factor-of-record.ts';
import {
  createPendingFactorBankAccount,
  type FactorBankAccountMove,
  moveFactorBankAccounts,
  readFactorBankAccounts,
} from '../repositories/factor-profile.ts';
import { bankAccountHashKey } from './bank-account-hash-key.ts';

/** A factor's user administrator acting on its payout accounts. */
export type FactorActor = { factorId: number; userId: number; name: string };

/** How often a write that lost to a concurrent one reads again and decides again. */
const attempts = 3;

function accountView(account: FactorBankAccountRecord): FactorBankAccountView {
  return {
    id: account.id,
    name: account.name,
    status: { id: account.status, name: bankAccountStatusName(account.status) },
    isPending: isPendingBankAccountStatus(account.status),
    bankName: account.bankName ?? null,
    routingNumber: account.routingNumber,
    accountNumberLast4: account.accountNumberLast4,
    currencyId: account.currencyId,
    submittedAt: account.createdAt,
    submittedByName: account.createdByName ?? null,
    updatedAt: account.updatedAt ?? account.createdAt,
  };
}

function factsOf(account: FactorBankAccountRecord): FactorAccountFacts {
  return {
    id: account.id,
    status: account.status,
    // Accounts LanePay set up carry no hash: no submission is ever the same account as them.
    accountNumberHash: account.accountNumberHash ?? '',
    wasActive: account.status === BankAccountStatus.Active,
    currencyId: account.currencyId,
    idempotencyKey: account.idempotencyKey ?? null,
  };
}

/** The accounts paid into now, the one waiting for review, and earlier ones (newest first). */
export async function factorBankAccountsOf(factorId: number): Promise<FactorProfile['bankAccounts']> {
  const { accounts, pendingAccountId } = await readFactorBankAccounts(factorId);
  const newestFirst = [...accounts].sort((a, b) => b.id - a.id);
  return {
    active: newestFirst.filter((account) => account.status === BankAccountStatus.Active).map(accountView),
    pending: newestFirst.filter((account) => account.id === pendingAccountId).map(accountView)[0] ?? null,
    previous: newestFirst
      .filter((account) => account.status !== BankAccountStatus.Active && account.id !== pendingAccountId)
      .map(accountView),
  };
}

export type FactorSubmissionResult =
  | { kind: 'created' | 'repeat'; account: FactorBankAccountView }
  | { kind: 'sameAsActive' | 'pendingExists' };

/**
 * A new payout account (checked by the shared schema) waiting for LanePay's review; the active
 * account goes on being paid into until it is approved. Only the last four digits and the keyed hash
 * of the number are kept. The same request again (Idempotency-Key), or the same account while it
 * waits, answers it; another one while one waits, or the active account itself, is refused.
 */
export async function submitFactorBankAccount(
  actor: FactorActor,
  input: FactorBankAccountSubmission,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<FactorSubmissionResult> {
  const hash = bankAccountHash(bankAccountHashKey(), input.routingNumber, input.bankAccountNumber);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const { accounts } = await readFactorBankAccounts(actor.factorId);
    const decision = factorSubmissionDecision(accounts.map(factsOf), hash, idempotencyKey ?? null);
    if (decision.kind === 'repeat') {
      const made = accounts.find((account) => account.id === decision.accountId);
      if (made) return { kind: 'repeat', account: accountView(made) };
    }
    if (decision.kind === 'sameAsActive' || decision.kind === 'pendingExists') return { kind: decision.kind };
    if (decision.kind !== 'create') continue;
    const bank = await getRoutingDirectoryEntry(input.routingNumber);
    const at = now.toISOString();
    const status = BankAccountStatus.PendingVerification;
    const account: FactorBankAccountRecord = {
      id: await nextId('bankAccount'),
      factorId: actor.factorId,
      name: input.name,
      methodType: PaymentMethodType.Ach,
      currencyId: submittedAccountCurrency,
      routingNumber: input.routingNumber,
      accountNumberLast4: lastFour(input.bankAccountNumber),
      status,
      createdAt: at,
      bankName: bank?.bankName ?? null,
      accountNumberHash: hash,
      isValidationRequired: false,
      createdByUserId: actor.userId,
      createdByName: actor.name,
      idempotencyKey: idempotencyKey ?? null,
      updatedAt: at,
      statusHistory: [{ status, isValidationRequired: false, at, actor: `user:${actor.userId}` }],
    };
    if (await createPendingFactorBankAccount(account)) return { kind: 'created', account: accountView(account) };
  }
  throw new Error(`Bank accounts of factor ${actor.factorId} kept changing during a submission`);
}

export class FactorBankAccountNotFound extends Error {}
export class FactorBankAccountReviewConflict extends Error {}

/**
 * LanePay's review of a factor's account, the carriers' review decisions (locally `npm run
 * bank-account:review -- --factor`): approving makes it the account paid into and retires the one it
 * replaces, in one write; declining leaves the active account as it was; verifying keeps it waiting
 * for a final review. A decision repeated changes nothing; a settled account is refused.
 */
export async function reviewFactorBankAccount(
  input: { factorId: number; accountId: number; decision: ReviewDecision; actor: string },
  now = new Date(),
): Promise<{ account: FactorBankAccountView; outcome: 'changed' | 'unchanged' }> {
  const { accounts, pendingAccountId } = await readFactorBankAccounts(input.factorId);
  const account = accounts.find((candidate) => candidate.id === input.accountId);
  if (!account) throw new FactorBankAccountNotFound(`Factor ${input.factorId} has no bank account ${input.accountId}`);
  const plan = factorReviewPlan(
    { ...account, isValidationRequired: account.isValidationRequired ?? false },
    accounts,
    input.decision,
  );
  if (plan.kind === 'unchanged') return { account: accountView(account), outcome: 'unchanged' };
  const at = now.toISOString();
  const change = { ...plan.next, at, actor: input.actor };
  const moves: FactorBankAccountMove[] = [{ accountId: account.id, expected: account.status, change }];
  if (plan.retires !== null) {
    const retirement = { status: replacedFactorAccountStatus, isValidationRequired: false, at, actor: input.actor };
    moves.push({ accountId: plan.retires, expected: BankAccountStatus.Active, change: retirement });
  }
  // Only the account named as waiting is reviewed through the state; its id guards the write.
  if (
    pendingAccountId !== account.id ||
    !(await moveFactorBankAccounts(input.factorId, account.id, moves, plan.endsPending))
  ) {
    throw new FactorBankAccountReviewConflict(`Bank account ${account.id} changed during the review`);
  }
  logger.info('Factor bank account reviewed', {
    factorId: input.factorId,
    bankAccountId: account.id,
    decision: input.decision,
    status: change.status,
  });
  return {
    account: accountView({
      ...account,
      status: change.status,
      isValidationRequired: change.isValidationRequired,
      updatedAt: at,
    }),
    outcome: 'changed',
  };
}
