import { describe, expect, it } from 'vitest';
import {
  generateCode as generateVerificationCode,
  newSalt,
  nextSendWindow,
  type StoredCode,
  sendAllowed,
  sendWindowMs as verificationSendWindowMs,
} from '#functions/domain/one-time-codes.ts';
import { maskDestination, maskEmail, maskPhone } from '#functions/domain/relationships/masking.ts';
import {
  channelFor,
  checkVerificationCode,
  hashVerificationCode,
  isRecentProof,
  spokenCode,
  verificationCodeLifetimeMs,
  verificationCodeMaxAttempts,
  verificationMethodsFor,
  verificationProofWindowMs,
} from '#functions/domain/relationships/verification-code.ts';
import { VerificationMethod } from '#shared/enums/relationship.ts';

const scope = { payeeId: 1001, contactMethodId: 3 };
const sentAt = new Date('2025-03-01T15:00:00.000Z');

function stored(code: string, fields: Partial<StoredCode> = {}): StoredCode {
  const salt = newSalt();
  return {
    salt,
    codeHash: hashVerificationCode(code, salt, scope),
    validUntil: new Date(sentAt.getTime() + verificationCodeLifetimeMs).toISOString(),
    attemptsRemaining: verificationCodeMaxAttempts,
    usedAt: null,
    ...fields,
  };
}

const at = (ms: number) => new Date(sentAt.getTime() + ms);

describe('verification codes', () => {
  it('are six digits, leading zeros kept', () => {
    expect(generateVerificationCode(() => 42)).toBe('000042');
    expect(generateVerificationCode(() => 999_999)).toBe('999999');
    for (let i = 0; i < 50; i += 1) expect(generateVerificationCode()).toMatch(/^\d{6}$/);
  });

  it('are stored as a salted HMAC bound to the payee and contact method', () => {
    const salt = newSalt();
    const hash = hashVerificationCode('123456', salt, scope);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashVerificationCode('123456', salt, scope)).toBe(hash);
    expect(hashVerificationCode('123456', newSalt(), scope)).not.toBe(hash);
    expect(hashVerificationCode('123456', salt, { ...scope, contactMethodId: 4 })).not.toBe(hash);
    expect(hashVerificationCode('123456', salt, { ...scope, payeeId: 1002 })).not.toBe(hash);
  });

  it('accept the right code within ten minutes', () => {
    expect(checkVerificationCode(stored('123456'), '123456', scope, at(0))).toEqual({ ok: true });
    expect(checkVerificationCode(stored('123456'), '123456', scope, at(verificationCodeLifetimeMs - 1))).toEqual({
      ok: true,
    });
  });

  it('expire at ten minutes', () => {
    expect(checkVerificationCode(stored('123456'), '123456', scope, at(verificationCodeLifetimeMs))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('spend an attempt on a wrong code and refuse everything once none are left', () => {
    expect(checkVerificationCode(stored('123456'), '654321', scope, at(1000))).toEqual({
      ok: false,
      reason: 'mismatch',
      attemptsRemaining: 4,
    });
    expect(checkVerificationCode(stored('123456', { attemptsRemaining: 1 }), '000000', scope, at(1000))).toEqual({
      ok: false,
      reason: 'mismatch',
      attemptsRemaining: 0,
    });
    expect(checkVerificationCode(stored('123456', { attemptsRemaining: 0 }), '123456', scope, at(1000))).toEqual({
      ok: false,
      reason: 'noAttempts',
    });
  });

  it('are single-use, and a missing code was never sent', () => {
    expect(
      checkVerificationCode(stored('123456', { usedAt: at(500).toISOString() }), '123456', scope, at(1000)),
    ).toEqual({ ok: false, reason: 'used' });
    expect(checkVerificationCode(null, '123456', scope, at(0))).toEqual({ ok: false, reason: 'notSent' });
  });

  it('do not accept a code checked against another contact method', () => {
    expect(checkVerificationCode(stored('123456'), '123456', { ...scope, contactMethodId: 9 }, at(0))).toMatchObject({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('limit sends to five per window, counting across replacements', () => {
    let window = nextSendWindow(null, at(0));
    for (let send = 2; send <= 5; send += 1) {
      expect(sendAllowed(window, at(send * 1000))).toBe(true);
      window = nextSendWindow(window, at(send * 1000));
    }
    expect(window.sendCount).toBe(5);
    expect(sendAllowed(window, at(60_000))).toBe(false);
    expect(sendAllowed(window, at(verificationSendWindowMs))).toBe(true);
    expect(nextSendWindow(window, at(verificationSendWindowMs))).toEqual({
      sendWindowStartedAt: at(verificationSendWindowMs).toISOString(),
      sendCount: 1,
    });
  });

  it('let a spent code vouch for its contact method for 30 minutes, for the same user only', () => {
    const used = { usedAt: at(0).toISOString(), usedByUserId: 7 };
    expect(isRecentProof(used, 7, at(verificationProofWindowMs - 1))).toBe(true);
    expect(isRecentProof(used, 7, at(verificationProofWindowMs))).toBe(false);
    expect(isRecentProof(used, 8, at(1000))).toBe(false);
    expect(isRecentProof({ usedAt: null, usedByUserId: null }, 7, at(1000))).toBe(false);
    expect(isRecentProof(null, 7, at(1000))).toBe(false);
  });
});

describe('channels and masking', () => {
  it('send email to addresses, text and voice to phones, nothing else', () => {
    expect(verificationMethodsFor('email')).toEqual([VerificationMethod.Email]);
    expect(verificationMethodsFor('phone')).toEqual([VerificationMethod.Text, VerificationMethod.Voice]);
    expect(channelFor('email', VerificationMethod.Email)).toBe('email');
    expect(channelFor('phone', VerificationMethod.Text)).toBe('text');
    expect(channelFor('phone', VerificationMethod.Voice)).toBe('voice');
    expect(channelFor('email', VerificationMethod.Text)).toBeNull();
    expect(channelFor('phone', VerificationMethod.Email)).toBeNull();
  });

  it('reads a code digit by digit on a voice call', () => {
    expect(spokenCode('012345')).toBe('0 1 2 3 4 5');
  });

  it('masks addresses and numbers to their first and last characters or last four digits', () => {
    expect(maskEmail('billing@lonestarfreight.test')).toBe('b•••••g@lonestarfreight.test');
    expect(maskEmail('ab@x.test')).toBe('a••••@x.test');
    expect(maskEmail('nonsense')).toBe('•••••');
    expect(maskPhone('+15555550142')).toBe('(•••) •••-0142');
    expect(maskPhone('12')).toBe('(•••) •••-••12');
    expect(maskDestination('phone', '+1 (555) 555-0199')).toBe('(•••) •••-0199');
  });
});
