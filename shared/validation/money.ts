import * as z from 'zod';

/**
 * Money is held as integer cents (seeds 000 §5 and §9). Rounding to two decimals for display is
 * the UI's job (`Intl.NumberFormat` with the currency).
 */
export const centsSchema = z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' });

/**
 * The money input reads what is typed as cents (seeds 000 §5): every digit shifts the amount
 * left, so typing 1, 2, 3, 4 gives 1234 cents ($12.34). Anything but digits is ignored; no digits
 * is 0 cents.
 */
export function centsFromDigits(typed: string): number {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  return digits === '' ? 0 : Number(digits);
}

/** Cents as a decimal amount (seeds 000 §9: "percent-style amounts are cents divided by 100"). */
export function centsToAmount(cents: number): number {
  return cents / 100;
}

/** A decimal amount as integer cents, rounding half away from zero (1.005 → 101). */
export function amountToCents(amount: number): number {
  // toFixed(6) absorbs binary error such as 1.005 * 100 = 100.49999999999999.
  const scaled = Number((Math.abs(amount) * 100).toFixed(6));
  const cents = Math.round(scaled);
  return amount < 0 ? -cents : cents;
}
