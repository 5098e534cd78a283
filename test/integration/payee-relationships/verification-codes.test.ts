import { beforeEach, describe, expect, it } from 'vitest';
import { listOutboxFor } from '#functions/repositories/outbox.ts';
import { getVerificationCode } from '#functions/repositories/verification-codes.ts';
import { verifyRelationshipCode } from '#functions/services/claim-verification.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { VerificationMethod } from '#shared/enums/relationship.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { VerificationCodeSent } from '#shared/schemas/payee-relationships.ts';
import { ApiSession } from '#test/support/api-session.ts';
import { createTranslator } from '#test/support/translate.ts';
import { type CarrierWorld, carrierWorld, json } from './relationship-fixtures.ts';

/** The code in the newest message to `to`. */
async function lastCodeSentTo(to: string): Promise<{ code: string; channel: string; body: string }> {
  const [message] = await listOutboxFor(to);
  const digits = message?.body.replace(/(\d) (?=\d)/g, '$1').match(/\b(\d{6})\b/)?.[1];
  if (!message || !digits) throw new Error(`No code sent to ${to}`);
  return { code: digits, channel: message.channel, body: message.body };
}

describe('verification codes of the claim flow', () => {
  let world: CarrierWorld;
  beforeEach(async () => {
    world = await carrierWorld();
  });

  const send = (session: ApiSession, body: unknown) =>
    session.request('core', corePaths.payeeVerifyContactMethod, { method: 'POST', json: body });
  const verify = (session: ApiSession, relationshipId: number, body: unknown) =>
    session.request('core', fillPath(corePaths.payeeRelationshipVerify, { id: relationshipId }), {
      method: 'POST',
      json: body,
    });

  it('texts a six-digit code to a phone and keeps only a salted hash of it', async () => {
    const response = await send(world.admin, {
      payeeContactMethodId: world.phone.id,
      verificationMethodTypeId: VerificationMethod.Text,
    });
    expect(response.status).toBe(200);
    const sent = await json<VerificationCodeSent>(response);
    expect(sent).toMatchObject({ payeeContactMethodId: world.phone.id, attemptsRemaining: 5 });
    expect(sent.sentTo).toMatch(/^\(•••\) •••-\d{4}$/);
    expect(Date.parse(sent.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(sent.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const { code, channel, body } = await lastCodeSentTo(world.phone.destination);
    expect(channel).toBe('text');
    expect(body).toContain('expires in 10 minutes');
    const stored = await getVerificationCode(world.payee.id, world.phone.id);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('calls a phone with the code on the voice channel, and emails an address', async () => {
    await send(world.admin, {
      payeeContactMethodId: world.phone.id,
      verificationMethodTypeId: VerificationMethod.Voice,
    });
    const voice = await lastCodeSentTo(world.phone.destination);
    expect(voice.channel).toBe('voice');
    expect(voice.body).toMatch(/code is \d \d \d \d \d \d\./);
    await send(world.admin, {
      payeeContactMethodId: world.email.id,
      verificationMethodTypeId: VerificationMethod.Email,
    });
    const email = await lastCodeSentTo(world.email.destination);
    expect(email.channel).toBe('email');
    expect(email.body).toContain('Alpha Brokerage');
  });

  it('refuses a method the contact cannot receive, a missing choice, and another carrier’s contact method', async () => {
    const wrongKind = await send(world.admin, {
      payeeContactMethodId: world.phone.id,
      verificationMethodTypeId: VerificationMethod.Email,
    });
    expect(wrongKind.status).toBe(400);
    expect((await json<ApiError>(wrongKind)).errors).toEqual({
      verificationMethodTypeId: ['This contact method cannot receive that kind of message.'],
    });
    const missing = await send(world.admin, {});
    expect(missing.status).toBe(400);
    expect((await json<ApiError>(missing)).errors?.payeeContactMethodId).toEqual(['Please choose a contact method.']);
    const carrier = (await ApiSession.signIn('carrier@demo.test')).session;
    const foreign = await send(carrier, {
      payeeContactMethodId: world.phone.id,
      verificationMethodTypeId: VerificationMethod.Text,
    });
    expect(foreign.status).toBe(404);
    expect(await listOutboxFor(world.phone.destination)).toEqual([]);
  });

  it('counts wrong codes down and then answers No attempts remaining, even to the right code', async () => {
    await send(world.admin, {
      payeeContactMethodId: world.phone.id,
      verificationMethodTypeId: VerificationMethod.Text,
    });
    const { code } = await lastCodeSentTo(world.phone.destination);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await verify(world.admin, world.rel.first.id, {
        payeeContactMethodId: world.phone.id,
        verificationCode: wrong,
      });
      expect(response.status).toBe(400);
      messages.push((await json<ApiError>(response)).errors?.verificationCode?.[0] ?? '');
    }
    expect(messages).toEqual([
      'That code is not correct. Attempts remaining: 4.',
      'That code is not correct. Attempts remaining: 3.',
      'That code is not correct. Attempts remaining: 2.',
      'That code is not correct. Attempts remaining: 1.',
      'No attempts remaining',
    ]);
    const right = await verify(world.admin, world.rel.first.id, {
      payeeContactMethodId: world.phone.id,
      verificationCode: code,
    });
    expect(right.status).toBe(400);
    expect((await json<ApiError>(right)).errors?.verificationCode).toEqual(['No attempts remaining']);
  });

  it('accepts the right code, and a new send invalidates the previous code', async () => {
    const body = { payeeContactMethodId: world.email.id, verificationMethodTypeId: VerificationMethod.Email };
    await send(world.admin, body);
    const first = (await lastCodeSentTo(world.email.destination)).code;
    await send(world.admin, body);
    const second = (await lastCodeSentTo(world.email.destination)).code;
    if (first !== second) {
      const old = await verify(world.admin, world.rel.first.id, {
        payeeContactMethodId: world.email.id,
        verificationCode: first,
      });
      expect(old.status).toBe(400);
    }
    const fresh = await verify(world.admin, world.rel.first.id, {
      payeeContactMethodId: world.email.id,
      verificationCode: second,
    });
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toEqual({ isVerified: true, attemptsRemaining: first !== second ? 4 : 5 });
  });

  it('refuses a code after ten minutes', async () => {
    await send(world.admin, {
      payeeContactMethodId: world.phone.id,
      verificationMethodTypeId: VerificationMethod.Text,
    });
    const { code } = await lastCodeSentTo(world.phone.destination);
    const actor = {
      payeeId: world.payee.id,
      userId: 0,
      userEmail: world.adminEmail,
      company: world.payee,
      t: createTranslator('en'),
      now: new Date(Date.now() + 10 * 60_000 + 1_000),
    };
    await expect(
      verifyRelationshipCode(actor, world.rel.first.id, {
        payeeContactMethodId: world.phone.id,
        verificationCode: code,
      }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { verificationCode: ['This code has expired. Please send a new code.'] },
    });
    const inTime = await verifyRelationshipCode(
      { ...actor, now: new Date(Date.now() + 9 * 60_000) },
      world.rel.first.id,
      { payeeContactMethodId: world.phone.id, verificationCode: code },
    );
    expect(inTime.isVerified).toBe(true);
  });

  it('refuses a code for a relationship the contact method is not on file for, and an unsent code', async () => {
    const notSent = await verify(world.admin, world.rel.first.id, {
      payeeContactMethodId: world.email.id,
      verificationCode: '123456',
    });
    expect((await json<ApiError>(notSent)).errors?.verificationCode).toEqual([
      'Please send a verification code first.',
    ]);
    const notLinked = await verify(world.admin, world.rel.phoneOnly.id, {
      payeeContactMethodId: world.email.id,
      verificationCode: '123456',
    });
    expect(notLinked.status).toBe(400);
    expect(Object.keys((await json<ApiError>(notLinked)).errors ?? {})).toEqual(['payeeContactMethodId']);
    const badCode = await verify(world.admin, world.rel.first.id, {
      payeeContactMethodId: world.email.id,
      verificationCode: '12ab',
    });
    expect((await json<ApiError>(badCode)).errors?.verificationCode).toEqual(['Enter the 6-digit code']);
  });

  it('limits sends to five per quarter hour', async () => {
    const body = { payeeContactMethodId: world.email.id, verificationMethodTypeId: VerificationMethod.Email };
    for (let sendNumber = 0; sendNumber < 5; sendNumber += 1) {
      expect((await send(world.admin, body)).status).toBe(200);
    }
    const sixth = await send(world.admin, body);
    expect(sixth.status).toBe(429);
    expect((await json<ApiError>(sixth)).message).toBe(
      'Too many codes were sent. Please wait a few minutes and try again.',
    );
  });
});
