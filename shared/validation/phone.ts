import { z } from 'zod';

/** Phone numbers have 10 to 16 digits (seeds 000 §9); formatting characters are ignored. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .refine((value) => /^\+?[\d\s().-]+$/.test(value) && /^\d{10,16}$/.test(value.replace(/\D/g, '')), {
    message: 'validation.phoneNumber',
  });

/**
 * E.164 form for Cognito: ten digits are a North American number (+1 added), longer numbers
 * are taken to include their country code.
 */
export function toE164(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}
