import { displayTimeZone } from '#shared/constants/dates.ts';
import { type Currency, currencyCodes } from '#shared/enums/currency.ts';
import { bankAccountTypeNames, type PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** Shared number and date formatting of the report files, rendered on the server in the caller's language. */

/** Number and date conventions per language (US, US Spanish, Canadian French). */
export const reportLocales: Record<Language, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' };

/** Cents as an exact decimal string ("-1234.05"), which Intl formats without going through a float. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an integer amount of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** ISO 4217 code of a currency id (USD when unknown, the portal's home currency). */
export function currencyCodeOf(currencyId: number): string {
  return currencyCodes[currencyId as Currency] ?? 'USD';
}

/** A payment method's name, capitalised for display ('ACH', 'Check', 'Wire'). */
export function methodName(methodType: PaymentMethodType): string {
  const name = bankAccountTypeNames[methodType] ?? String(methodType);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Integer cents as money in a currency, exactly (no binary rounding on the way); one Intl format per currency. */
export function moneyFormatter(locale: string): (cents: number, currencyId: number) => string {
  const moneyFormats = new Map<number, Intl.NumberFormat>();
  return (cents, currencyId) => {
    let format = moneyFormats.get(currencyId);
    if (!format) {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCodeOf(currencyId) });
      moneyFormats.set(currencyId, format);
    }
    return format.format(centsToDecimal(cents) as Intl.StringNumericLiteral);
  };
}

/** A YYYY-MM-DD calendar date, medium style: a date, not an instant, so no time zone shifts the day. */
export function calendarDateFormatter(locale: string): (isoDate: string) => string {
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (isoDate) => {
    const [year, month, day] = isoDate.split('-').map(Number);
    return dateFormat.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
  };
}

/** An instant with its time in America/Chicago (seeds 000 §9), e.g. for "Generated …" lines. */
export function dateTimeFormatter(locale: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: displayTimeZone,
  });
  return (instant) => format.format(instant);
}

/** A percentage such as 2.5 as a bare number ('2.5', '2,5'), for messages that add the sign. */
export function percentNumberFormatter(locale: string): (value: number) => string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (value) => format.format(value);
}

/**
 * A key with i18next's plural suffix for `count`, as the screens pick it (the server's catalog
 * translator has no plural rules of its own).
 */
export function pluralTranslator(
  t: Translate,
  locale: string,
): (key: string, count: number, params?: Record<string, unknown>) => string {
  const rules = new Intl.PluralRules(locale);
  return (key, count, params = {}) =>
    t(`${key}_${rules.select(count) === 'one' ? 'one' : 'other'}`, { count, ...params });
}
