import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { coreApp } from '#functions/core/app.ts';
import { getBankAccount } from '#functions/repositories/bank-accounts.ts';
import { getLoadPayLinkCode } from '#functions/repositories/loadpay-link-codes.ts';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { reviewBankAccount } from '#functions/services/bank-account-review.ts';
import { apiRoots, corePaths, fillPath } from '#shared/api/paths.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { BankAccountList, BankAccountView, LoadPayCodeSent } from '#shared/schemas/payee-bank-accounts.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createCompany, createUserWithMfa } from '../../support/fixtures.ts';
import { freshPayee } from './wallet-fixtures.ts';

type Payee = Awaited<ReturnType<typeof freshPayee>>;

const linkFailed = 'There was an error linking your LoadPay account.';

/** A LoadPay email and a 12-digit account number nobody else uses. */
function loadPayAccount() {
  const tag = randomUUID().slice(0, 8);
  const accountNumber = `${Date.now()}`.slice(-8) + String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { email: `loadpay-${tag}@carrier.test`, accountNumber };
}

const post = (payee: { session: ApiSession }, path: string, json: unknown) =>
  payee.session.request('core', path, { method: 'POST', json });

/** The code in the newest LoadPay email to `email` (the outbox is what `npm start` prints). */
async function codeSentTo(email: string): Promise<string> {
  const messages = await listOutboxFor(email);
  const newest = messages.at(-1);
  expect(newest?.channel).toBe('email');
  expect(newest?.subject).toBe('Your LanePay code to link your LoadPay account');
  const code = newest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in ${newest?.body}`);
  return code;
}

async function sendCode(payee: Payee, account: { email: string; accountNumber: string }) {
  const response = await post(payee, corePaths.payeeLoadPayCode, account);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as LoadPayCodeSent;
}

async function error(response: Response, status = 400): Promise<ApiError> {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return JSON.parse(body) as ApiError;
}

describe('linking a LoadPay account (link-LoadPay-account)', () => {
  let payee: Payee;

  beforeAll(async () => {
    payee = await freshPayee();
  });

  it('emails a code, links the account pending review, and approval makes it active', async () => {
    const account = loadPayAccount();
    const sent = await sendCode(payee, account);
    expect(sent.sentTo).toBe(`l•••@carrier.test`);
    expect(sent.attemptsRemaining).toBe(5);
    expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    const code = await codeSentTo(account.email);
    // Only the code's salted hash is kept, and not the account number.
    const stored = JSON.stringify(await getLoadPayLinkCode(payee.company.id));
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(account.accountNumber);

    const response = await post(payee, corePaths.payeeLoadPayLink, { ...account, verificationCode: code });
    expect(response.status).toBe(201);
    const linked = (await response.json()) as BankAccountView;
    const last4 = account.accountNumber.slice(-4);
    expect(linked).toMatchObject({
      paymentMethodType: { id: PaymentMethodType.LoadPay, name: 'LoadPay' },
      status: { id: BankAccountStatus.PendingVerification, name: 'PendingVerification' },
      isPending: true,
      accountName: `LoadPay ••••${last4}`,
      destinationDescription: `LoadPay ••••${last4}`,
      accountNumberLast4: last4,
      bankName: 'LoadPay',
      currencyId: 1,
      countryCode: 'US',
      routingNumber: null,
    });
    const record = await getBankAccount(payee.company.id, linked.id);
    expect(JSON.stringify(record)).not.toContain(account.accountNumber);
    expect(record?.loadPayEmail).toBe(account.email);

    // In the wallet and in the current user's company data (which the status poller compares with).
    const wallet = (await (await payee.session.request('core', corePaths.payeeBankAccounts)).json()) as BankAccountList;
    expect(wallet.bankAccounts.map((a) => a.id)).toContain(linked.id);
    const me = (await (await payee.session.request('core', corePaths.currentUser)).json()) as CurrentUser;
    expect(me.company.bankAccounts.find((a) => a.id === linked.id)?.status.id).toBe(
      BankAccountStatus.PendingVerification,
    );

    // Reviewed like every account (the service behind `npm run bank-account:review`).
    await reviewBankAccount({
      payeeId: payee.company.id,
      bankAccountId: linked.id,
      decision: 'approve',
      actor: 'test',
    });
    const status = await payee.session.request('core', fillPath(corePaths.payeeBankAccountStatus, { id: linked.id }));
    expect(await status.json()).toMatchObject({ id: linked.id, status: { id: BankAccountStatus.Active } });
  });

  it('gives back the same wallet account when the same LoadPay account is linked twice', async () => {
    const account = loadPayAccount();
    await sendCode(payee, account);
    const code = await codeSentTo(account.email);
    const first = await post(payee, corePaths.payeeLoadPayLink, { ...account, verificationCode: code });
    expect(first.status).toBe(201);
    const linked = (await first.json()) as BankAccountView;

    // The same request again (a retry after a lost answer), and a later link with a new code.
    const again = await post(payee, corePaths.payeeLoadPayLink, { ...account, verificationCode: code });
    expect(again.status).toBe(200);
    expect(((await again.json()) as BankAccountView).id).toBe(linked.id);
    await sendCode(payee, { ...account, email: account.email.toUpperCase() });
    const later = await post(payee, corePaths.payeeLoadPayLink, {
      ...account,
      verificationCode: await codeSentTo(account.email),
    });
    expect(later.status).toBe(200);
    expect(((await later.json()) as BankAccountView).id).toBe(linked.id);

    // Two links of a new account at once: one links it, the other gets the same account.
    const racer = loadPayAccount();
    await sendCode(payee, racer);
    const racerCode = await codeSentTo(racer.email);
    const racing = await Promise.all(
      [1, 2].map(() => post(payee, corePaths.payeeLoadPayLink, { ...racer, verificationCode: racerCode })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 201]);
    const [one, two] = (await Promise.all(racing.map((r) => r.json()))) as BankAccountView[];
    expect(one?.id).toBe(two?.id);
    const wallet = (await (await payee.session.request('core', corePaths.payeeBankAccounts)).json()) as BankAccountList;
    for (const description of [linked.destinationDescription, one?.destinationDescription]) {
      expect(wallet.bankAccounts.filter((a) => a.destinationDescription === description)).toHaveLength(1);
    }
  });

  it('refuses a wrong code with the attempts left, then No attempts remaining, and links nothing', async () => {
    const fresh = await freshPayee();
    const account = loadPayAccount();
    await sendCode(fresh, account);
    const right = await codeSentTo(account.email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const body = await error(await post(fresh, corePaths.payeeLoadPayLink, { ...account, verificationCode: wrong }));
      expect(body).toMatchObject({
        message: linkFailed,
        code: 'validation_failed',
        errors: { verificationCode: [`That code is not correct. Attempts remaining: ${left}.`] },
      });
    }
    const last = await error(await post(fresh, corePaths.payeeLoadPayLink, { ...account, verificationCode: wrong }));
    expect(last).toMatchObject({
      message: linkFailed,
      code: 'too_many_attempts',
      errors: { verificationCode: ['No attempts remaining'] },
    });
    // Even the right code is refused now.
    const after = await error(await post(fresh, corePaths.payeeLoadPayLink, { ...account, verificationCode: right }));
    expect(after.errors).toEqual({ verificationCode: ['No attempts remaining'] });

    // A code sent for one account number proves nothing for another; no code at all is 'send one first'.
    await sendCode(fresh, account);
    const code = await codeSentTo(account.email);
    const other = await error(
      await post(fresh, corePaths.payeeLoadPayLink, {
        ...account,
        accountNumber: loadPayAccount().accountNumber,
        verificationCode: code,
      }),
    );
    expect(other.errors).toEqual({
      verificationCode: ['Send a code to this LoadPay email and account number first.'],
    });
    const wallet = (await (await fresh.session.request('core', corePaths.payeeBankAccounts)).json()) as BankAccountList;
    expect(wallet.bankAccounts).toEqual([]);
  });

  it('answers bad input with field errors, never 500', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { email: ['Required'], accountNumber: ['Please type into this field.'] }],
      [
        { email: 'not-an-email', accountNumber: '12ab' },
        { email: ['Invalid email'], accountNumber: ['Must be at least 10 digits.'] },
      ],
      [{ email: 'a@b.test', accountNumber: '1'.repeat(18) }, { accountNumber: ['Must be at most 17 characters.'] }],
    ];
    for (const [body, errors] of cases) {
      expect((await error(await post(payee, corePaths.payeeLoadPayCode, body))).errors).toEqual(errors);
    }
    const link = await error(
      await post(payee, corePaths.payeeLoadPayLink, { ...loadPayAccount(), verificationCode: '12' }),
    );
    expect(link.errors).toEqual({ verificationCode: ['Enter the 6-digit code'] });
    const malformed = await payee.session.request('core', corePaths.payeeLoadPayLink, {
      method: 'POST',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });

  it('keeps carriers apart: another carrier’s code, account and ids get it nothing', async () => {
    const other = await freshPayee();
    const account = loadPayAccount();
    await sendCode(payee, account);
    const code = await codeSentTo(account.email);

    // The other carrier cannot spend this carrier's code (codes are per carrier).
    const stolen = await error(await post(other, corePaths.payeeLoadPayLink, { ...account, verificationCode: code }));
    expect(stolen.errors).toEqual({
      verificationCode: ['Send a code to this LoadPay email and account number first.'],
    });
    const linked = (await (
      await post(payee, corePaths.payeeLoadPayLink, { ...account, verificationCode: code })
    ).json()) as BankAccountView;

    // A LoadPay account belongs to one carrier: the other can neither get a code for it nor link it.
    const refused = await error(await post(other, corePaths.payeeLoadPayCode, account));
    expect(refused).toMatchObject({
      message: linkFailed,
      errors: { accountNumber: ['This LoadPay account is linked to another company. Contact support if it is yours.'] },
    });
    expect(JSON.stringify(refused)).not.toContain(payee.company.name);

    // The linked account's id is another carrier's: 404 and no data.
    const status = await other.session.request('core', fillPath(corePaths.payeeBankAccountStatus, { id: linked.id }));
    expect(status.status).toBe(404);
    expect(await status.text()).not.toContain('LoadPay');
    const wallet = (await (await other.session.request('core', corePaths.payeeBankAccounts)).json()) as BankAccountList;
    expect(wallet.bankAccounts).toEqual([]);
  });

  it('is for the payee’s wallet users only: a driver gets 403, a payor 403, no session 401, no CSRF 403', async () => {
    const driver = (await ApiSession.signIn(await createUserWithMfa(payee.company, [Role.PayeeDriver]))).session;
    const account = loadPayAccount();
    expect((await driver.request('core', corePaths.payeeLoadPayCode, { method: 'POST', json: account })).status).toBe(
      403,
    );
    const payor = await createCompany(CompanyType.Payor);
    const payorSession = (await ApiSession.signIn(await createUserWithMfa(payor, [Role.UserAdmin]))).session;
    expect(
      (await payorSession.request('core', corePaths.payeeLoadPayCode, { method: 'POST', json: account })).status,
    ).toBe(403);
    const noCsrf = await payee.session.request('core', corePaths.payeeLoadPayCode, {
      method: 'POST',
      json: account,
      headers: { 'x-csrf-token': 'wrong' },
    });
    expect(noCsrf.status).toBe(403);
    for (const path of [corePaths.payeeLoadPayCode, corePaths.payeeLoadPayLink]) {
      const anonymous = await coreApp.request(`${apiRoots.core}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      expect(anonymous.status).toBe(401);
    }
    expect(await listOutboxFor(account.email)).toEqual([]);
  });
});
