import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '#functions/lib/aws-clients.ts';
import { keys } from '#functions/repositories/keys.ts';
import { tableName } from '#functions/repositories/table.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type {
  BankAccountList,
  BankAccountStatusView,
  BankAccountTypes,
  BankAccountValidation,
  BankAccountView,
  RoutingDirectoryEntry,
} from '#shared/schemas/payee-bank-accounts.ts';
import { ApiSession } from '../../support/api-session.ts';
import { achPayload, freshPayee } from './wallet-fixtures.ts';

let payee: Awaited<ReturnType<typeof freshPayee>>;
let otherCarrier: ApiSession;

beforeAll(async () => {
  payee = await freshPayee();
  otherCarrier = (await ApiSession.signIn('carrier@demo.test')).session;
});

const post = (session: ApiSession, path: string, json: unknown) =>
  session.request('core', path, { method: 'POST', json });

describe('GET /payee/bank_accounts/types', () => {
  it('lists every payment method with its per-country requirements', async () => {
    const response = await payee.session.request('core', corePaths.payeeBankAccountTypes);
    expect(response.status).toBe(200);
    const { bankAccountTypes } = (await response.json()) as BankAccountTypes;
    expect(bankAccountTypes).toHaveLength(19);
    const ach = bankAccountTypes.find((type) => type.id === 3);
    expect(ach?.name).toBe('ACH');
    expect(Object.keys(ach?.countryRequirements ?? {})).toEqual(['US']);
    expect(ach?.countryRequirements.US?.fields.map((f) => f.field)).toEqual([
      'routingNumber',
      'bankAccountNumber',
      'confirmBankAccountNumber',
      'factorCompanyId',
    ]);
    expect(bankAccountTypes.find((type) => type.id === 8)?.countryRequirements.CA?.currencyId).toBe(2);
    expect(bankAccountTypes.find((type) => type.id === 19)?.countryRequirements).toEqual({});
  });
});

describe('POST /payee/bank_accounts/validate', () => {
  it('answers field errors on exactly the named fields, without saving', async () => {
    const response = await post(payee.session, corePaths.payeeBankAccountValidate, {
      paymentMethodTypeId: 2,
      countryCode: 'US',
      routingNumber: '021000022',
      bankAccountNumber: '12',
      confirmBankAccountNumber: '13',
      intermediaryRoutingNumber: '999',
      address: { addr1: '', city: 'Dallas', state: 'ZZ', postalCode: 'abc' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiError;
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual({
      routingNumber: ['Invalid routing number'],
      bankAccountNumber: ['Must be at least 4 digits.'],
      confirmBankAccountNumber: ['Account numbers do not match.'],
      intermediaryRoutingNumber: ['Invalid routing number'],
      'address.addr1': ['Please type into this field.'],
      'address.state': ['Value does not match expected pattern'],
      'address.postalCode': ['Must be a valid postal code'],
    });
  });

  it('answers in the caller’s language', async () => {
    const response = await payee.session.request('core', corePaths.payeeBankAccountValidate, {
      method: 'POST',
      json: achPayload({ routingNumber: '123' }),
      headers: { 'accept-language': 'es' },
    });
    expect(((await response.json()) as ApiError).errors?.routingNumber).toEqual(['Número de ruta bancaria no válido']);
  });

  it('accepts a valid account and names its bank from the routing directory', async () => {
    const response = await post(payee.session, corePaths.payeeBankAccountValidate, achPayload());
    expect(response.status).toBe(200);
    const body = (await response.json()) as BankAccountValidation;
    expect(body).toMatchObject({ valid: true, bankName: 'JPMorgan Chase Bank, N.A.' });
    expect(body.destinationDescription).toMatch(/^ACH ••••\d{4}$/);
    const list = (await (await payee.session.request('core', corePaths.payeeBankAccounts)).json()) as BankAccountList;
    expect(list.bankAccounts).toEqual([]);
  });

  it('refuses a type that cannot be added in the country, and malformed bodies, with 400', async () => {
    const wrongCountry = await post(
      payee.session,
      corePaths.payeeBankAccountValidate,
      achPayload({ countryCode: 'CA' }),
    );
    expect(wrongCountry.status).toBe(400);
    expect(((await wrongCountry.json()) as ApiError).errors).toHaveProperty('paymentMethodTypeId');
    const notJson = await payee.session.request('core', corePaths.payeeBankAccountValidate, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"paymentMethodTypeId":',
    });
    expect(notJson.status).toBe(400);
    const wrongTypes = await post(payee.session, corePaths.payeeBankAccountValidate, {
      paymentMethodTypeId: 'ach',
      countryCode: 'MX',
      address: 'nowhere',
    });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(((await wrongTypes.json()) as ApiError).errors ?? {}).sort()).toEqual([
      'address',
      'countryCode',
      'paymentMethodTypeId',
    ]);
  });
});

describe('POST /payee/bank_accounts', () => {
  it('adds an account pending verification, keeping only the last four digits and a keyed hash', async () => {
    const payload = achPayload({ accountName: 'Fuel card account' });
    const response = await post(payee.session, corePaths.payeeBankAccounts, payload);
    expect(response.status).toBe(201);
    const account = (await response.json()) as BankAccountView;
    expect(account).toMatchObject({
      accountName: 'Fuel card account',
      status: { id: BankAccountStatus.PendingVerification, name: 'PendingVerification' },
      isValidationRequired: false,
      isPending: true,
      routingNumber: '021000021',
      bankName: 'JPMorgan Chase Bank, N.A.',
      accountNumberLast4: payload.bankAccountNumber.slice(-4),
      currencyId: 1,
      paymentMethodType: { id: 3, name: 'ACH' },
    });
    expect(JSON.stringify(account)).not.toContain(payload.bankAccountNumber);

    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.bankAccount(payee.company.id, account.id) }),
    );
    expect(Item?.accountNumberHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(Item)).not.toContain(payload.bankAccountNumber);
    expect(Item?.statusHistory).toHaveLength(1);

    // The current user carries the wallet in brief, so the poller can compare statuses.
    const me = (await (await payee.session.request('core', corePaths.currentUser)).json()) as CurrentUser;
    expect(me.company.bankAccounts).toContainEqual({
      id: account.id,
      status: { id: BankAccountStatus.PendingVerification },
      isValidationRequired: false,
      destinationDescription: account.destinationDescription,
    });

    const list = (await (await payee.session.request('core', corePaths.payeeBankAccounts)).json()) as BankAccountList;
    expect(list.bankAccounts.map((a) => a.id)).toContain(account.id);

    const status = await payee.session.request('core', fillPath(corePaths.payeeBankAccountStatus, { id: account.id }));
    expect(status.status).toBe(200);
    expect((await status.json()) as BankAccountStatusView).toEqual({
      id: account.id,
      status: { id: BankAccountStatus.PendingVerification, name: 'PendingVerification' },
      isValidationRequired: false,
      destinationDescription: account.destinationDescription,
      accountName: 'Fuel card account',
    });
  });

  it('cannot add the same account twice: a repeated request adds nothing', async () => {
    const payload = achPayload();
    expect((await post(payee.session, corePaths.payeeBankAccounts, payload)).status).toBe(201);
    const again = await post(payee.session, corePaths.payeeBankAccounts, payload);
    expect(again.status).toBe(400);
    expect(((await again.json()) as ApiError).errors).toEqual({
      bankAccountNumber: ['This account is already in your wallet.'],
    });
    const validate = await post(payee.session, corePaths.payeeBankAccountValidate, payload);
    expect(validate.status).toBe(400);
    const list = (await (await payee.session.request('core', corePaths.payeeBankAccounts)).json()) as BankAccountList;
    const last4 = payload.bankAccountNumber.slice(-4);
    expect(list.bankAccounts.filter((a) => a.accountNumberLast4 === last4)).toHaveLength(1);
    // Another payee may hold the same account (staff see the match); it is not refused.
    expect((await post(otherCarrier, corePaths.payeeBankAccountValidate, payload)).status).toBe(200);
  });

  it('mails checks to an address and refuses the same address twice', async () => {
    const check = {
      paymentMethodTypeId: 1,
      countryCode: 'US',
      address: { addr1: `${Date.now()} Elm St`, addr2: '', city: 'Fort Worth', state: 'tx', postalCode: '76102' },
    };
    const response = await post(payee.session, corePaths.payeeBankAccounts, check);
    expect(response.status).toBe(201);
    const account = (await response.json()) as BankAccountView;
    expect(account.destinationDescription).toBe('Check · Fort Worth, TX');
    expect(account.address?.state).toBe('TX');
    expect(account.accountNumberLast4).toBeNull();
    const again = await post(payee.session, corePaths.payeeBankAccounts, check);
    expect(((await again.json()) as ApiError).errors).toEqual({
      'address.addr1': ['This account is already in your wallet.'],
    });
  });

  it('checks a factoring company named on the account', async () => {
    const response = await post(payee.session, corePaths.payeeBankAccounts, achPayload({ factorCompanyId: 2001 }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).errors).toEqual({
      factorCompanyId: ['A valid factoring company must be selected.'],
    });
    expect((await post(payee.session, corePaths.payeeBankAccounts, achPayload({ factorCompanyId: 3001 }))).status).toBe(
      201,
    );
  });

  it('needs the CSRF header', async () => {
    const response = await payee.session.request('core', corePaths.payeeBankAccounts, {
      method: 'POST',
      json: achPayload(),
      headers: { 'x-csrf-token': 'wrong' },
    });
    expect(response.status).toBe(403);
  });
});

describe('another carrier’s accounts and other company types', () => {
  it('answers 404 and no data for another payee’s account id', async () => {
    const created = (await (
      await post(payee.session, corePaths.payeeBankAccounts, achPayload())
    ).json()) as BankAccountView;
    const response = await otherCarrier.request('core', fillPath(corePaths.payeeBankAccountStatus, { id: created.id }));
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain(created.destinationDescription);
    const list = (await (await otherCarrier.request('core', corePaths.payeeBankAccounts)).json()) as BankAccountList;
    expect(list.bankAccounts.map((a) => a.id)).not.toContain(created.id);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await payee.session.request('core', '/payee/bank_accounts/abc/status')).status).toBe(400);
    expect(
      (await payee.session.request('core', fillPath(corePaths.payeeBankAccountStatus, { id: 99999999 }))).status,
    ).toBe(404);
  });

  it('refuses payor sessions with 403', async () => {
    const { session } = await ApiSession.signIn('broker@demo.test');
    expect((await session.request('core', corePaths.payeeBankAccounts)).status).toBe(403);
    expect((await post(session, corePaths.payeeBankAccounts, achPayload())).status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await new ApiSession().request('core', corePaths.payeeBankAccounts)).status).toBe(401);
  });
});

describe('GET /payee/bank_accounts/aba/{id}', () => {
  it('finds a routing number in the routing directory', async () => {
    const response = await payee.session.request('core', fillPath(corePaths.payeeBankAccountAba, { id: '111000025' }));
    expect(response.status).toBe(200);
    expect((await response.json()) as RoutingDirectoryEntry).toEqual({
      routingNumber: '111000025',
      bankName: 'Federal Reserve Bank of Dallas',
      city: 'Dallas',
      state: 'TX',
    });
  });

  it('answers 404 for an unlisted number and 400 for one that is not nine digits', async () => {
    expect(
      (await payee.session.request('core', fillPath(corePaths.payeeBankAccountAba, { id: '123456780' }))).status,
    ).toBe(404);
    const bad = await payee.session.request('core', fillPath(corePaths.payeeBankAccountAba, { id: '12345' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiError).errors).toEqual({ id: ['Invalid routing number'] });
  });
});
