import { describe, expect, it } from 'vitest';
import { bankAccountHash } from '#functions/domain/bank-accounts/account-hash.ts';
import { InvalidBankAccountReview } from '#functions/domain/bank-accounts/review.ts';
import { getDraft } from '#functions/repositories/drafts.ts';
import { putActiveFundingAccountIfAbsent, readFunding } from '#functions/repositories/funding-accounts.ts';
import { listPayorPayments } from '#functions/repositories/payments.ts';
import { reviewFundingAccount } from '#functions/services/payor-funding-accounts.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { Currency } from '#shared/enums/currency.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { PayorPaymentDetails } from '#shared/schemas/payor-payments.ts';
import type { FundingAccounts, FundingAccountView } from '#shared/schemas/payor-profile.ts';
import { ApiSession } from '../../support/api-session.ts';
import { dueInvoice, moneyWorld } from '../payor-money/money-fixtures.ts';
import { json, profileWorld } from './profile-fixtures.ts';

const day = 86_400_000;
/** Routing numbers of the demo routing directory (Chase Dallas, PNC) and one that passes the checksum only. */
const chase = '111000614';
const pnc = '043000096';
const unlisted = '123456780';

const account = (accountNumber: string, routingNumber = chase) => ({
  routingNumber,
  bankAccountNumber: accountNumber,
  confirmBankAccountNumber: accountNumber,
});

const list = async (session: ApiSession) =>
  json<FundingAccounts>(await session.request('core', corePaths.payorFundingAccounts));
const submit = (session: ApiSession, body: unknown) =>
  session.request('core', corePaths.payorFundingAccounts, { method: 'POST', json: body });
const withdraw = (session: ApiSession, id: number) =>
  session.request('core', fillPath(corePaths.payorFundingAccount, { id }), { method: 'DELETE' });

/** The account LanePay set up for a payor of a test, active. */
async function activeAccount(payorId: number, accountNumber = '11112222') {
  const at = new Date().toISOString();
  const id = payorId * 10;
  await putActiveFundingAccountIfAbsent({
    id,
    payorId,
    status: BankAccountStatus.Active,
    isValidationRequired: false,
    bankName: 'PNC Bank, N.A.',
    routingNumber: pnc,
    accountNumberLast4: accountNumber.slice(-4),
    accountNumberHash: bankAccountHash(String(process.env.BANK_ACCOUNT_HASH_KEY), pnc, accountNumber),
    currencyId: Currency.USD,
    createdAt: at,
    createdByUserId: null,
    createdByName: null,
    updatedAt: at,
    statusHistory: [{ status: BankAccountStatus.Active, isValidationRequired: false, at, actor: 'test' }],
  });
  return id;
}

describe('the payor’s funding account', () => {
  it('shows the demo broker’s account masked: bank, routing number, last four', async () => {
    const { session } = await ApiSession.signIn('broker@demo.test');
    const accounts = await list(session);
    expect(accounts.active).toMatchObject({
      status: { id: BankAccountStatus.Active, name: 'Active' },
      isPending: false,
      bankName: 'Wells Fargo Bank, N.A.',
      routingNumber: '111900659',
      accountNumberLast4: '0031',
      currencyId: Currency.USD,
      submittedByName: null,
    });
    expect(JSON.stringify(accounts)).not.toContain('4417000031');
  });

  it('takes a replacement for review, keeps only its last four and hash, and answers a repeat with the same one', async () => {
    const world = await profileWorld();
    const activeId = await activeAccount(world.payor.id);
    const response = await submit(world.admin, account('000123456789'));
    expect(response.status).toBe(201);
    const pending = await json<FundingAccountView>(response);
    expect(pending).toMatchObject({
      status: { id: BankAccountStatus.PendingVerification, name: 'PendingVerification' },
      isPending: true,
      bankName: 'JPMorgan Chase Bank, N.A.',
      routingNumber: chase,
      accountNumberLast4: '6789',
      submittedByName: 'Test User',
    });
    const accounts = await list(world.reader);
    expect(accounts.active?.id).toBe(activeId);
    expect(accounts.pending).toEqual(pending);
    const stored = await readFunding(world.payor.id);
    expect(JSON.stringify(stored)).not.toContain('000123456789');

    const again = await submit(world.admin, account('000123456789'));
    expect(again.status).toBe(200);
    expect((await json<FundingAccountView>(again)).id).toBe(pending.id);
    const another = await submit(world.admin, account('99998888'));
    expect(another.status).toBe(409);
    expect((await json<ApiError>(another)).code).toBe('conflict');
  });

  it('refuses bad accounts with 400 and field errors, the account in use too, and anyone but a user admin', async () => {
    const world = await profileWorld();
    await activeAccount(world.payor.id, '55556666');
    for (const [body, field] of [
      [account('12345678', '111000615'), 'routingNumber'],
      [account('123'), 'bankAccountNumber'],
      [account('12345678901234567890'), 'bankAccountNumber'],
      [{ ...account('12345678'), confirmBankAccountNumber: '12345679' }, 'confirmBankAccountNumber'],
      [{ routingNumber: chase }, 'bankAccountNumber'],
      [account('55556666', pnc), 'bankAccountNumber'],
    ] as const) {
      const response = await submit(world.admin, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await json<ApiError>(response)).errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await submit(world.reader, account('12345678'))).status).toBe(403);
    expect((await list(world.admin)).pending).toBeNull();
  });

  it('makes one replacement of two sent at once', async () => {
    const world = await profileWorld();
    const same = await Promise.all([
      submit(world.admin, account('31313131')),
      submit(world.admin, account('31313131')),
    ]);
    expect(same.map((response) => response.status).sort()).toEqual([200, 201]);
    const [first, second] = await Promise.all(same.map((response) => json<FundingAccountView>(response)));
    expect(first?.id).toBe(second?.id);

    const other = await profileWorld();
    const different = await Promise.all([
      submit(other.admin, account('41414141')),
      submit(other.admin, account('51515151', unlisted)),
    ]);
    expect(different.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it('withdraws a replacement waiting for review, once; the account in use and another payor’s are not withdrawn', async () => {
    const world = await profileWorld();
    const activeId = await activeAccount(world.payor.id);
    const pending = await json<FundingAccountView>(await submit(world.admin, account('77778888')));
    expect((await withdraw(world.reader, pending.id)).status).toBe(403);
    const stranger = await profileWorld();
    expect((await withdraw(stranger.admin, pending.id)).status).toBe(404);

    const response = await withdraw(world.admin, pending.id);
    expect(response.status).toBe(200);
    expect(await json<FundingAccountView>(response)).toMatchObject({
      id: pending.id,
      status: { id: BankAccountStatus.InactivatedByPayor },
      isPending: false,
    });
    expect((await withdraw(world.admin, pending.id)).status).toBe(200);
    expect((await withdraw(world.admin, activeId)).status).toBe(409);
    expect((await withdraw(world.admin, 987_654_321)).status).toBe(404);
    const accounts = await list(world.admin);
    expect([accounts.active?.id, accounts.pending, accounts.previous.map((a) => a.id)]).toEqual([
      activeId,
      null,
      [pending.id],
    ]);
    // With nothing waiting, another replacement may be sent.
    expect((await submit(world.admin, account('77778888'))).status).toBe(201);
  });

  it('drafts the account in use until LanePay approves the replacement, then the replacement', async () => {
    const world = await moneyWorld({}, [Role.UserAdmin]);
    const activeId = await activeAccount(world.payor.id);
    const pending = await json<FundingAccountView>(await submit(world.broker, account('24682468')));
    await dueInvoice(world, { grossCents: 10_000, netCents: 10_000 });
    await runPayouts();
    const [paid] = await listPayorPayments({ payorId: world.payor.id });
    expect((await getDraft(String(paid?.draftId)))?.fundingAccount).toMatchObject({ id: activeId });
    const details = await json<PayorPaymentDetails>(
      await world.broker.request('core', fillPath(corePaths.payorPayment, { id: String(paid?.id) })),
    );
    expect(details.draft?.fundingAccount).toEqual({
      id: activeId,
      bankName: 'PNC Bank, N.A.',
      routingNumber: pnc,
      accountNumberLast4: '2222',
    });

    const review = { payorId: world.payor.id, accountId: pending.id, actor: 'test-review' } as const;
    expect((await reviewFundingAccount({ ...review, decision: 'approve' })).outcome).toBe('changed');
    expect((await reviewFundingAccount({ ...review, decision: 'approve' })).outcome).toBe('unchanged');
    await expect(reviewFundingAccount({ ...review, decision: 'decline' })).rejects.toThrow(InvalidBankAccountReview);
    const accounts = await list(world.broker);
    expect(accounts.active).toMatchObject({ id: pending.id, status: { id: BankAccountStatus.Active } });
    expect(accounts.pending).toBeNull();
    expect(accounts.previous).toMatchObject([{ id: activeId, status: { id: BankAccountStatus.InactivatedByPayor } }]);

    await dueInvoice(world, { grossCents: 20_000, netCents: 20_000 });
    await runPayouts(new Date(Date.now() + day));
    const drafts = new Set((await listPayorPayments({ payorId: world.payor.id })).map((p) => p.draftId));
    const recorded = await Promise.all([...drafts].map(async (id) => (await getDraft(String(id)))?.fundingAccount?.id));
    expect(recorded.sort()).toEqual([activeId, pending.id].sort());
  });

  it('leaves the account in use when LanePay declines the replacement', async () => {
    const world = await profileWorld();
    const activeId = await activeAccount(world.payor.id);
    const pending = await json<FundingAccountView>(await submit(world.admin, account('13571357')));
    const review = { payorId: world.payor.id, accountId: pending.id, actor: 'test-review' } as const;
    expect((await reviewFundingAccount({ ...review, decision: 'verify' })).account.status).toBe(
      BankAccountStatus.PendingFinalReview,
    );
    expect((await list(world.admin)).pending?.status.id).toBe(BankAccountStatus.PendingFinalReview);
    await reviewFundingAccount({ ...review, decision: 'decline' });
    const accounts = await list(world.admin);
    expect(accounts.active?.id).toBe(activeId);
    expect(accounts.pending).toBeNull();
    expect(accounts.previous).toMatchObject([{ id: pending.id, status: { id: BankAccountStatus.Rejected } }]);
  });
});
