import { fieldLimits } from '../constants/limits.ts';

/**
 * Filters applied to what is typed into constrained inputs (seeds 000 §5). Each returns the
 * value with disallowed characters removed, so an input can apply it on every change.
 */

/** Digits-only inputs. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Upper-case inputs. */
export function upperCase(value: string): string {
  return value.toUpperCase();
}

/** Alphanumeric-only inputs (ASCII letters and digits). */
export function alphanumericOnly(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '');
}

/** Text inputs restricted to letters, digits, hyphen and period (ASCII letters). */
export function allowedTextCharacters(value: string): string {
  return value.replace(/[^A-Za-z0-9.-]/g, '');
}

/**
 * Numeric inputs: digits and one decimal point, with at most `maxDecimals` decimals (2 by
 * default). Extra points and decimals are dropped.
 */
export function decimalInput(value: string, maxDecimals: number = fieldLimits.numericMaxDecimals): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point === -1) return cleaned;
  const whole = cleaned.slice(0, point);
  const decimals = cleaned.slice(point + 1).replace(/\./g, '');
  return maxDecimals <= 0 ? whole : `${whole}.${decimals.slice(0, maxDecimals)}`;
}
