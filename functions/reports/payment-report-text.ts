import type { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import enPayments from '#shared/i18n/en/payments-reports.ts';
import esPayments from '#shared/i18n/es/payments-reports.ts';
import frPayments from '#shared/i18n/fr/payments-reports.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import type { PaidInvoice } from '#shared/schemas/payee-payments.ts';
import {
  calendarDateFormatter,
  dateTimeFormatter,
  methodName,
  moneyFormatter,
  percentNumberFormatter,
  reportLocales,
} from './report-format.ts';

/**
 * Words, money and dates of the payment files, in the caller's language. The files are rendered on
 * the server, so they read the `payments` messages the screens use (their reports part only).
 */
const catalogs = {
  en: { payments: enPayments },
  es: { payments: esPayments },
  fr: { payments: frPayments },
} satisfies Record<Language, unknown>;

export type ReportText = {
  language: Language;
  locale: string;
  t: Translate;
  /** Integer cents as money in the payment's currency, exactly (no binary rounding on the way). */
  money: (cents: number, currencyId: number) => string;
  /** A YYYY-MM-DD calendar date as the language writes it. */
  date: (isoDate: string) => string;
  /** An instant with its time in America/Chicago. */
  dateTime: (instant: Date) => string;
  /** A payment method's name, capitalised for display. */
  method: (methodType: PaymentMethodType) => string;
  /** The term an invoice was paid on: Standard Pay, QuickPay (2%), FREE QuickPay. */
  term: (invoice: Pick<PaidInvoice, 'paymentType' | 'feeBps' | 'isFreeQuickPay'>) => string;
};

export function reportText(language: Language): ReportText {
  const locale = reportLocales[language];
  const t = catalogTranslator(catalogs, language);
  const percent = percentNumberFormatter(locale);
  return {
    language,
    locale,
    t,
    money: moneyFormatter(locale),
    date: calendarDateFormatter(locale),
    dateTime: dateTimeFormatter(locale),
    method: methodName,
    term: (invoice) => {
      if (invoice.isFreeQuickPay) return t('payments.paymentTypes.freeQuickPay');
      const percentageFee = percent(invoice.feeBps / 100);
      return t(`payments.paymentTypes.${invoice.paymentType ?? PaymentType.StandardPay}`, { percentageFee });
    },
  };
}
