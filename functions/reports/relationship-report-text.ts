import { displayTimeZone } from '#shared/constants/dates.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayorCategory } from '#shared/enums/payor.ts';
import enRelationships from '#shared/i18n/en/relationships-reports.ts';
import esRelationships from '#shared/i18n/es/relationships-reports.ts';
import frRelationships from '#shared/i18n/fr/relationships-reports.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import type { PaymentTermView } from '#shared/schemas/payee-relationships.ts';
import {
  calendarDateFormatter,
  dateTimeFormatter,
  moneyFormatter,
  percentNumberFormatter,
  pluralTranslator,
  reportLocales,
} from './report-format.ts';

/**
 * Words, money and dates of the relationship files (the payors list and the take-control PDF), in
 * the caller's language: the `relationships` messages the screens use (their reports part only).
 */
const catalogs = {
  en: { relationships: enRelationships },
  es: { relationships: esRelationships },
  fr: { relationships: frRelationships },
} satisfies Record<Language, unknown>;

export type RelationshipReportText = {
  locale: string;
  t: Translate;
  /** A key with i18next's plural suffix for `count` (the catalog translator has no plurals). */
  plural: (key: string, count: number, params?: Record<string, unknown>) => string;
  money: (cents: number, currencyId: number) => string;
  /** A YYYY-MM-DD date, or the date of an ISO instant in America/Chicago, as the language writes it. */
  date: (value: string) => string;
  dateTime: (instant: Date) => string;
  payorType: (payorTypeId: number | null) => string;
  /** A payment term's name: Standard Pay, QuickPay, Guaranteed On-Time Pay. */
  termName: (term: Pick<PaymentTermView, 'paymentType'>) => string;
  /** A fee in basis points as a percentage ("2.5%"), or "No fee". */
  fee: (bps: number) => string;
};

export function relationshipReportText(language: Language): RelationshipReportText {
  const locale = reportLocales[language];
  const t = catalogTranslator(catalogs, language);
  const calendarDate = calendarDateFormatter(locale);
  const chicagoDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: displayTimeZone });
  const percent = percentNumberFormatter(locale);
  const termKeys: Record<PaymentType, string> = {
    [PaymentType.StandardPay]: 'standardPay',
    [PaymentType.QuickPay]: 'quickPay',
    [PaymentType.GuaranteedOnTimePay]: 'guaranteedOnTimePay',
  };
  return {
    locale,
    t,
    plural: pluralTranslator(t, locale),
    money: moneyFormatter(locale),
    date: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? calendarDate(value) : chicagoDay.format(new Date(value))),
    dateTime: dateTimeFormatter(locale),
    payorType: (payorTypeId) => {
      switch (payorTypeId) {
        case PayorCategory.LanePayBroker:
          return t('relationships.payorTypes.broker');
        case PayorCategory.FactoredBroker:
          return t('relationships.payorTypes.factoredBroker');
        case PayorCategory.Shipper:
          return t('relationships.payorTypes.shipper');
        default:
          return t('relationships.payorTypes.payor');
      }
    },
    termName: (term) => t(`relationships.terms.${termKeys[term.paymentType]}`),
    fee: (bps) =>
      bps === 0 ? t('relationships.terms.noFee') : t('relationships.terms.percent', { percent: percent(bps / 100) }),
  };
}
