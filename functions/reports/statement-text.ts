import enStatements from '#shared/i18n/en/payor-statements-reports.ts';
import esStatements from '#shared/i18n/es/payor-statements-reports.ts';
import frStatements from '#shared/i18n/fr/payor-statements-reports.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import { calendarDateFormatter, dateTimeFormatter, moneyFormatter, reportLocales } from './report-format.ts';

/** Words, money and dates of the statement files, from the reports part of the screens' messages. */
const catalogs = {
  en: { payorStatements: enStatements },
  es: { payorStatements: esStatements },
  fr: { payorStatements: frStatements },
} satisfies Record<Language, unknown>;

export type StatementText = {
  locale: string;
  t: Translate;
  money: (cents: number, currencyId: number) => string;
  date: (isoDate: string) => string;
  dateTime: (instant: Date) => string;
};

export function statementText(language: Language): StatementText {
  const locale = reportLocales[language];
  return {
    locale,
    t: catalogTranslator(catalogs, language),
    money: moneyFormatter(locale),
    date: calendarDateFormatter(locale),
    dateTime: dateTimeFormatter(locale),
  };
}
