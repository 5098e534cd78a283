import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayTimeZone } from '#shared/constants/dates.ts';
import { type Currency, currencyCodes } from '#shared/enums/currency.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { PaymentTermView } from '#shared/schemas/payee-relationships.ts';

/** Number and date conventions per portal language (US, US Spanish, Canadian French). */
const locales: Record<string, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' };

/** Integer cents as an exact decimal string, which Intl formats without a float on the way. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type Formatters = {
  /** Integer cents as money in the relationship's currency. */
  money: (cents: number, currencyId: number) => string;
  /** Basis points as a percentage number (250 → "2.5"). */
  percent: (bps: number) => string;
  /** An ISO instant as a calendar date in the display time zone (America/Chicago). */
  instantDate: (iso: string) => string;
  /** A YYYY-MM-DD date as the language writes it. */
  calendarDate: (isoDate: string) => string;
  count: (value: number) => string;
};

export function formattersFor(language: string): Formatters {
  const locale = locales[language.slice(0, 2)] ?? 'en-US';
  const moneyFormats = new Map<number, Intl.NumberFormat>();
  const percentFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const countFormat = new Intl.NumberFormat(locale);
  const instantFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: displayTimeZone });
  const calendarFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    money: (cents, currencyId) => {
      let format = moneyFormats.get(currencyId);
      if (!format) {
        const currency = currencyCodes[currencyId as Currency] ?? 'USD';
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        moneyFormats.set(currencyId, format);
      }
      return format.format(centsToDecimal(cents) as Intl.StringNumericLiteral);
    },
    percent: (bps) => percentFormat.format(bps / 100),
    instantDate: (iso) => instantFormat.format(new Date(iso)),
    calendarDate: (isoDate) => {
      const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
      return calendarFormat.format(new Date(Date.UTC(year, month - 1, day)));
    },
    count: (value) => countFormat.format(value),
  };
}

/** The formatters of the current language. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formattersFor(i18n.language), [i18n.language]);
}

/** The i18n key of a payment type's name. */
export function paymentTypeKey(paymentType: PaymentType): string {
  switch (paymentType) {
    case PaymentType.StandardPay:
      return 'relationships.terms.standardPay';
    case PaymentType.QuickPay:
      return 'relationships.terms.quickPay';
    case PaymentType.GuaranteedOnTimePay:
      return 'relationships.terms.guaranteedOnTimePay';
  }
}

/** A term's timing and fee as words: "Paid 2 days after approval · 2% fee". */
export function useTermWords() {
  const { t } = useTranslation();
  const format = useFormatters();
  return useMemo(
    () => ({
      name: (term: Pick<PaymentTermView, 'paymentType'>) => t(paymentTypeKey(term.paymentType)),
      /** 'Same Day' or '{{count}} days' (seeds 000 §3). */
      period: (termDays: number) =>
        termDays === 0 ? t('relationships.terms.sameDay') : t('relationships.terms.days', { count: termDays }),
      paidWhen: (termDays: number) =>
        termDays === 0 ? t('relationships.terms.paidSameDay') : t('relationships.terms.paidAfter', { count: termDays }),
      /** The fee alone, for a row already labelled 'Fee': "2%" or 'No fee'. */
      rate: (feeBps: number) =>
        feeBps === 0
          ? t('relationships.terms.noFee')
          : t('relationships.terms.percent', { percent: format.percent(feeBps) }),
      fee: (feeBps: number) =>
        feeBps === 0
          ? t('relationships.terms.noFee')
          : t('relationships.terms.fee', { percent: format.percent(feeBps) }),
    }),
    [t, format],
  );
}
