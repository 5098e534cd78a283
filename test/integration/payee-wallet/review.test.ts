import { describe, expect, it } from 'vitest';
import { InvalidBankAccountReview } from '#functions/domain/bank-accounts/review.ts';
import { getInvoice } from '#functions/repositories/invoices.ts';
import { BankAccountNotFound, reviewBankAccount } from '#functions/services/bank-account-review.ts';
import { corePaths } from '#shared/api/paths.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { BankAccountView } from '#shared/schemas/payee-bank-accounts.ts';
import { achPayload, freshPayee, missingBankInvoice } from './wallet-fixtures.ts';

async function payeeWithPendingAccount() {
  const payee = await freshPayee();
  const response = await payee.session.request('core', corePaths.payeeBankAccounts, {
    method: 'POST',
    json: achPayload(),
  });
  const account = (await response.json()) as BankAccountView;
  return { ...payee, account };
}

const currentUser = async (payee: Awaited<ReturnType<typeof freshPayee>>) =>
  (await (await payee.session.request('core', corePaths.currentUser)).json()) as CurrentUser;

describe('bank account review (the local command’s service)', () => {
  it('approves a pending account and returns MissingBank invoices in its currency to Approved', async () => {
    const payee = await payeeWithPendingAccount();
    const usd = await missingBankInvoice(payee.company.id, Currency.USD);
    const cad = await missingBankInvoice(payee.company.id, Currency.CAD);
    const result = await reviewBankAccount({
      payeeId: payee.company.id,
      bankAccountId: payee.account.id,
      decision: 'approve',
      actor: 'test',
    });
    expect(result).toMatchObject({ outcome: 'changed', invoicesReleased: 1 });
    expect(result.account.status).toBe(BankAccountStatus.Active);
    expect(result.account.statusHistory?.map((change) => change.status)).toEqual([
      BankAccountStatus.PendingVerification,
      BankAccountStatus.Active,
    ]);

    const released = await getInvoice(usd.id);
    expect(released?.status).toBe(InvoiceStatus.Approved);
    expect(released?.statusHistory.at(-1)).toMatchObject({ status: InvoiceStatus.Approved, actor: 'system' });
    expect(released?.version).toBe(usd.version + 1);
    expect((await getInvoice(cad.id))?.status).toBe(InvoiceStatus.MissingBank);

    // The user's company data follows, which is what the wallet's poller compares with.
    const me = await currentUser(payee);
    expect(me.company.bankAccounts.find((a) => a.id === payee.account.id)?.status.id).toBe(BankAccountStatus.Active);

    // Running the command again changes nothing.
    const again = await reviewBankAccount({
      payeeId: payee.company.id,
      bankAccountId: payee.account.id,
      decision: 'approve',
      actor: 'test',
    });
    expect(again).toMatchObject({ outcome: 'unchanged', invoicesReleased: 0 });
  });

  it('declines a pending account; a declined account cannot then be approved', async () => {
    const payee = await payeeWithPendingAccount();
    const invoice = await missingBankInvoice(payee.company.id);
    const input = { payeeId: payee.company.id, bankAccountId: payee.account.id, actor: 'test' };
    const result = await reviewBankAccount({ ...input, decision: 'decline' });
    expect(result.account.status).toBe(BankAccountStatus.Rejected);
    expect(result.invoicesReleased).toBe(0);
    expect((await getInvoice(invoice.id))?.status).toBe(InvoiceStatus.MissingBank);
    await expect(reviewBankAccount({ ...input, decision: 'approve' })).rejects.toBeInstanceOf(InvalidBankAccountReview);
  });

  it('asks for verification: pending final review with a verification call, then approval', async () => {
    const payee = await payeeWithPendingAccount();
    const input = { payeeId: payee.company.id, bankAccountId: payee.account.id, actor: 'test' };
    const verify = await reviewBankAccount({ ...input, decision: 'verify' });
    expect(verify.account).toMatchObject({ status: BankAccountStatus.PendingFinalReview, isValidationRequired: true });
    const me = await currentUser(payee);
    expect(me.company.bankAccounts.find((a) => a.id === payee.account.id)).toMatchObject({
      status: { id: BankAccountStatus.PendingFinalReview },
      isValidationRequired: true,
    });
    const approve = await reviewBankAccount({ ...input, decision: 'approve' });
    expect(approve.account).toMatchObject({ status: BankAccountStatus.Active, isValidationRequired: false });
  });

  it('knows only the payee’s own accounts', async () => {
    const payee = await payeeWithPendingAccount();
    await expect(
      reviewBankAccount({ payeeId: 1001, bankAccountId: payee.account.id, decision: 'approve', actor: 'test' }),
    ).rejects.toBeInstanceOf(BankAccountNotFound);
  });
});
