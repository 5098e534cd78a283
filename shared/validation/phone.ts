import { fieldLimits } from '../constants/limits.ts';
import { singleLineText } from './text.ts';

const phoneDigits = new RegExp(`^\\d{${fieldLimits.phoneMinDigits},${fieldLimits.phoneMaxDigits}}$`);

/** Phone numbers have 10 to 16 digits (seeds 000 §9); formatting characters are ignored. */
export function isValidPhoneNumber(value: string): boolean {
  return /^\+?[\d\s().-]+$/.test(value) && phoneDigits.test(value.replace(/\D/g, ''));
}

/** A phone number field: 'Please enter a valid phone number' (seeds 000 §5). */
export const phoneNumberSchema = singleLineText()
  .trim()
  .refine(isValidPhoneNumber, { message: 'validation.phoneNumber' });

/**
 * E.164 form for Cognito: ten digits are a North American number (+1 added), longer numbers
 * are taken to include their country code.
 */
export function toE164(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}
