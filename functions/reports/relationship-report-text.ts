import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayorCategory } from '#shared/enums/payor.ts';
import enRelationships from '#shared/i18n/en/relationships.ts';
import esRelationships from '#shared/i18n/es/relationships.ts';
import frRelationships from '#shared/i18n/fr/relationships.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import type { PaymentTermView } from '#shared/schemas/payee-relationships.ts';
import { centsToDecimal, currencyCodeOf } from './payment-report-text.ts';

/**
 * Words, money and dates of the relationship files (the payors list and the take-control PDF), in
 * the caller's language: the same `relationships` messages the screens use.
 */
const catalogs = {
  en: { relationships: enRelationships },
  es: { relationships: esRelationships },
  fr: { relationships: frRelationships },
} satisfies Record<Language, unknown>;

const locales: Record<Language, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' };

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
  const locale = locales[language];
  const t = catalogTranslator(catalogs, language);
  const rules = new Intl.PluralRules(locale);
  const moneyFormats = new Map<number, Intl.NumberFormat>();
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const chicagoDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'America/Chicago' });
  const chicagoTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Chicago',
  });
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const termKeys: Record<PaymentType, string> = {
    [PaymentType.StandardPay]: 'standardPay',
    [PaymentType.QuickPay]: 'quickPay',
    [PaymentType.GuaranteedOnTimePay]: 'guaranteedOnTimePay',
  };
  return {
    locale,
    t,
    plural: (key, count, params = {}) =>
      t(`${key}_${rules.select(count) === 'one' ? 'one' : 'other'}`, { count, ...params }),
    money: (cents, currencyId) => {
      let format = moneyFormats.get(currencyId);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCodeOf(currencyId) });
        moneyFormats.set(currencyId, format);
      }
      return format.format(centsToDecimal(cents) as Intl.StringNumericLiteral);
    },
    date: (value) => {
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        const [year, month, day] = value.split('-').map(Number);
        return dayFormat.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
      }
      return chicagoDay.format(new Date(value));
    },
    dateTime: (instant) => chicagoTime.format(instant),
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
      bps === 0
        ? t('relationships.terms.noFee')
        : t('relationships.terms.percent', { percent: percent.format(bps / 100) }),
  };
}
