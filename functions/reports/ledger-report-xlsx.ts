import type enMessages from '#shared/i18n/en/payor-ledger-reports-reports.ts';
import enReports from '#shared/i18n/en/payor-ledger-reports-reports.ts';
import esReports from '#shared/i18n/es/payor-ledger-reports-reports.ts';
import frReports from '#shared/i18n/fr/payor-ledger-reports-reports.ts';
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
  en: { payorLedgerReports: enReports },
  es: { payorLedgerReports: esReports },
  fr: { payorLedgerReports: frReports },
} satisfies Record<Language, unknown>;

export type LedgerReportKind = keyof typeof enMessages.report.titles;
export type LedgerColumnKey = keyof typeof enMessages.report.columns;
export type LedgerLabel = keyof typeof enMessages.report.labels;

/**
 * A column of a ledger report's file: text as it is, a label (translated), a YYYY-MM-DD date, a
 * count, money in the row's currency (integer cents) which the totals sum per currency, or a
 * balance: money as of the row (a day's usage, a threshold), which a total would not mean.
 */
export type LedgerColumn = {
  key: LedgerColumnKey;
  kind: 'text' | 'label' | 'date' | 'count' | 'money' | 'balance';
  width: number;
};

export type LedgerCell = string | number | null;

export type LedgerReportInput = {
  report: LedgerReportKind;
  payorName: string;
  /** The dates the report covers, said under the title; either end may be open. */
  range: { startDate?: string | undefined; endDate?: string | undefined };
  columns: readonly LedgerColumn[];
  rows: readonly { currencyId: number; cells: readonly LedgerCell[] }[];
  language: Language;
  generatedAt: Date;
};

/**
 * A payor ledger report as an Excel workbook (the reports' export, and billing_activity/details):
 * the rows in the screen's order with typed date and money cells, a currency column, a filter on
 * the header, and per currency a total of every money column (SUMIF formulas with their values
 * cached), never mixing currencies. One builder for every ledger report, so each file's totals
 * are the screen's arithmetic: the sum of its rows.
 */
export async function buildLedgerReportXlsx(input: LedgerReportInput): Promise<Uint8Array> {
  const t = catalogTranslator(catalogs, input.language);
  const w = (key: string, params?: Record<string, unknown>) => t(`payorLedgerReports.report.${key}`, params);
  const locale = reportLocales[input.language];
  const date = calendarDateFormatter(locale);
  const title = w(`titles.${input.report}`);
  const columns = [...input.columns, { key: 'currency', kind: 'text', width: 10 } as const];
  const currencyColumn = columns.length;
  const sheet = new Worksheet({
    title,
    sheetName: title,
    generatedAt: input.generatedAt,
    orientation: 'landscape',
    columnWidths: columns.map((column) => column.width),
  });
  const { startDate, endDate } = input.range;
  addListTitleRows(sheet, title, [
    input.payorName,
    startDate || endDate
      ? w('range', { start: startDate ? date(startDate) : '…', end: endDate ? date(endDate) : '…' })
      : null,
    w('generated', { date: dateTimeFormatter(locale)(input.generatedAt) }),
  ]);
  const numeric = columns.flatMap((column, index) =>
    column.kind === 'money' || column.kind === 'balance' || column.kind === 'count' ? [index + 1] : [],
  );
  const header = addHeaderRow(
    sheet,
    columns.map((column) => w(`columns.${column.key}`)),
    numeric,
  );
  for (const row of input.rows) {
    const values: CellValue[] = row.cells.map((cell, index) => {
      const column = input.columns[index];
      if (cell === null || !column) return cell;
      if (column.kind === 'date') return excelDate(String(cell));
      if (column.kind === 'money' || column.kind === 'balance') return amountOf(Number(cell));
      if (column.kind === 'label') return w(`labels.${cell}`);
      return cell;
    });
    const line = sheet.addRow([...values, currencyCodeOf(row.currencyId)]);
    input.columns.forEach((column, index) => {
      if (column.kind === 'date') sheet.style(line, index + 1, { format: 'yyyy-mm-dd' });
      if (column.kind === 'money' || column.kind === 'balance') {
        sheet.style(line, index + 1, { format: currencyNumFmt(row.currencyId) });
      }
    });
  }
  const lastRow = endListRows(sheet, header, input.rows.length, w('noRows'));
  const currencies = [...new Set(input.rows.map((row) => row.currencyId))].sort((a, b) => a - b);
  currencies.forEach((currencyId, position) => {
    const code = currencyCodeOf(currencyId);
    const mine = input.rows.filter((row) => row.currencyId === currencyId);
    const cells: CellValue[] = input.columns.map((column, index) => {
      if (index === 0) return w('totalIn', { currency: code });
      if (column.kind !== 'money') return '';
      const cents = mine.reduce((sum, row) => sum + Number(row.cells[index] ?? 0), 0);
      return sumIfCurrency({ first: header + 1, last: lastRow }, currencyColumn, index + 1, code, amountOf(cents));
    });
    const line = sheet.addRow([...cells, code], { fontWeight: 'bold' });
    input.columns.forEach((column, index) => {
      if (column.kind === 'money') sheet.style(line, index + 1, { format: currencyNumFmt(currencyId) });
    });
    if (position === 0) sheet.styleRow(line, sheet.columnCount, ruleAbove);
  });
  return sheet.toBytes();
}
