import { randomUUID } from 'node:crypto';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { Country } from '#shared/enums/country.ts';
import { Currency } from '#shared/enums/currency.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { BankAccountView, LoadPayCodeSent } from '#shared/schemas/payee-bank-accounts.ts';
import { lastFour } from '../domain/bank-accounts/account-hash.ts';
import {
  linkDecision,
  loadPayAccountHash,
  loadPayCodeLifetimeMs,
  loadPayCodeMaxAttempts,
  loadPayCodeScope,
  loadPayDescription,
  loadPayMethodType,
  maskEmail,
  normaliseLoadPayEmail,
} from '../domain/bank-accounts/loadpay.ts';
import {
  type CodeVerdict,
  checkCode,
  generateCode,
  hashCode,
  maxSendsPerWindow,
  newSalt,
  nextSendWindow,
  sendAllowed,
  sendWindowMs,
} from '../domain/one-time-codes.ts';
import { HttpError } from '../lib/http/errors.ts';
import { logger } from '../lib/logger.ts';
import {
  type BankAccountRecord,
  createBankAccount,
  getBankAccount,
  listBankAccountHashHolders,
} from '../repositories/bank-accounts.ts';
import { nextId } from '../repositories/counters.ts';
import {
  getLoadPayLinkCode,
  type LoadPayLinkCodeRecord,
  replaceLoadPayLinkCode,
  spendLoadPayCodeAttempt,
  spendLoadPayCodeStep,
} from '../repositories/loadpay-link-codes.ts';
import { takeSend } from '../repositories/send-throttle.ts';
import { bankAccountHashKey } from './bank-account-hash-key.ts';
import { syncCompanyBankAccounts } from './bank-account-summary.ts';
import { bankAccountView } from './bank-account-wallet.ts';
import { sendMessage } from './messages.ts';

/** Who is linking: the signed-in payee (company), the user, their language and the time. */
export type LoadPayActor = { payeeId: number; companyName: string; userId: number; t: Translate; now: Date };

export type LoadPayAccountInput = { email: string; accountNumber: string };

/**
 * A refusal the link page shows: the seeds' 'There was an error linking your LoadPay account.' as
 * the message, and why on the field it concerns.
 */
function linkRefusal(
  t: Translate,
  field: 'email' | 'accountNumber' | 'verificationCode',
  key: string,
  params?: Record<string, unknown>,
  status: 400 | 429 = 400,
): HttpError {
  const code =
    status === 429 || key === 'wallet.loadPay.noAttemptsRemaining'
      ? ErrorCode.TooManyAttempts
      : ErrorCode.ValidationFailed;
  return new HttpError(status, code, 'wallet.loadPay.linkFailed', { [field]: [t(key, params)] });
}

const codeMinutes = loadPayCodeLifetimeMs / 60_000;

/**
 * `POST bank_accounts/loadpay/code`: sends a six-digit code to the LoadPay email through the
 * outbox, for this email and account number together. Only the code's salted hash is kept; a new
 * code replaces the previous one. Sends are limited per payee and per email (5 per 15 minutes).
 * An account another carrier has linked is refused before anything is sent.
 */
export async function sendLoadPayCode(actor: LoadPayActor, input: LoadPayAccountInput): Promise<LoadPayCodeSent> {
  const { t } = actor;
  const email = normaliseLoadPayEmail(input.email);
  const accountHash = loadPayAccountHash(bankAccountHashKey(), input.accountNumber);
  const decision = linkDecision(actor.payeeId, await listBankAccountHashHolders(accountHash));
  if (decision.kind === 'refused') throw linkRefusal(t, 'accountNumber', 'wallet.loadPay.linkedElsewhere');

  const previous = await getLoadPayLinkCode(actor.payeeId);
  if (!sendAllowed(previous, actor.now) || !(await takeSend(`loadpay:${email}`, maxSendsPerWindow, sendWindowMs))) {
    throw linkRefusal(t, 'email', 'wallet.loadPay.tooManyCodes', undefined, 429);
  }
  const code = generateCode();
  const salt = newSalt();
  const record: LoadPayLinkCodeRecord = {
    payeeId: actor.payeeId,
    nonce: randomUUID(),
    email,
    accountHash,
    salt,
    codeHash: hashCode(code, salt, loadPayCodeScope({ payeeId: actor.payeeId, email, accountHash })),
    createdAt: actor.now.toISOString(),
    sentByUserId: actor.userId,
    validUntil: new Date(actor.now.getTime() + loadPayCodeLifetimeMs).toISOString(),
    attemptsRemaining: loadPayCodeMaxAttempts,
    usedAt: null,
    ...nextSendWindow(previous, actor.now),
  };
  // Stored before it is sent, so every code that reaches the carrier can be checked.
  if (!(await replaceLoadPayLinkCode(record, previous?.nonce ?? null))) {
    throw linkRefusal(t, 'email', 'wallet.loadPay.tooManyCodes', undefined, 429);
  }
  await sendMessage({
    channel: 'email',
    to: email,
    subject: t('wallet.loadPay.email.subject'),
    body: t('wallet.loadPay.email.body', {
      code,
      last4: lastFour(input.accountNumber),
      company: actor.companyName,
      minutes: codeMinutes,
    }),
  });
  logger.info('LoadPay link code sent', { payeeId: actor.payeeId });
  return { sentTo: maskEmail(email), expiresAt: record.validUntil, attemptsRemaining: record.attemptsRemaining };
}

/** The answer to a code that does not prove the account; a wrong one spends an attempt first. */
async function refuseCode(
  actor: LoadPayActor,
  verdict: Exclude<CodeVerdict, { ok: true }>,
  stored: LoadPayLinkCodeRecord | null,
): Promise<never> {
  const refuse = (key: string, params?: Record<string, unknown>) => {
    throw linkRefusal(actor.t, 'verificationCode', key, params);
  };
  switch (verdict.reason) {
    case 'notSent':
      return refuse('wallet.loadPay.codeNotSent');
    case 'used':
      return refuse('wallet.loadPay.codeUsed');
    case 'expired':
      return refuse('wallet.loadPay.codeExpired');
    case 'noAttempts':
      return refuse('wallet.loadPay.noAttemptsRemaining');
    case 'mismatch': {
      const left = stored ? await spendLoadPayCodeAttempt(stored.payeeId, stored.nonce) : null;
      if (left === null || left <= 0) return refuse('wallet.loadPay.noAttemptsRemaining');
      return refuse('wallet.loadPay.codeMismatch', { count: left });
    }
  }
}

/** The code's verdict for this email and account (a code sent for other details is 'notSent'). */
function verdictOf(
  stored: LoadPayLinkCodeRecord | null,
  entered: string,
  context: { payeeId: number; email: string; accountHash: string },
  now: Date,
): CodeVerdict {
  if (!stored || stored.email !== context.email || stored.accountHash !== context.accountHash) {
    return { ok: false, reason: 'notSent' };
  }
  return checkCode(stored, entered, loadPayCodeScope(context), now);
}

export type LinkOutcome = { account: BankAccountView; created: boolean };

async function existingAccount(payeeId: number, bankAccountId: number): Promise<LinkOutcome | null> {
  const account = await getBankAccount(payeeId, bankAccountId);
  return account ? { account: bankAccountView(account), created: false } : null;
}

/**
 * `POST bank_accounts/loadpay`: links the LoadPay account the code proved to the payee's wallet as
 * an account of method type 19, pending review like every new account (`npm run
 * bank-account:review` approves it locally). The account, its hash holder and the spending of the
 * code are one transaction. Idempotent: when the payee already has this LoadPay account the same
 * wallet account comes back (`created: false`) and nothing is written; another carrier's is refused.
 */
export async function linkLoadPayAccount(
  actor: LoadPayActor,
  input: LoadPayAccountInput & { verificationCode: string; accountName?: string | undefined },
): Promise<LinkOutcome> {
  const { t, payeeId } = actor;
  const email = normaliseLoadPayEmail(input.email);
  const accountHash = loadPayAccountHash(bankAccountHashKey(), input.accountNumber);
  const decide = async () => linkDecision(payeeId, await listBankAccountHashHolders(accountHash));

  const decision = await decide();
  if (decision.kind === 'existing') {
    const existing = await existingAccount(payeeId, decision.bankAccountId);
    if (existing) return existing;
  }
  if (decision.kind === 'refused') throw linkRefusal(t, 'accountNumber', 'wallet.loadPay.linkedElsewhere');

  const context = { payeeId, email, accountHash };
  const stored = await getLoadPayLinkCode(payeeId);
  const verdict = verdictOf(stored, input.verificationCode, context, actor.now);
  if (!verdict.ok || !stored) return refuseCode(actor, verdict.ok ? { ok: false, reason: 'notSent' } : verdict, stored);

  const at = actor.now.toISOString();
  const description = loadPayDescription(input.accountNumber);
  const record: BankAccountRecord & { accountNumberHash: string } = {
    id: await nextId('bankAccount'),
    payeeId,
    methodType: loadPayMethodType,
    name: input.accountName?.trim() || description,
    currencyId: Currency.USD,
    countryCode: Country.UnitedStates,
    routingNumber: null,
    bankName: 'LoadPay',
    accountNumberLast4: lastFour(input.accountNumber),
    accountNumberHash: accountHash,
    intermediaryRoutingNumber: null,
    address: null,
    factorCompanyId: null,
    loadPayEmail: email,
    status: BankAccountStatus.PendingVerification,
    isValidationRequired: false,
    destinationDescription: description,
    createdAt: at,
    updatedAt: at,
    createdByUserId: actor.userId,
    statusHistory: [
      { status: BankAccountStatus.PendingVerification, isValidationRequired: false, at, actor: `user:${actor.userId}` },
    ],
  };
  const outcome = await createBankAccount(record, [spendLoadPayCodeStep({ payeeId, nonce: stored.nonce, at })]);
  if (outcome === 'created') {
    await syncCompanyBankAccounts(payeeId);
    logger.info('LoadPay account linked', { payeeId, bankAccountId: record.id });
    return { account: bankAccountView(record), created: true };
  }

  // Nothing was written: a concurrent link won (same account back), another carrier linked it
  // meanwhile, or the code was spent, replaced or ran out in between.
  const after = await decide();
  if (after.kind === 'existing') {
    const existing = await existingAccount(payeeId, after.bankAccountId);
    if (existing) return existing;
  }
  if (after.kind === 'refused') throw linkRefusal(t, 'accountNumber', 'wallet.loadPay.linkedElsewhere');
  const again = await getLoadPayLinkCode(payeeId);
  const verdictAgain = verdictOf(again, input.verificationCode, context, new Date());
  // The code was right a moment ago: a mismatch now means it was replaced, which spends nothing.
  if (!verdictAgain.ok && verdictAgain.reason !== 'mismatch') return refuseCode(actor, verdictAgain, again);
  throw linkRefusal(t, 'verificationCode', 'wallet.loadPay.codeUsed');
}
