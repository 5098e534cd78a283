import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { type ReviewDecision, reviewOutcome } from '../domain/bank-accounts/review.ts';
import { assertInvoiceMove } from '../domain/invoices/status-transitions.ts';
import { logger } from '../lib/logger.ts';
import { type BankAccountRecord, getBankAccount, saveBankAccountStatus } from '../repositories/bank-accounts.ts';
import { type InvoiceRecord, listPayeeInvoices, saveInvoice } from '../repositories/invoices.ts';
import { syncCompanyBankAccounts } from './bank-account-summary.ts';

export class BankAccountNotFound extends Error {}
export class BankAccountReviewConflict extends Error {}

export type ReviewResult = {
  account: BankAccountRecord;
  outcome: 'changed' | 'unchanged';
  /** MissingBank invoices returned to Approved because the account became active. */
  invoicesReleased: number;
};

/**
 * Applies a review decision to a pending account (approve → Active, decline → Rejected, verify →
 * PendingFinalReview with isValidationRequired; domain/bank-accounts/review.ts), records who and
 * when, refreshes the wallet summary members see, and, once an account is active, returns the
 * payee's MissingBank invoices in its currency to Approved so the next payout run pays them.
 * Repeating a decision changes nothing but still releases invoices left behind.
 */
export async function reviewBankAccount(
  input: { payeeId: number; bankAccountId: number; decision: ReviewDecision; actor: string },
  now = new Date(),
): Promise<ReviewResult> {
  const current = await getBankAccount(input.payeeId, input.bankAccountId);
  if (!current) throw new BankAccountNotFound(`Payee ${input.payeeId} has no bank account ${input.bankAccountId}`);
  const next = reviewOutcome(current, input.decision);
  let account = current;
  if (next !== 'unchanged') {
    const change = { ...next, at: now.toISOString(), actor: input.actor };
    if (!(await saveBankAccountStatus(current.payeeId, current.id, current.status, change))) {
      throw new BankAccountReviewConflict(`Bank account ${current.id} changed during the review`);
    }
    account = {
      ...current,
      ...next,
      updatedAt: change.at,
      statusHistory: [...(current.statusHistory ?? []), change],
    };
    await syncCompanyBankAccounts(current.payeeId);
  }
  const invoicesReleased =
    account.status === BankAccountStatus.Active ? await releaseMissingBankInvoices(account, now) : 0;
  logger.info('Bank account reviewed', {
    payeeId: account.payeeId,
    bankAccountId: account.id,
    decision: input.decision,
    status: account.status,
    invoicesReleased,
  });
  return { account, outcome: next === 'unchanged' ? 'unchanged' : 'changed', invoicesReleased };
}

const everDate = { from: '0000-01-01', to: '9999-12-31' };
const pageSize = 200;

/**
 * Moves the payee's MissingBank invoices in the account's currency back to Approved (an explicit,
 * recorded transition). Each save checks the invoice's version, so an invoice changed meanwhile is
 * left for the next release; released invoices leave the MissingBank index, so rounds progress.
 */
export async function releaseMissingBankInvoices(
  account: Pick<BankAccountRecord, 'payeeId' | 'currencyId'>,
  now = new Date(),
): Promise<number> {
  const today = calendarDateIn(now);
  let released = 0;
  for (let round = 0; round < 10; round++) {
    const page = await listPayeeInvoices({
      payeeId: account.payeeId,
      statuses: [InvoiceStatus.MissingBank],
      uploadedFrom: everDate.from,
      uploadedTo: everDate.to,
      limit: pageSize,
    });
    const payable = page.invoices.filter((invoice) => invoice.currencyId === account.currencyId);
    let releasedThisRound = 0;
    for (const invoice of payable) {
      if (await saveInvoice(approvedAgain(invoice, now, today), invoice.version, invoice)) releasedThisRound++;
    }
    released += releasedThisRound;
    if (!page.hasMore || releasedThisRound === 0) break;
  }
  return released;
}

/** The invoice approved again: the portal (not a person) moves it, so the history names no user. */
function approvedAgain(invoice: InvoiceRecord, now: Date, today: string): InvoiceRecord {
  assertInvoiceMove(invoice.status, InvoiceStatus.Approved);
  return {
    ...invoice,
    status: InvoiceStatus.Approved,
    dates: { ...invoice.dates, statusChange: today },
    statusHistory: [
      ...invoice.statusHistory,
      {
        status: InvoiceStatus.Approved,
        at: now.toISOString(),
        actor: 'system',
        byUserId: null,
        byName: null,
        byCompanyName: null,
      },
    ],
  };
}
