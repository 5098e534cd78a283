import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Currency, currencyCodes } from '#shared/enums/currency.ts';

/** Number and date conventions per portal language (US, US Spanish, Canadian French). */
const locales: Record<string, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' };

/** Integer cents as an exact decimal string, which Intl formats without a float on the way. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type Formatters = {
  /** Integer cents as money in a currency (two decimals, seeds 000 §9). */
  money: (cents: number, currencyId: number) => string;
  /** A YYYY-MM-DD calendar date as the language writes it (a date, not an instant: no zone shift). */
  date: (isoDate: string) => string;
  /** A percentage such as 2.5 as the language writes it ('2.5%', '2,5 %'). */
  percent: (value: number) => string;
  currencyCode: (currencyId: number) => string;
};

export function formattersFor(language: string): Formatters {
  const locale = locales[language.slice(0, 2)] ?? 'en-US';
  const moneyFormats = new Map<number, Intl.NumberFormat>();
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const currencyCode = (currencyId: number) => currencyCodes[currencyId as Currency] ?? 'USD';
  return {
    money: (cents, currencyId) => {
      let format = moneyFormats.get(currencyId);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode(currencyId) });
        moneyFormats.set(currencyId, format);
      }
      return format.format(centsToDecimal(cents) as Intl.StringNumericLiteral);
    },
    date: (isoDate) => {
      const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
      return dateFormat.format(new Date(Date.UTC(year, month - 1, day)));
    },
    // Percent style multiplies by 100: 2.5 (%) is 0.025 of the amount.
    percent: (value) => percentFormat.format(value / 100),
    currencyCode,
  };
}

/** The formatters of the current language. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formattersFor(i18n.language), [i18n.language]);
}
