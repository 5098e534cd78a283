import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InvalidBankAccountReview } from '#functions/domain/bank-accounts/review.ts';
import { listFactorBankAccounts } from '#functions/repositories/factor-of-record.ts';
import { getFactorProfile, putFactorProfileIfAbsent } from '#functions/repositories/factor-profile.ts';
import { reviewFactorBankAccount } from '#functions/services/factor-bank-accounts.ts';
import { corePaths } from '#shared/api/paths.ts';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { etagHeader } from '#shared/constants/versions.ts';
import { BankAccountStatus } from '#shared/enums/bank-account-status.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { FactorBankAccountView, FactorProfile } from '#shared/schemas/factor-profile.ts';
import { ApiSession, ifMatch } from '../../support/api-session.ts';
import { createUserWithMfa } from '../../support/fixtures.ts';
import { factorWithAccount } from '../factor-of-record/noa-fixtures.ts';

/** Routing numbers of the demo routing directory (Chase Dallas) and one that passes the checksum only. */
const chase = '111000614';
const unlisted = '123456780';

const account = (accountNumber: string, routingNumber = chase, name = 'Receivables account') => ({
  name,
  routingNumber,
  bankAccountNumber: accountNumber,
  confirmBankAccountNumber: accountNumber,
});

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const profileOf = async (session: ApiSession) =>
  json<FactorProfile>(await session.request('core', corePaths.factorProfile));
const changeEmail = (session: ApiSession, remittanceEmail: unknown, version: number | null) =>
  session.request('core', corePaths.factorRemittanceEmail, {
    method: 'PUT',
    json: { remittanceEmail },
    headers: version === null ? {} : ifMatch(version),
  });
const details = {
  address: { line1: '  500 Commerce St ', line2: '', city: 'Fort Worth', state: 'TX', postalCode: '76102' },
  contact: { name: 'Rita Remit', email: 'rita@factor.test', phone: '(817) 555-0199' },
};
const changeDetails = (session: ApiSession, body: unknown, version: number | null, key: string = randomUUID()) =>
  session.request('core', corePaths.factorCompanyDetails, {
    method: 'PUT',
    json: body,
    headers: { ...(version === null ? {} : ifMatch(version)), [idempotencyKeyHeader]: key },
  });
const submit = (session: ApiSession, body: unknown, key: string = randomUUID()) =>
  session.request('core', corePaths.factorBankAccounts, {
    method: 'POST',
    json: body,
    headers: { [idempotencyKeyHeader]: key },
  });

/** A factor of its own with an active account LanePay set up, a UserAdmin and a user without it, signed in. */
async function factorWorld() {
  const { factor, accountId } = await factorWithAccount();
  const [adminEmail, readerEmail] = await Promise.all([
    createUserWithMfa(factor, [Role.UserAdmin]),
    createUserWithMfa(factor, []),
  ]);
  const [admin, reader] = await Promise.all([ApiSession.signIn(adminEmail), ApiSession.signIn(readerEmail)]);
  return { factor, accountId, admin: admin.session, reader: reader.session };
}

describe('the factor’s profile', () => {
  it('shows the company, its address and contact, the remittance email and the payout account masked', async () => {
    const world = await factorWorld();
    await putFactorProfileIfAbsent({
      factorId: world.factor.id,
      address: { line1: '1 Main St', line2: null, city: 'San Antonio', state: 'TX', postalCode: '78205' },
      contact: { name: 'Ana Ops', email: 'ops@factor.test', phone: '+12105550100' },
      remittanceEmail: 'remit@factor.test',
      version: 1,
      updatedAt: null,
      updatedByUserId: null,
    });
    const response = await world.reader.request('core', corePaths.factorProfile);
    expect(response.status).toBe(200);
    expect(response.headers.get(etagHeader)).toBe('"v1"');
    const profile = await json<FactorProfile>(response);
    expect(profile).toMatchObject({
      id: world.factor.id,
      name: world.factor.name,
      address: { city: 'San Antonio', state: 'TX' },
      contact: { name: 'Ana Ops' },
      remittanceEmail: 'remit@factor.test',
      version: 1,
      bankAccounts: { pending: null, previous: [] },
    });
    expect(profile.bankAccounts.active).toHaveLength(1);
    expect(profile.bankAccounts.active[0]).toMatchObject({
      id: world.accountId,
      status: { id: BankAccountStatus.Active, name: 'Active' },
      accountNumberLast4: '9876',
    });
  });

  it('answers only the factor area: a carrier, a payor and no session are refused', async () => {
    const carrier = await ApiSession.signIn('carrier@demo.test');
    const broker = await ApiSession.signIn('broker@demo.test');
    expect((await carrier.session.request('core', corePaths.factorProfile)).status).toBe(403);
    expect((await broker.session.request('core', corePaths.factorProfile)).status).toBe(403);
    expect((await submit(broker.session, account('44445555'))).status).toBe(403);
    expect((await new ApiSession().request('core', corePaths.factorProfile)).status).toBe(401);
  });
});

describe('the remittance email', () => {
  it('changes on the version read, answers a repeat without writing, and refuses a stale version', async () => {
    const { admin } = await factorWorld();
    const before = await profileOf(admin);
    expect(before).toMatchObject({ remittanceEmail: null, version: 0 });
    const changed = await changeEmail(admin, '  Remit@Example.test ', 0);
    expect(changed.status).toBe(200);
    expect(changed.headers.get(etagHeader)).toBe('"v1"');
    expect(await json<FactorProfile>(changed)).toMatchObject({ remittanceEmail: 'Remit@Example.test', version: 1 });
    // The same address again, on the old version: already there, nothing written.
    const repeat = await changeEmail(admin, 'remit@example.test', 0);
    expect(repeat.status).toBe(200);
    expect((await profileOf(admin)).version).toBe(1);
    // Another address on the old version: somebody changed it meanwhile.
    const stale = await changeEmail(admin, 'other@example.test', 0);
    expect(stale.status).toBe(409);
    expect((await json<ApiError>(stale)).code).toBe('conflict');
    expect((await changeEmail(admin, 'other@example.test', null)).status).toBe(428);
    expect((await changeEmail(admin, 'other@example.test', 1)).status).toBe(200);
    expect(await profileOf(admin)).toMatchObject({ remittanceEmail: 'other@example.test', version: 2 });
  });

  it('refuses a malformed address with a field error in the caller’s language, and a user who is not a UserAdmin', async () => {
    const { admin, reader } = await factorWorld();
    const bad = await admin.request('core', corePaths.factorRemittanceEmail, {
      method: 'PUT',
      json: { remittanceEmail: 'not-an-email' },
      headers: { ...ifMatch(0), 'accept-language': 'es' },
    });
    expect(bad.status).toBe(400);
    expect((await json<ApiError>(bad)).errors?.remittanceEmail).toEqual(['Correo electrónico no válido']);
    for (const body of [{}, { remittanceEmail: 42 }, { remittanceEmail: 'a@b.test\n' }, []]) {
      const response = await admin.request('core', corePaths.factorRemittanceEmail, {
        method: 'PUT',
        json: body,
        headers: ifMatch(0),
      });
      expect(response.status).toBe(400);
    }
    expect((await changeEmail(reader, 'remit@example.test', 0)).status).toBe(403);
    expect((await profileOf(admin)).remittanceEmail).toBeNull();
  });
});

describe('the address and contact', () => {
  it('change on the version read, record who changed them, and answer a replay of the same request without writing', async () => {
    const { factor, admin } = await factorWorld();
    const key = randomUUID();
    const changed = await changeDetails(admin, details, 0, key);
    expect(changed.status).toBe(200);
    expect(changed.headers.get(etagHeader)).toBe('"v1"');
    const saved = await json<FactorProfile>(changed);
    expect(saved).toMatchObject({
      address: { line1: '500 Commerce St', line2: null, city: 'Fort Worth', state: 'TX', postalCode: '76102' },
      contact: { name: 'Rita Remit', email: 'rita@factor.test', phone: '+18175550199' },
      version: 1,
    });
    expect(await profileOf(admin)).toMatchObject({ address: saved.address, contact: saved.contact, version: 1 });
    const stored = await getFactorProfile(factor.id);
    expect(stored.updatedByUserId).toEqual(expect.any(Number));
    expect(stored.updatedAt).toEqual(expect.any(String));
    // The same request again (its Idempotency-Key), on the version it was made on: answered, nothing written.
    const replay = await changeDetails(admin, { ...details, contact: { ...details.contact, name: 'Other' } }, 0, key);
    expect(replay.status).toBe(200);
    expect(await json<FactorProfile>(replay)).toMatchObject({ contact: { name: 'Rita Remit' }, version: 1 });
    // The values already in place, with another key on the old version: nothing to change.
    expect((await changeDetails(admin, details, 0)).status).toBe(200);
    expect((await profileOf(admin)).version).toBe(1);
    // The remittance email keeps its own rule on the same version.
    expect((await changeEmail(admin, 'remit@example.test', 1)).status).toBe(200);
    const moved = { ...details, address: { ...details.address, line2: 'Suite 9' } };
    const stale = await changeDetails(admin, moved, 1);
    expect(stale.status).toBe(409);
    expect((await json<ApiError>(stale)).code).toBe('conflict');
    expect((await changeDetails(admin, moved, null)).status).toBe(428);
    const again = await changeDetails(admin, moved, 2);
    expect(again.status).toBe(200);
    expect(await profileOf(admin)).toMatchObject({
      address: { line2: 'Suite 9' },
      remittanceEmail: 'remit@example.test',
      version: 3,
    });
  });

  it('refuses bad input with a field error for each field, in the caller’s language, and writes nothing', async () => {
    const { admin } = await factorWorld();
    const bad = await admin.request('core', corePaths.factorCompanyDetails, {
      method: 'PUT',
      json: {
        address: { line1: ' ', line2: 'x'.repeat(61), city: '', state: 'ZZ', postalCode: '7610' },
        contact: { name: '', email: 'not-an-email', phone: '555' },
      },
      headers: { ...ifMatch(0), [idempotencyKeyHeader]: randomUUID() },
    });
    expect(bad.status).toBe(400);
    const { errors } = await json<ApiError>(bad);
    expect(errors).toMatchObject({
      'address.line1': ['Required'],
      'address.line2': ['Must be at most 60 characters.'],
      'address.city': ['Required'],
      'address.state': ['Required'],
      'address.postalCode': ['Must be a valid postal code'],
      'contact.name': ['Name required'],
      'contact.email': ['Invalid email'],
      'contact.phone': ['Please enter a valid phone number'],
    });
    const spanish = await admin.request('core', corePaths.factorCompanyDetails, {
      method: 'PUT',
      json: { ...details, contact: { ...details.contact, email: 'nope' } },
      headers: { ...ifMatch(0), 'accept-language': 'es' },
    });
    expect(spanish.status).toBe(400);
    expect((await json<ApiError>(spanish)).errors?.['contact.email']).toEqual(['Correo electrónico no válido']);
    for (const body of [
      {},
      { address: details.address },
      { ...details, address: { ...details.address, line1: 'a\nb' } },
      { ...details, address: { ...details.address, postalCode: 76102 } },
      [],
    ]) {
      expect((await changeDetails(admin, body, 0)).status).toBe(400);
    }
    expect(await profileOf(admin)).toMatchObject({ address: null, contact: null, version: 0 });
  });

  it('are changed by the factor’s user administrators only', async () => {
    const { admin, reader } = await factorWorld();
    expect((await changeDetails(reader, details, 0)).status).toBe(403);
    const broker = await ApiSession.signIn('broker@demo.test');
    expect((await changeDetails(broker.session, details, 0)).status).toBe(403);
    expect((await changeDetails(new ApiSession(), details, 0)).status).toBe(401);
    expect(await profileOf(admin)).toMatchObject({ address: null, version: 0 });
  });
});

describe('a new payout account', () => {
  it('waits for review, keeps only its last four, and answers a repeat (Idempotency-Key, or the same account) with it', async () => {
    const { factor, admin } = await factorWorld();
    const key = randomUUID();
    const created = await submit(admin, account('000123456789'), key);
    expect(created.status).toBe(201);
    const made = await json<FactorBankAccountView>(created);
    expect(made).toMatchObject({
      name: 'Receivables account',
      status: { id: BankAccountStatus.PendingVerification },
      isPending: true,
      bankName: 'JPMorgan Chase Bank, N.A.',
      routingNumber: chase,
      accountNumberLast4: '6789',
    });
    expect(JSON.stringify(made)).not.toContain('000123456789');
    const again = await submit(admin, account('000123456789'), key);
    expect(again.status).toBe(200);
    expect((await json<FactorBankAccountView>(again)).id).toBe(made.id);
    const sameAccount = await submit(admin, account('000123456789'));
    expect(sameAccount.status).toBe(200);
    expect((await json<FactorBankAccountView>(sameAccount)).id).toBe(made.id);
    const another = await submit(admin, account('55556666', unlisted));
    expect(another.status).toBe(409);
    const profile = await profileOf(admin);
    expect(profile.bankAccounts.pending?.id).toBe(made.id);
    expect(profile.bankAccounts.active).toHaveLength(1);
    const stored = (await listFactorBankAccounts(factor.id)).find((candidate) => candidate.id === made.id);
    expect(JSON.stringify(stored)).not.toContain('000123456789');
  });

  it('refuses bad input with field errors, a user who is not a UserAdmin, and writes nothing', async () => {
    const { factor, admin, reader } = await factorWorld();
    const bad = await submit(admin, { ...account('12'), routingNumber: '111000615', confirmBankAccountNumber: '13' });
    expect(bad.status).toBe(400);
    const { errors } = await json<ApiError>(bad);
    expect(errors?.routingNumber).toEqual(['Invalid routing number']);
    expect(errors?.bankAccountNumber).toEqual(['Must be at least 4 digits.']);
    expect(errors?.confirmBankAccountNumber).toEqual(['Account numbers do not match.']);
    for (const body of [
      {},
      { ...account('44445555'), name: '' },
      { ...account('44445555'), routingNumber: 111000614 },
    ]) {
      expect((await submit(admin, body)).status).toBe(400);
    }
    expect((await submit(reader, account('44445555'))).status).toBe(403);
    const badKey = await admin.request('core', corePaths.factorBankAccounts, {
      method: 'POST',
      json: account('44445555'),
      headers: { [idempotencyKeyHeader]: 'x' },
    });
    expect(badKey.status).toBe(400);
    expect(await listFactorBankAccounts(factor.id)).toHaveLength(1);
  });

  it('is approved by LanePay’s review, which retires the account it replaces in the same write', async () => {
    const { factor, accountId, admin } = await factorWorld();
    const made = await json<FactorBankAccountView>(await submit(admin, account('000123456789')));
    const verified = await reviewFactorBankAccount({
      factorId: factor.id,
      accountId: made.id,
      decision: 'verify',
      actor: 'test',
    });
    expect(verified.account.status.id).toBe(BankAccountStatus.PendingFinalReview);
    await reviewFactorBankAccount({ factorId: factor.id, accountId: made.id, decision: 'approve', actor: 'test' });
    const profile = await profileOf(admin);
    expect(profile.bankAccounts.active.map((active) => active.id)).toEqual([made.id]);
    expect(profile.bankAccounts.pending).toBeNull();
    expect(profile.bankAccounts.previous).toMatchObject([
      { id: accountId, status: { id: BankAccountStatus.InactivatedByPayee } },
    ]);
    const repeated = await reviewFactorBankAccount({
      factorId: factor.id,
      accountId: made.id,
      decision: 'approve',
      actor: 'test',
    });
    expect(repeated.outcome).toBe('unchanged');
    await expect(
      reviewFactorBankAccount({ factorId: factor.id, accountId: made.id, decision: 'decline', actor: 'test' }),
    ).rejects.toBeInstanceOf(InvalidBankAccountReview);
    // Now the active account itself is refused, on the number field.
    const same = await submit(admin, account('000123456789'));
    expect(same.status).toBe(400);
    expect(Object.keys((await json<ApiError>(same)).errors ?? {})).toEqual(['bankAccountNumber']);
  });

  it('is not another factor’s business: each factor sees and reviews only its own accounts', async () => {
    const first = await factorWorld();
    const other = await factorWithAccount();
    const made = await json<FactorBankAccountView>(await submit(first.admin, account('000123456789')));
    await expect(
      reviewFactorBankAccount({ factorId: other.factor.id, accountId: made.id, decision: 'approve', actor: 'test' }),
    ).rejects.toThrow(/has no bank account/);
    const stranger = await ApiSession.signIn(await createUserWithMfa(other.factor, [Role.UserAdmin]));
    const theirs = await profileOf(stranger.session);
    expect(theirs.bankAccounts.pending).toBeNull();
    const { active, previous } = theirs.bankAccounts;
    expect([...active, ...previous].map((seen) => seen.id)).toEqual([other.accountId]);
    expect(theirs.name).toBe(other.factor.name);
  });
});
