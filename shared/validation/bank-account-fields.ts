import * as z from 'zod';
import { fieldLimits } from '../constants/limits.ts';
import { singleLineText } from './text.ts';

/*
 * The rules of one bank account field, with no payment method's words in them: the wallet's
 * payload (bank-account.ts) and a payor's funding account (shared/schemas/payor-profile.ts) check
 * their fields with these.
 */

/**
 * Whether a US routing number is valid: nine digits whose ABA checksum,
 * 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9), is a multiple of 10.
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!new RegExp(`^\\d{${fieldLimits.routingNumberDigits}}$`).test(value)) return false;
  const d = [...value].map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * (d[index] ?? 0), 0);
  return sum % 10 === 0;
}

/** A US routing number field: 'Invalid routing number' for anything but a valid nine-digit ABA number (seeds 000 §5). */
export const routingNumberSchema = z
  .string({ error: 'validation.bankAccount.typeIntoField' })
  .trim()
  .min(1, { error: 'validation.bankAccount.typeIntoField', abort: true })
  .refine(isValidRoutingNumber, { message: 'validation.bankAccount.routingNumber' });

/**
 * The rules one bank account field can carry (seeds 000 §5). The full per-type, per-country
 * requirements come from the bank account types call; this is what each of them maps onto.
 */
export interface BankFieldRule {
  /** Empty gives 'Please type into this field.'; otherwise an empty value passes. */
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** Exactly this many digits: 'Must be {{digitCount}} digits.' */
  digitCount?: number;
  /** At least this many digits (digits only): 'Must be at least {{digitCount}} digits.' */
  minDigits?: number;
  /** Otherwise 'Value does not match expected pattern'. */
  pattern?: RegExp;
}

/**
 * A trimmed text field checked against a rule; the first failing check is its only message, in
 * the order required, length, digits, pattern.
 */
export function bankFieldSchema(rule: BankFieldRule) {
  return singleLineText({ error: 'validation.bankAccount.typeIntoField' })
    .trim()
    .superRefine((value, ctx) => {
      const fail = (message: string, params?: Record<string, unknown>) =>
        ctx.addIssue({ code: 'custom', message, input: value, ...(params ? { params } : {}) });
      if (value === '') {
        if (rule.required) fail('validation.bankAccount.typeIntoField');
        return;
      }
      if (rule.minLength !== undefined && value.length < rule.minLength) {
        return fail('validation.bankAccount.minLength', { minLength: rule.minLength });
      }
      if (rule.maxLength !== undefined && value.length > rule.maxLength) {
        return fail('validation.bankAccount.maxLength', { maxLength: rule.maxLength });
      }
      if (rule.digitCount !== undefined && !new RegExp(`^\\d{${rule.digitCount}}$`).test(value)) {
        return fail('validation.bankAccount.digits', { digitCount: rule.digitCount });
      }
      if (rule.minDigits !== undefined && !new RegExp(`^\\d{${rule.minDigits},}$`).test(value)) {
        return fail('validation.bankAccount.minDigits', { digitCount: rule.minDigits });
      }
      if (rule.pattern && !rule.pattern.test(value)) {
        return fail('validation.bankAccount.pattern');
      }
    });
}

/** A US account number: 4 to 17 digits (ACH practice). */
export const usAccountNumberRule = { required: true, minDigits: 4, maxLength: 17 } as const satisfies BankFieldRule;
