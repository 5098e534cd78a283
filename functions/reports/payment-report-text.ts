import { type Currency, currencyCodes } from '#shared/enums/currency.ts';
import { bankAccountTypeNames, type PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import enPayments from '#shared/i18n/en/payments.ts';
import esPayments from '#shared/i18n/es/payments.ts';
import frPayments from '#shared/i18n/fr/payments.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import type { PaidInvoice } from '#shared/schemas/payee-payments.ts';

/**
 * Words, money and dates of the payment files, in the caller's language. The files are rendered on
 * the server, so they read the same `payments` messages the screens use.
 */
const catalogs = {
  en: { payments: enPayments },
  es: { payments: esPayments },
  fr: { payments: frPayments },
} satisfies Record<Language, unknown>;

/** Number and date conventions per language (US, US Spanish, Canadian French). */
const locales: Record<Language, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' };

export type ReportText = {
  language: Language;
  locale: string;
  t: Translate;
  /** Integer cents as money in the payment's currency, exactly (no binary rounding on the way). */
  money: (cents: number, currencyId: number) => string;
  /** A YYYY-MM-DD calendar date as the language writes it. */
  date: (isoDate: string) => string;
  /** A payment method's name, capitalised for display. */
  method: (methodType: PaymentMethodType) => string;
  /** The term an invoice was paid on: Standard Pay, QuickPay (2%), FREE QuickPay. */
  term: (invoice: Pick<PaidInvoice, 'paymentType' | 'feeBps' | 'isFreeQuickPay'>) => string;
};

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

export function reportText(language: Language): ReportText {
  const locale = locales[language];
  const t = catalogTranslator(catalogs, language);
  const moneyFormats = new Map<number, Intl.NumberFormat>();
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    language,
    locale,
    t,
    money: (cents, currencyId) => {
      let format = moneyFormats.get(currencyId);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCodeOf(currencyId) });
        moneyFormats.set(currencyId, format);
      }
      return format.format(centsToDecimal(cents) as Intl.StringNumericLiteral);
    },
    date: (isoDate) => {
      const [year, month, day] = isoDate.split('-').map(Number);
      return dateFormat.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
    },
    method: (methodType) => {
      const name = bankAccountTypeNames[methodType] ?? String(methodType);
      return name.charAt(0).toUpperCase() + name.slice(1);
    },
    term: (invoice) => {
      if (invoice.isFreeQuickPay) return t('payments.paymentTypes.freeQuickPay');
      const percentageFee = percent.format(invoice.feeBps / 100);
      return t(`payments.paymentTypes.${invoice.paymentType ?? PaymentType.StandardPay}`, { percentageFee });
    },
  };
}
