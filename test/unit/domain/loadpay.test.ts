import { describe, expect, it } from 'vitest';
import { bankAccountHash } from '#functions/domain/bank-accounts/account-hash.ts';
import {
  linkDecision,
  loadPayAccountHash,
  loadPayCodeScope,
  loadPayDescription,
  maskEmail,
  normaliseLoadPayEmail,
} from '#functions/domain/bank-accounts/loadpay.ts';
import { checkCode, hashCode } from '#functions/domain/one-time-codes.ts';
import { PaymentMethodType } from '#shared/enums/payment-method-type.ts';

const key = 'k'.repeat(32);

describe('what identifies a LoadPay account', () => {
  it('is the account number, hashed with the key (never equal to a bank account’s hash)', () => {
    const hash = loadPayAccountHash(key, '123456789012');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(loadPayAccountHash(key, '1234 5678 9012')).toBe(hash);
    expect(loadPayAccountHash(key, '123456789013')).not.toBe(hash);
    expect(loadPayAccountHash('x'.repeat(32), '123456789012')).not.toBe(hash);
    expect(hash).not.toBe(bankAccountHash(key, '', '123456789012'));
  });

  it('compares emails trimmed and in lower case', () => {
    expect(normaliseLoadPayEmail('  Dispatch@LoneStarFreight.TEST ')).toBe('dispatch@lonestarfreight.test');
  });

  it('binds a code to the payee, the email and the account together', () => {
    const accountHash = loadPayAccountHash(key, '123456789012');
    const scope = loadPayCodeScope({ payeeId: 1001, email: 'D@x.test', accountHash });
    expect(scope).toBe(loadPayCodeScope({ payeeId: 1001, email: 'd@x.test', accountHash }));
    const stored = {
      salt: '00'.repeat(16),
      codeHash: hashCode('123456', '00'.repeat(16), scope),
      validUntil: '2026-01-01T00:15:00.000Z',
      attemptsRemaining: 5,
      usedAt: null,
    };
    const now = new Date('2026-01-01T00:05:00.000Z');
    expect(checkCode(stored, '123456', scope, now)).toEqual({ ok: true });
    for (const other of [
      loadPayCodeScope({ payeeId: 1002, email: 'd@x.test', accountHash }),
      loadPayCodeScope({ payeeId: 1001, email: 'e@x.test', accountHash }),
      loadPayCodeScope({ payeeId: 1001, email: 'd@x.test', accountHash: loadPayAccountHash(key, '123456789013') }),
    ]) {
      expect(checkCode(stored, '123456', other, now)).toEqual({ ok: false, reason: 'mismatch', attemptsRemaining: 4 });
    }
  });
});

describe('how a LoadPay account reads', () => {
  it('shows the last four digits only', () => {
    expect(loadPayDescription('123456789012')).toBe('LoadPay ••••9012');
  });

  it('masks the email the code went to', () => {
    expect(maskEmail('Dispatch@LoneStarFreight.test')).toBe('d•••@lonestarfreight.test');
    expect(maskEmail('a@b.test')).toBe('a•••@b.test');
  });
});

describe('linking a proven LoadPay account', () => {
  const holder = (payeeId: number, bankAccountId: number, methodType: number = PaymentMethodType.LoadPay) => ({
    payeeId,
    bankAccountId,
    methodType,
  });

  it('creates the account when nobody holds it', () => {
    expect(linkDecision(1001, [])).toEqual({ kind: 'create' });
  });

  it('gives the payee back the account it already has (linking twice adds nothing)', () => {
    expect(linkDecision(1001, [holder(1001, 7)])).toEqual({ kind: 'existing', bankAccountId: 7 });
    expect(linkDecision(1001, [holder(1002, 9), holder(1001, 7)])).toEqual({ kind: 'existing', bankAccountId: 7 });
  });

  it('refuses an account another carrier linked', () => {
    expect(linkDecision(1001, [holder(1002, 9)])).toEqual({ kind: 'refused', reason: 'linkedElsewhere' });
  });

  it('ignores holders of the same hash under other methods', () => {
    expect(linkDecision(1001, [holder(1002, 9, PaymentMethodType.Ach)])).toEqual({ kind: 'create' });
  });
});
