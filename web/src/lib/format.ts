import { useTranslation } from 'react-i18next';
import { displayTimeZone } from '#shared/constants/dates.ts';
import { type Currency, currencyCodes } from '#shared/enums/currency.ts';
import { bankAccountTypeNames, type PaymentMethodType } from '#shared/enums/payment-method-type.ts';

/** Number and date conventions per portal language (US, US Spanish, Canadian French). */
const locales: Record<string, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' };

/** The Intl locale of a portal language ('fr' → 'fr-CA'); US English for anything else. */
export function localeOf(language: string): string {
  return locales[language.slice(0, 2)] ?? 'en-US';
}

/** Integer cents as an exact decimal string, which Intl formats without a float on the way. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The ISO code of a currency id; USD for an unknown id. */
export function currencyCode(currencyId: number): string {
  return currencyCodes[currencyId as Currency] ?? 'USD';
}

/** A payment method's product name, capitalised ('ACH', 'Check', 'Wire'). */
export function methodName(methodType: number): string {
  const name = bankAccountTypeNames[methodType as PaymentMethodType] ?? String(methodType);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** An instant (ISO timestamp) as its calendar date in the display time zone (seeds 000 §9). */
export function formatInstantDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: displayTimeZone }).format(
    new Date(iso),
  );
}

/** Formatting conventions of one language; build them once per language with {@link formattersFor}. */
export type Formatters = {
  locale: string;
  /** Integer cents as money in a currency (seeds 000 §9: two decimals). */
  money: (cents: number, currencyId: number) => string;
  currencyCode: (currencyId: number) => string;
  /** A YYYY-MM-DD calendar date, medium style ('Mar 4, 2025'): a date, not an instant, so no zone shift. */
  date: (isoDate: string) => string;
  /** A YYYY-MM-DD calendar date, long style ('March 4, 2025'). */
  longDate: (isoDate: string) => string;
  /** An instant as its calendar date in America/Chicago (seeds 000 §9). */
  instantDate: (iso: string) => string;
  /** An instant in America/Chicago (seeds 000 §9), with the time. */
  dateTime: (iso: string) => string;
  /** A whole number with the language's grouping ('1,234'). */
  count: (value: number) => string;
  /** A percentage such as 2.5 as a bare number ('2.5', '2,5'), for messages that add the sign. */
  percentNumber: (value: number) => string;
  /** A percentage such as 2.5 with its sign as the language writes it ('2.5%', '2,5 %'). */
  percent: (value: number) => string;
  /** A payment method's product name, capitalised. */
  method: (methodType: PaymentMethodType) => string;
};

/** A value built on first use, then kept. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

/**
 * The formatters of a language ('en', 'es-US', …). Each Intl formatter is built on its first use:
 * building one is slow on a phone (a date format in a time zone most of all), and a page uses few
 * of them (the dashboard's first render none of the dates).
 */
export function formattersFor(language: string): Formatters {
  const locale = localeOf(language);
  const moneyFormats = new Map<number, Intl.NumberFormat>();
  const dateFormat = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }));
  const longDateFormat = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }));
  const instantDateFormat = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: displayTimeZone }),
  );
  const dateTimeFormat = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: displayTimeZone }),
  );
  const countFormat = once(() => new Intl.NumberFormat(locale));
  const percentNumberFormat = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
  const percentFormat = once(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }));
  const calendarDate = (format: Intl.DateTimeFormat, isoDate: string) => {
    const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
    return format.format(new Date(Date.UTC(year, month - 1, day)));
  };
  return {
    locale,
    money: (cents, currencyId) => {
      let format = moneyFormats.get(currencyId);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode(currencyId) });
        moneyFormats.set(currencyId, format);
      }
      return format.format(centsToDecimal(cents) as Intl.StringNumericLiteral);
    },
    currencyCode,
    date: (isoDate) => calendarDate(dateFormat(), isoDate),
    longDate: (isoDate) => calendarDate(longDateFormat(), isoDate),
    instantDate: (iso) => instantDateFormat().format(new Date(iso)),
    dateTime: (iso) => dateTimeFormat().format(new Date(iso)),
    count: (value) => countFormat().format(value),
    percentNumber: (value) => percentNumberFormat().format(value),
    // Percent style multiplies by 100: 2.5 (%) is 0.025 of the amount.
    percent: (value) => percentFormat().format(value / 100),
    method: methodName,
  };
}

/** One set per language for the whole page: building the Intl formatters is slow on a phone. */
const formattersByLanguage = new Map<string, Formatters>();

/** The formatters of the current language. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  let formatters = formattersByLanguage.get(language);
  if (!formatters) {
    formatters = formattersFor(language);
    formattersByLanguage.set(language, formatters);
  }
  return formatters;
}
