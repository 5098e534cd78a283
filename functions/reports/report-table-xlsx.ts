import enRemittance from '#shared/i18n/en/factor-remittance-reports.ts';
import enOps from '#shared/i18n/en/ops-reports-reports.ts';
import enLedger from '#shared/i18n/en/payor-ledger-reports-reports.ts';
import esRemittance from '#shared/i18n/es/factor-remittance-reports.ts';
import esOps from '#shared/i18n/es/ops-reports-reports.ts';
import esLedger from '#shared/i18n/es/payor-ledger-reports-reports.ts';
import frRemittance from '#shared/i18n/fr/factor-remittance-reports.ts';
import frOps from '#shared/i18n/fr/ops-reports-reports.ts';
import frLedger from '#shared/i18n/fr/payor-ledger-reports-reports.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import { calendarDateFormatter, currencyCodeOf, dateTimeFormatter, reportLocales } from './report-format.ts';
import {
  addHeaderRow,
  addListTitleRows,
  amountOf,
  type CellValue,
  currencyNumFmt,
  endListRows,
  excelDate,
  ruleAbove,
  sumIfCurrency,
  Worksheet,
} from './xlsx.ts';

const catalogs = {
  en: { payorLedgerReports: enLedger, opsReports: enOps, factorRemittance: enRemittance },
  es: { payorLedgerReports: esLedger, opsReports: esOps, factorRemittance: esRemittance },
  fr: { payorLedgerReports: frLedger, opsReports: frOps, factorRemittance: frRemittance },
} satisfies Record<Language, unknown>;

/**
 * Where each reports catalog keeps a file's words (the screens' namespaces predate this builder):
 * `{report}` stands for the report's key.
 */
const vocabularies = {
  payorLedgerReports: {
    title: 'report.titles.{report}',
    sheet: 'report.titles.{report}',
    columns: 'report.columns',
    range: 'report.range',
    generated: 'report.generated',
    totalIn: 'report.totalIn',
    empty: 'report.noRows',
  },
  opsReports: {
    title: 'files.{report}.title',
    sheet: 'files.{report}.sheet',
    columns: 'columns',
    range: 'files.range',
    generated: 'files.generated',
    totalIn: 'files.totalIn',
    empty: 'files.empty',
  },
  factorRemittance: {
    title: 'files.{report}.title',
    sheet: 'files.{report}.sheet',
    columns: 'columns',
    range: 'files.range',
    generated: 'files.generated',
    totalIn: 'files.totalIn',
    empty: 'files.empty',
  },
} as const;

export type LedgerReportKind = keyof typeof enLedger.report.titles;
export type OpsReportKind = Exclude<
  keyof typeof enOps.files,
  'generated' | 'totalIn' | 'empty' | 'matchNone' | 'range'
>;

/**
 * How a column's cells are written and totalled: text as it is, a YYYY-MM-DD date, a count and
 * money in the row's currency (integer cents), both totalled per currency; a number (days, an age)
 * and a balance (money as of the row: a day's usage, a threshold), which a total would not mean;
 * a percent given in percent points.
 */
export type ColumnKind = 'text' | 'date' | 'count' | 'number' | 'money' | 'balance' | 'percent';

export type ReportColumn<Key extends string> = { key: Key; kind: ColumnKind; width?: number };

/** A cell: a value, or a message of the report's catalog (`{ message: 'holdReasons.8' }`). */
export type ReportCell = string | number | null | { message: string };

/** Each catalog's reports and column names, for the routes that fill a file. */
export type ReportWords = {
  payorLedgerReports: { report: LedgerReportKind; column: keyof typeof enLedger.report.columns };
  opsReports: { report: OpsReportKind; column: keyof typeof enOps.columns };
  factorRemittance: { report: 'remittance'; column: keyof typeof enRemittance.columns };
};

/** What a report's file is made of; the route fills it from the same service as the screen. */
export type ReportTableInput = {
  /** The catalog the file speaks from (the screens' namespace). */
  words: keyof ReportWords;
  report: ReportWords[keyof ReportWords]['report'];
  columns: readonly ReportColumn<ReportWords[keyof ReportWords]['column']>[];
  /** Words the title takes (a month, a year). */
  titleParams?: Record<string, string | number>;
  /** The company the file is for (a payor; the factor of a remittance), under the title. */
  companyName: string;
  /** The dates the rows were chosen by, said under the title; either end may be open. */
  range?: { startDate?: string | undefined; endDate?: string | undefined };
  rows: readonly { currencyId: number; cells: readonly ReportCell[] }[];
  language: Language;
  generatedAt: Date;
};

const defaultWidths: Record<ColumnKind, number> = {
  text: 26,
  date: 13,
  count: 10,
  number: 10,
  money: 16,
  balance: 16,
  percent: 10,
};
const totalled = new Set<ColumnKind>(['money', 'count']);
const numeric = new Set<ColumnKind>(['count', 'number', 'money', 'balance', 'percent']);
const isMoney = (kind: ColumnKind) => kind === 'money' || kind === 'balance';

/**
 * A payor report as an Excel workbook (the ledger and operations reports' exports, the billing
 * details, the Carriers list's files): title, payor, dates and when it was made, the rows in the
 * screen's order with typed date, money and percent cells, a currency column, a filter on the
 * header, and per currency a total of every money and count column (SUMIF formulas with their
 * values cached), never mixing currencies: each file's totals are the sum of its rows.
 */
export async function buildReportTableXlsx(input: ReportTableInput): Promise<Uint8Array> {
  const t = catalogTranslator(catalogs, input.language);
  const w = (key: string, params?: Record<string, unknown>) => t(`${input.words}.${key}`, params);
  const words = vocabularies[input.words];
  const named = (key: string) => key.replace('{report}', input.report);
  const locale = reportLocales[input.language];
  const date = calendarDateFormatter(locale);
  const title = w(named(words.title), input.titleParams);
  const columns: readonly ReportColumn<string>[] = input.columns;
  const currencyColumn = columns.length + 1;
  const sheet = new Worksheet({
    title,
    sheetName: w(named(words.sheet), input.titleParams),
    generatedAt: input.generatedAt,
    orientation: 'landscape',
    columnWidths: [...columns.map((column) => column.width ?? defaultWidths[column.kind]), 10],
  });
  const { startDate, endDate } = input.range ?? {};
  addListTitleRows(sheet, title, [
    input.companyName,
    startDate || endDate
      ? w(words.range, { start: startDate ? date(startDate) : '…', end: endDate ? date(endDate) : '…' })
      : null,
    w(words.generated, { date: dateTimeFormatter(locale)(input.generatedAt) }),
  ]);
  const header = addHeaderRow(
    sheet,
    [...columns.map((column) => w(`${words.columns}.${column.key}`)), w(`${words.columns}.currency`)],
    columns.flatMap((column, index) => (numeric.has(column.kind) ? [index + 1] : [])),
  );
  for (const row of input.rows) {
    const values: CellValue[] = row.cells.map((cell, index) => {
      const kind = columns[index]?.kind ?? 'text';
      if (cell === null) return null;
      if (typeof cell === 'object') return w(cell.message);
      if (typeof cell === 'number' && isMoney(kind)) return amountOf(cell);
      if (typeof cell === 'number' && kind === 'percent') return cell / 100;
      if (typeof cell === 'string' && kind === 'date') return excelDate(cell);
      return cell;
    });
    const line = sheet.addRow([...values, currencyCodeOf(row.currencyId)]);
    columns.forEach((column, index) => {
      if (isMoney(column.kind)) sheet.style(line, index + 1, { format: currencyNumFmt(row.currencyId) });
      if (column.kind === 'date') sheet.style(line, index + 1, { format: 'yyyy-mm-dd' });
      if (column.kind === 'percent') sheet.style(line, index + 1, { format: '0.00%' });
    });
  }
  const lastRow = endListRows(sheet, header, input.rows.length, w(words.empty));
  const currencies = [...new Set(input.rows.map((row) => row.currencyId))].sort((a, b) => a - b);
  currencies.forEach((currencyId, position) => {
    const code = currencyCodeOf(currencyId);
    const mine = input.rows.filter((row) => row.currencyId === currencyId);
    const values: CellValue[] = columns.map((column, index) => {
      if (index === 0) return w(words.totalIn, { currency: code });
      if (!totalled.has(column.kind)) return '';
      const total = mine.reduce((sum, row) => {
        const cell = row.cells[index];
        return sum + (typeof cell === 'number' ? cell : 0);
      }, 0);
      return sumIfCurrency(
        { first: header + 1, last: lastRow },
        currencyColumn,
        index + 1,
        code,
        column.kind === 'money' ? amountOf(total) : total,
      );
    });
    const line = sheet.addRow([...values, code], { fontWeight: 'bold' });
    columns.forEach((column, index) => {
      if (column.kind === 'money') sheet.style(line, index + 1, { format: currencyNumFmt(currencyId) });
    });
    if (position === 0) sheet.styleRow(line, sheet.columnCount, ruleAbove);
  });
  return sheet.toBytes();
}
