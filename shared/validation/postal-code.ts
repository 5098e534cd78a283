import { Country } from '../enums/country.ts';
import { singleLineText } from './text.ts';

const usZip = /^\d{5}(-\d{4})?$/;
/** Canadian postal codes: letter digit letter, optional space, digit letter digit; D, F, I, O, Q, U never appear. */
const canadianPostalCode = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/**
 * Whether a postal code is valid (seeds 000 §5, 001 §5): a US ZIP (5 digits or ZIP+4), a
 * Canadian postal code, or empty. With a country, only that country's format is accepted.
 */
export function isValidPostalCode(value: string, country?: Country): boolean {
  const code = value.trim();
  if (code === '') return true;
  if (country === Country.UnitedStates) return usZip.test(code);
  if (country === Country.Canada) return canadianPostalCode.test(code);
  return usZip.test(code) || canadianPostalCode.test(code);
}

/** A postal code field: 'Must be a valid postal code'. Empty is allowed; pair with required where needed. */
export function postalCodeSchema(country?: Country) {
  return singleLineText()
    .trim()
    .refine((value) => isValidPostalCode(value, country), { message: 'validation.postalCode' });
}
