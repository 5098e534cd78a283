import { describe, expect, it } from 'vitest';
import { isoToMaskedDate, maskDateInput, maskedDateToIso } from '#shared/dates/date-input.ts';
import { isoDateSchema, maskedDateSchema } from '#shared/validation/date.ts';
import {
  allowedTextCharacters,
  alphanumericOnly,
  decimalInput,
  digitsOnly,
  upperCase,
} from '#shared/validation/input-filters.ts';
import { amountToCents, centsFromDigits, centsSchema, centsToAmount } from '#shared/validation/money.ts';
import { messageFor } from '#test/support/translate.ts';

describe('money', () => {
  it('reads typed digits as cents', () => {
    expect(centsFromDigits('1')).toBe(1);
    expect(centsFromDigits('1234')).toBe(1234);
    expect(centsFromDigits('$12.34')).toBe(1234);
    expect(centsFromDigits('0007')).toBe(7);
    expect(centsFromDigits('')).toBe(0);
    expect(centsFromDigits('$')).toBe(0);
  });

  it('converts between cents and amounts', () => {
    expect(centsToAmount(1234)).toBe(12.34);
    expect(centsToAmount(250)).toBe(2.5);
    expect(amountToCents(12.34)).toBe(1234);
    expect(amountToCents(1.005)).toBe(101);
    expect(amountToCents(0.1 + 0.2)).toBe(30);
    expect(amountToCents(-1.005)).toBe(-101);
  });

  it('holds integer cents only', () => {
    expect(messageFor(centsSchema, 1234)).toBeUndefined();
    expect(messageFor(centsSchema, 12.34)).toBe('Invalid value');
  });
});

describe('dates', () => {
  it.each(['2024-02-29', '2023-12-31'])('accepts %j as YYYY-MM-DD', (date) => {
    expect(messageFor(isoDateSchema, date)).toBeUndefined();
  });

  it.each(['2023-02-29', '2024-13-01', '2024-04-31', '2024-4-01', '04/01/2024', ''])('rejects %j', (date) => {
    expect(messageFor(isoDateSchema, date)).toBe('Must be a valid date');
  });

  it('masks typing as MM/DD/YYYY, at most 10 characters', () => {
    expect(maskDateInput('0')).toBe('0');
    expect(maskDateInput('03')).toBe('03');
    expect(maskDateInput('031')).toBe('03/1');
    expect(maskDateInput('0315')).toBe('03/15');
    expect(maskDateInput('03152')).toBe('03/15/2');
    expect(maskDateInput('03152024')).toBe('03/15/2024');
    expect(maskDateInput('03/15/202499')).toBe('03/15/2024');
    expect(maskDateInput('a0b3')).toBe('03');
    expect(maskDateInput('')).toBe('');
  });

  it('converts the mask to and from YYYY-MM-DD', () => {
    expect(maskedDateToIso('02/29/2024')).toBe('2024-02-29');
    expect(maskedDateToIso('02/30/2024')).toBeNull();
    expect(maskedDateToIso('2/3/2024')).toBeNull();
    expect(isoToMaskedDate('2024-02-29')).toBe('02/29/2024');
    expect(isoToMaskedDate('garbage')).toBe('');
    expect(maskedDateSchema.parse('12/31/2024')).toBe('2024-12-31');
    expect(messageFor(maskedDateSchema, '12/32/2024')).toBe('Must be a valid date');
  });
});

describe('input filters', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('(312) 555-0100')).toBe('3125550100');
  });

  it('upper-cases', () => {
    expect(upperCase('abc1')).toBe('ABC1');
  });

  it('keeps letters and digits only', () => {
    expect(alphanumericOnly('MC-123 456!')).toBe('MC123456');
  });

  it('keeps letters, digits, hyphens and periods in text', () => {
    expect(allowedTextCharacters('Load #A-12.5 / x')).toBe('LoadA-12.5x');
  });

  it('keeps a number with at most two decimals by default', () => {
    expect(decimalInput('12.345')).toBe('12.34');
    expect(decimalInput('$1,234.5')).toBe('1234.5');
    expect(decimalInput('1.2.3')).toBe('1.23');
    expect(decimalInput('12.')).toBe('12.');
    expect(decimalInput('7.891', 1)).toBe('7.8');
    expect(decimalInput('7.891', 0)).toBe('7');
  });
});
