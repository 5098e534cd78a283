import { beforeEach, describe, expect, it } from 'vitest';
import { ClaimMethod, claimedState } from '#functions/domain/relationships/claim-rules.ts';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { claimRelationships, getRelationship, listRelationships } from '#functions/repositories/relationships.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus, VerificationMethod } from '#shared/enums/relationship.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { ClaimIntent, ClaimResult, PayeeRelationship } from '#shared/schemas/payee-relationships.ts';
import { ApiSession } from '#test/support/api-session.ts';
import {
  type CarrierWorld,
  carrierWorld,
  driverOf,
  invoiceFrom,
  json,
  quickPayTerms,
  secondAdmin,
} from './relationship-fixtures.ts';

const at = (template: string, id: number) => fillPath(template, { id });

async function sendCode(session: ApiSession, contactMethodId: number, destination: string, method: VerificationMethod) {
  const response = await session.request('core', corePaths.payeeVerifyContactMethod, {
    method: 'POST',
    json: { payeeContactMethodId: contactMethodId, verificationMethodTypeId: method },
  });
  expect(response.status).toBe(200);
  const [message] = await listOutboxFor(destination);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code');
  return code;
}

describe('claiming relationships with a code', () => {
  let world: CarrierWorld;
  beforeEach(async () => {
    world = await carrierWorld();
  });

  const claim = (session: ApiSession, body: unknown) =>
    session.request('core', corePaths.payeeClaimRelationships, { method: 'PUT', json: body });

  it('claims the selected relationships at once and records who, when, terms and the chosen term', async () => {
    const code = await sendCode(world.admin, world.email.id, world.email.destination, VerificationMethod.Email);
    const before = Date.now();
    const response = await claim(world.admin, {
      payeeRelationshipIds: [world.rel.first.id, world.rel.second.id],
      payeeContactMethodId: world.email.id,
      verificationCode: code,
      isTermsAcknowledged: true,
      paymentType: PaymentType.QuickPay,
    });
    expect(response.status).toBe(200);
    const result = await json<ClaimResult>(response);
    expect(result.claimedRelationshipIds).toEqual([world.rel.first.id, world.rel.second.id]);
    expect(result.alreadyClaimedRelationshipIds).toEqual([]);
    expect(result.relationships.every((r) => r.isClaimed)).toBe(true);
    // Both already on QuickPay, and nothing else waits on the email: no follow-up dialogs.
    expect(result.followUps).toEqual({ claimMoreRelationshipIds: [], quickPayRelationshipIds: [] });

    const stored = await getRelationship(world.payee.id, world.rel.first.id);
    expect(stored).toMatchObject({
      isClaimed: true,
      contactStatus: RelationshipContactStatus.Confirmed,
      paymentType: PaymentType.QuickPay,
      freeQuickPaysRemaining: quickPayTerms.freeQuickPayCount,
      claimMethod: ClaimMethod.VerificationCode,
    });
    expect(Date.parse(String(stored?.claimedAt))).toBeGreaterThanOrEqual(before - 1000);
    expect(stored?.termsAcceptedAt).toBe(stored?.claimedAt);
    expect(stored?.claimedByUserId).toBeGreaterThan(0);
    expect((await getRelationship(world.payee.id, world.rel.second.id))?.freeQuickPaysRemaining).toBe(0);
  });

  it('offers to claim more brokers on the same contact method, and QuickPay to Standard Pay claims', async () => {
    const code = await sendCode(world.admin, world.phone.id, world.phone.destination, VerificationMethod.Text);
    const result = await json<ClaimResult>(
      await world.admin.request('core', at(corePaths.payeeRelationshipClaim, world.rel.first.id), {
        method: 'PUT',
        json: {
          payeeContactMethodId: world.phone.id,
          verificationCode: code,
          isTermsAcknowledged: true,
          paymentType: PaymentType.StandardPay,
        },
      }),
    );
    expect(result.claimedRelationshipIds).toEqual([world.rel.first.id]);
    expect(result.followUps.claimMoreRelationshipIds.sort()).toEqual(
      [world.rel.second.id, world.rel.phoneOnly.id].sort(),
    );
    expect(result.followUps.quickPayRelationshipIds).toEqual([world.rel.first.id]);

    // 'Claim more brokers': the code just spent still vouches for the phone for this user.
    const more = await world.admin.request('core', corePaths.payeeClaimForContactMethod, {
      method: 'PUT',
      json: { payeeContactMethodId: world.phone.id, isTermsAcknowledged: true, paymentType: PaymentType.QuickPay },
    });
    expect(more.status).toBe(200);
    const moreResult = await json<ClaimResult>(more);
    expect(moreResult.claimedRelationshipIds.sort()).toEqual([world.rel.second.id, world.rel.phoneOnly.id].sort());
    expect(moreResult.followUps.claimMoreRelationshipIds).toEqual([]);
  });

  it('answers success without changes when the relationships are claimed already (idempotent)', async () => {
    const code = await sendCode(world.admin, world.email.id, world.email.destination, VerificationMethod.Email);
    const body = {
      payeeRelationshipIds: [world.rel.first.id],
      payeeContactMethodId: world.email.id,
      verificationCode: code,
      isTermsAcknowledged: true,
      paymentType: PaymentType.StandardPay,
    };
    expect((await claim(world.admin, body)).status).toBe(200);
    const claimedAt = (await getRelationship(world.payee.id, world.rel.first.id))?.claimedAt;
    const again = await claim(world.admin, { ...body, paymentType: PaymentType.QuickPay });
    expect(again.status).toBe(200);
    const result = await json<ClaimResult>(again);
    expect(result).toMatchObject({ claimedRelationshipIds: [], alreadyClaimedRelationshipIds: [world.rel.first.id] });
    const stored = await getRelationship(world.payee.id, world.rel.first.id);
    expect(stored?.claimedAt).toBe(claimedAt);
    expect(stored?.paymentType).toBe(PaymentType.StandardPay);
  });

  it('refuses a used code for another claim', async () => {
    const code = await sendCode(world.admin, world.email.id, world.email.destination, VerificationMethod.Email);
    const base = { payeeContactMethodId: world.email.id, verificationCode: code, isTermsAcknowledged: true };
    expect(
      (await claim(world.admin, { ...base, payeeRelationshipIds: [world.rel.first.id], paymentType: 1 })).status,
    ).toBe(200);
    const reuse = await claim(world.admin, { ...base, payeeRelationshipIds: [world.rel.second.id], paymentType: 1 });
    expect(reuse.status).toBe(400);
    expect((await json<ApiError>(reuse)).errors?.verificationCode).toEqual([
      'This code has already been used. Please send a new code.',
    ]);
    expect((await getRelationship(world.payee.id, world.rel.second.id))?.isClaimed).toBe(false);
  });

  it('refuses without agreed terms or a chosen contact method, with field errors, and spends no attempt', async () => {
    await sendCode(world.admin, world.email.id, world.email.destination, VerificationMethod.Email);
    const response = await claim(world.admin, {
      payeeRelationshipIds: [world.rel.first.id],
      verificationCode: 'abc',
      isTermsAcknowledged: false,
      paymentType: PaymentType.QuickPay,
    });
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).errors).toEqual({
      payeeContactMethodId: ['Please choose a contact method.'],
      verificationCode: ['Enter the 6-digit code'],
      isTermsAcknowledged: ['You must agree to Terms of Service.'],
    });
    const none = await claim(world.admin, {
      payeeRelationshipIds: [],
      payeeContactMethodId: world.email.id,
      verificationCode: '123456',
      isTermsAcknowledged: true,
      paymentType: PaymentType.QuickPay,
    });
    expect((await json<ApiError>(none)).errors?.payeeRelationshipIds).toEqual(['Required']);
    const malformed = await world.admin.request('core', corePaths.payeeClaimRelationships, {
      method: 'PUT',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });

  it('claims all or none: a payor without the chosen term, or a relationship not on the contact method, stops all', async () => {
    const code = await sendCode(world.admin, world.phone.id, world.phone.destination, VerificationMethod.Text);
    const base = { payeeContactMethodId: world.phone.id, verificationCode: code, isTermsAcknowledged: true };
    const gotp = await claim(world.admin, {
      ...base,
      payeeRelationshipIds: [world.rel.first.id, world.rel.second.id],
      paymentType: PaymentType.GuaranteedOnTimePay,
    });
    expect(gotp.status).toBe(400);
    expect((await json<ApiError>(gotp)).errors).toEqual({
      paymentType: ['This payor does not offer that payment term.'],
    });
    const notLinked = await claim(world.admin, {
      ...base,
      payeeRelationshipIds: [world.rel.first.id, world.rel.preVerified.id],
      paymentType: PaymentType.QuickPay,
    });
    expect(notLinked.status).toBe(400);
    const states = await listRelationships(world.payee.id);
    expect(states.filter((r) => r.isClaimed).map((r) => r.id)).toEqual([world.rel.claimed.id]);
  });

  it('writes a bulk claim in one transaction: one relationship claimed meanwhile leaves the others unclaimed', async () => {
    const fields = claimedState({
      terms: quickPayTerms,
      paymentType: PaymentType.StandardPay,
      userId: 1,
      now: new Date(),
      method: ClaimMethod.VerificationCode,
    });
    const written = await claimRelationships({
      payeeId: world.payee.id,
      claims: [
        { id: world.rel.first.id, fields },
        { id: world.rel.claimed.id, fields },
      ],
    });
    expect(written).toBe(false);
    expect((await getRelationship(world.payee.id, world.rel.first.id))?.isClaimed).toBe(false);
  });

  it('gives 404 and no data for another carrier’s relationship ids, changing nothing', async () => {
    const carrier = (await ApiSession.signIn('carrier@demo.test')).session;
    const response = await claim(carrier, {
      payeeRelationshipIds: [3, world.rel.first.id],
      payeeContactMethodId: 1,
      verificationCode: '123456',
      isTermsAcknowledged: true,
      paymentType: PaymentType.StandardPay,
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Alpha');
    const single = await carrier.request('core', at(corePaths.payeeRelationshipClaim, world.rel.first.id), {
      method: 'PUT',
      json: { payeeContactMethodId: 1, verificationCode: '123456', isTermsAcknowledged: true, paymentType: 1 },
    });
    expect(single.status).toBe(404);
    expect((await getRelationship(1001, 3))?.isClaimed).toBe(false);
    expect((await getRelationship(world.payee.id, world.rel.first.id))?.isClaimed).toBe(false);
  });

  it('lets only payee admins and billing claim (a driver gets 403)', async () => {
    const driver = await driverOf(world.payee);
    const response = await driver.request('core', corePaths.payeeVerifyContactMethod, {
      method: 'POST',
      json: { payeeContactMethodId: world.email.id, verificationMethodTypeId: VerificationMethod.Email },
    });
    expect(response.status).toBe(403);
  });
});

describe('claiming relationships without a code', () => {
  let world: CarrierWorld;
  beforeEach(async () => {
    world = await carrierWorld();
  });

  const put = (session: ApiSession, template: string, id: number, body: unknown) =>
    session.request('core', at(template, id), { method: 'PUT', json: body });

  it('claims a pre-verified relationship, or one through a pre-verified contact method; refuses the rest', async () => {
    const own = await put(world.admin, corePaths.payeeRelationshipClaimWithoutVerification, world.rel.preVerified.id, {
      isTermsAcknowledged: true,
      paymentType: PaymentType.StandardPay,
    });
    expect(own.status).toBe(200);
    expect((await json<ClaimResult>(own)).claimedRelationshipIds).toEqual([world.rel.preVerified.id]);

    const refused = await put(world.admin, corePaths.payeeRelationshipClaimWithoutVerification, world.rel.first.id, {
      isTermsAcknowledged: true,
      paymentType: PaymentType.StandardPay,
    });
    expect(refused.status).toBe(400);
    expect((await json<ApiError>(refused)).errors).toEqual({
      payeeContactMethodId: ['This connection must be verified with a code.'],
    });

    const viaContact = await put(
      world.admin,
      corePaths.payeeRelationshipClaimWithoutVerification,
      world.rel.phoneOnly.id,
      {
        payeeContactMethodId: world.preVerifiedPhone.id,
        isTermsAcknowledged: true,
        paymentType: PaymentType.QuickPay,
      },
    );
    expect(viaContact.status).toBe(200);
    expect((await getRelationship(world.payee.id, world.rel.phoneOnly.id))?.claimMethod).toBe(ClaimMethod.PreVerified);
  });

  it('needs a code to claim by contact method unless this user just proved it', async () => {
    const other = await secondAdmin(world.payee);
    const response = await other.request('core', corePaths.payeeClaimForContactMethod, {
      method: 'PUT',
      json: { payeeContactMethodId: world.email.id, isTermsAcknowledged: true, paymentType: PaymentType.StandardPay },
    });
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).errors).toEqual({
      verificationCode: ['This connection must be verified with a code.'],
    });
    const code = await sendCode(other, world.email.id, world.email.destination, VerificationMethod.Email);
    const withCode = await other.request('core', corePaths.payeeClaimForContactMethod, {
      method: 'PUT',
      json: {
        payeeContactMethodId: world.email.id,
        verificationCode: code,
        isTermsAcknowledged: true,
        paymentType: PaymentType.StandardPay,
      },
    });
    expect(withCode.status).toBe(200);
    expect((await json<ClaimResult>(withCode)).claimedRelationshipIds.sort()).toEqual(
      [world.rel.first.id, world.rel.second.id].sort(),
    );
  });

  it('claims by invoice details (number and amount in cents), and counts misses to No attempts remaining', async () => {
    const invoice = await invoiceFrom(world, world.rel.first, { grossCents: 245_000, invoiceNumber: 'ALP-7781' });
    const path = corePaths.payeeRelationshipClaimByInvoiceDetails;
    const wrong = {
      invoiceOrLoadNumber: 'ALP-7781',
      invoiceOrLoadAmount: 245_001,
      isTermsAcknowledged: true,
      paymentType: 1,
    };
    const miss = await put(world.admin, path, world.rel.first.id, wrong);
    expect(miss.status).toBe(400);
    expect(await json<ApiError>(miss)).toMatchObject({ message: 'We were unable to verify your info' });
    const other = await put(world.admin, path, world.rel.second.id, {
      ...wrong,
      invoiceOrLoadAmount: 245_000,
    });
    expect(other.status).toBe(400);

    const hit = await put(world.admin, path, world.rel.first.id, {
      invoiceOrLoadNumber: invoice.loadNumber.toLowerCase(),
      invoiceOrLoadAmount: 245_000,
      isTermsAcknowledged: true,
      paymentType: PaymentType.QuickPay,
    });
    expect(hit.status).toBe(200);
    expect((await getRelationship(world.payee.id, world.rel.first.id))?.claimMethod).toBe(ClaimMethod.InvoiceDetails);

    for (let attempt = 2; attempt <= 4; attempt += 1) {
      expect((await put(world.admin, path, world.rel.second.id, wrong)).status).toBe(400);
    }
    const fifth = await put(world.admin, path, world.rel.second.id, wrong);
    expect((await json<ApiError>(fifth)).errors).toEqual({ invoiceOrLoadNumber: ['No attempts remaining'] });
    const bad = await put(world.admin, path, world.rel.second.id, { invoiceOrLoadAmount: 12.5 });
    expect(Object.keys((await json<ApiError>(bad)).errors ?? {}).sort()).toEqual([
      'invoiceOrLoadAmount',
      'invoiceOrLoadNumber',
      'isTermsAcknowledged',
      'paymentType',
    ]);
  });

  it('claims by the signed broker authorization form with the MC number on file, and emails a copy', async () => {
    const path = corePaths.payeeRelationshipClaimByAuthorizationForm;
    const form = {
      mcOrDotNumber: 'MC-700101',
      signerName: 'Pat Owner',
      signerTitle: 'Owner',
      isTermsAcknowledged: true,
      paymentType: PaymentType.StandardPay,
    };
    const wrong = await put(world.admin, path, world.rel.first.id, form);
    expect(wrong.status).toBe(400);
    expect((await json<ApiError>(wrong)).errors).toEqual({ mcOrDotNumber: ['We were unable to verify your info'] });
    const signed = await put(world.admin, path, world.rel.first.id, { ...form, mcOrDotNumber: 'MC 700100' });
    expect(signed.status).toBe(200);
    const stored = await getRelationship(world.payee.id, world.rel.first.id);
    expect(stored?.authorizationForm).toMatchObject({ signerName: 'Pat Owner', signerTitle: 'Owner' });
    const [copy] = await listOutboxFor(world.adminEmail);
    expect(copy?.subject).toBe('Your broker authorization for Alpha Brokerage');
    const empty = await put(world.admin, path, world.rel.second.id, { isTermsAcknowledged: true, paymentType: 1 });
    expect(Object.keys((await json<ApiError>(empty)).errors ?? {}).sort()).toEqual([
      'mcOrDotNumber',
      'signerName',
      'signerTitle',
    ]);
  });
});

describe('claim intents and requests for help', () => {
  let world: CarrierWorld;
  beforeEach(async () => {
    world = await carrierWorld();
  });

  it('records a claim intent once a day per user and marks the relationship Pending', async () => {
    const path = at(corePaths.payeeRelationshipClaimIntent, world.rel.first.id);
    const first = await json<ClaimIntent>(await world.admin.request('core', path, { method: 'POST' }));
    const second = await json<ClaimIntent>(await world.admin.request('core', path, { method: 'POST' }));
    expect(second.claimIntentId).toBe(first.claimIntentId);
    expect((await getRelationship(world.payee.id, world.rel.first.id))?.contactStatus).toBe(
      RelationshipContactStatus.Pending,
    );
    const claimed = await world.admin.request(
      'core',
      at(corePaths.payeeRelationshipClaimIntent, world.rel.claimed.id),
      {
        method: 'POST',
      },
    );
    expect(claimed.status).toBe(409);
    const carrier = (await ApiSession.signIn('carrier@demo.test')).session;
    expect((await carrier.request('core', path, { method: 'POST' })).status).toBe(404);
  });

  it('records a request for help once and confirms it by email', async () => {
    const path = at(corePaths.payeeRelationshipUnauthenticatedRequest, world.rel.second.id);
    const response = await world.admin.request('core', path, { method: 'PUT' });
    expect(response.status).toBe(200);
    const view = await json<PayeeRelationship>(response);
    expect(view.claimRequestedAt).not.toBeNull();
    expect(view.contactStatus).toBe(RelationshipContactStatus.Pending);
    expect((await world.admin.request('core', path, { method: 'PUT' })).status).toBe(200);
    const mails = (await listOutboxFor(world.adminEmail)).filter((m) => m.subject.includes('Bravo Logistics'));
    expect(mails).toHaveLength(1);
  });
});
