import enOps from '#shared/i18n/en/ops-reports-reports.ts';
import esOps from '#shared/i18n/es/ops-reports-reports.ts';
import frOps from '#shared/i18n/fr/ops-reports-reports.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import { currencyCodeOf, dateTimeFormatter, reportLocales } from './report-format.ts';
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

/**
 * The payor's operations reports as Excel workbooks (GOTP fees, a month's GOTP invoices, holds,
 * unreconciled funds, 1099 totals, Select Carrier discovery, carrier terms): one table each, its
 * columns named by `opsReports.columns.*`, money in the row's currency (a currency column is added
 * after the others) and a total per currency of every money and count column under the rows.
 */
export type OpsReportKind = 'gotpFees' | 'gotpMonth' | 'holds' | 'funds' | 'relationship1099' | 'discovery' | 'terms';

export type OpsColumnKind = 'text' | 'date' | 'money' | 'count' | 'percent';
export type OpsColumn = { key: keyof typeof enOps.columns; kind: OpsColumnKind };
/** A cell: a value, or a message of the reports' catalog (`{ message: 'holdReasons.8' }`). */
export type OpsCell = string | number | null | { message: string };

export type OpsReportInput = {
  report: OpsReportKind;
  titleParams?: Record<string, string | number>;
  payorName: string;
  /** What the rows were chosen by, already in words (a date range, a year). */
  subtitle?: string | null;
  columns: readonly OpsColumn[];
  rows: readonly { currencyId: number; cells: readonly OpsCell[] }[];
  language: Language;
  generatedAt: Date;
};

const catalogs = {
  en: { opsReports: enOps },
  es: { opsReports: esOps },
  fr: { opsReports: frOps },
} satisfies Record<Language, unknown>;

const widths: Record<OpsColumnKind, number> = { text: 26, date: 13, money: 16, count: 10, percent: 10 };
const summed = new Set<OpsColumnKind>(['money', 'count']);

export async function buildOpsReportXlsx(input: OpsReportInput): Promise<Uint8Array> {
  const t = catalogTranslator(catalogs, input.language);
  const w = (key: string, params?: Record<string, unknown>) => t(`opsReports.${key}`, params);
  const title = w(`files.${input.report}.title`, input.titleParams);
  const currencyColumn = input.columns.length + 1;
  const sheet = new Worksheet({
    title,
    sheetName: w(`files.${input.report}.sheet`, input.titleParams),
    generatedAt: input.generatedAt,
    orientation: 'landscape',
    columnWidths: [...input.columns.map((column) => widths[column.kind]), 10],
  });
  addListTitleRows(sheet, title, [
    input.payorName,
    input.subtitle,
    w('files.generated', { date: dateTimeFormatter(reportLocales[input.language])(input.generatedAt) }),
  ]);
  const numeric = input.columns.flatMap((column, index) =>
    column.kind === 'text' || column.kind === 'date' ? [] : [index + 1],
  );
  const header = addHeaderRow(
    sheet,
    [...input.columns.map((column) => w(`columns.${column.key}`)), w('columns.currency')],
    numeric,
  );
  for (const row of input.rows) {
    const values: CellValue[] = row.cells.map((cell, index) => {
      const kind = input.columns[index]?.kind ?? 'text';
      if (cell === null) return null;
      if (typeof cell === 'object') return w(cell.message);
      if (kind === 'money' && typeof cell === 'number') return amountOf(cell);
      if (kind === 'percent' && typeof cell === 'number') return cell / 100;
      if (kind === 'date' && typeof cell === 'string') return excelDate(cell);
      return cell;
    });
    const line = sheet.addRow([...values, currencyCodeOf(row.currencyId)]);
    input.columns.forEach((column, index) => {
      if (column.kind === 'money') sheet.style(line, index + 1, { format: currencyNumFmt(row.currencyId) });
      if (column.kind === 'date') sheet.style(line, index + 1, { format: 'yyyy-mm-dd' });
      if (column.kind === 'percent') sheet.style(line, index + 1, { format: '0.00%' });
    });
  }
  const lastRow = endListRows(sheet, header, input.rows.length, w('files.empty'));
  const currencies = [...new Set(input.rows.map((row) => row.currencyId))].sort((a, b) => a - b);
  currencies.forEach((currencyId, position) => {
    const code = currencyCodeOf(currencyId);
    const mine = input.rows.filter((row) => row.currencyId === currencyId);
    const values: CellValue[] = input.columns.map((column, index) => {
      if (index === 0) return w('files.totalIn', { currency: code });
      if (!summed.has(column.kind)) return '';
      const total = mine.reduce(
        (sum, row) => sum + (typeof row.cells[index] === 'number' ? (row.cells[index] as number) : 0),
        0,
      );
      return sumIfCurrency(
        { first: header + 1, last: lastRow },
        currencyColumn,
        index + 1,
        code,
        column.kind === 'money' ? amountOf(total) : total,
      );
    });
    const line = sheet.addRow([...values, code], { fontWeight: 'bold' });
    input.columns.forEach((column, index) => {
      if (column.kind === 'money') sheet.style(line, index + 1, { format: currencyNumFmt(currencyId) });
    });
    if (position === 0) sheet.styleRow(line, sheet.columnCount, ruleAbove);
  });
  return sheet.toBytes();
}
