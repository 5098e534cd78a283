import type { Language } from '#shared/i18n/languages.ts';
import type { PayorStatement, StatementTotalsView } from '#shared/schemas/payor-statements.ts';
import { currencyCodeOf } from './report-format.ts';
import { statementText } from './statement-text.ts';
import {
  addHeaderRow,
  addListTitleRows,
  amountOf,
  currencyNumFmt,
  endListRows,
  excelDate,
  ruleAbove,
  sumIfCurrency,
  Worksheet,
} from './xlsx.ts';

export type StatementsExportInput = {
  payorName: string;
  statements: readonly PayorStatement[];
  language: Language;
  generatedAt: Date;
};

const amountFields = [
  'grossCents',
  'creditNoteCents',
  'draftedCents',
  'quickPayFeeCents',
  'gotpFeeCents',
  'revenueShareCents',
  'refundCents',
  'netCents',
] as const satisfies readonly (keyof StatementTotalsView)[];
/** Columns: type, id, period start, period end, currency, payments, invoices, then the amounts. */
const currencyColumn = 5;
const firstAmountColumn = 8;

/**
 * The statements list as an Excel workbook: one row per statement and currency in the list's
 * order, typed date and amount cells, and totals per currency (SUMIF formulas with their values
 * cached), never mixing currencies.
 */
export async function buildStatementsXlsx(input: StatementsExportInput): Promise<Uint8Array> {
  const text = statementText(input.language);
  const { t } = text;
  const sheet = new Worksheet({
    title: t('payorStatements.list.title'),
    sheetName: t('payorStatements.list.sheetName'),
    generatedAt: input.generatedAt,
    orientation: 'landscape',
    columnWidths: [24, 14, 13, 13, 10, 10, 10, 15, 15, 15, 15, 15, 15, 15, 15],
  });
  addListTitleRows(sheet, t('payorStatements.list.title'), [
    input.payorName,
    t('payorStatements.document.generated', { date: text.dateTime(input.generatedAt) }),
  ]);
  const amountColumns = amountFields.map((_, index) => firstAmountColumn + index);
  const header = addHeaderRow(
    sheet,
    [
      t('payorStatements.list.type'),
      t('payorStatements.document.statement'),
      t('payorStatements.list.periodStart'),
      t('payorStatements.list.periodEnd'),
      t('payorStatements.list.currency'),
      t('payorStatements.totals.paymentCount'),
      t('payorStatements.totals.invoiceCount'),
      ...amountFields.map((field) => t(`payorStatements.totals.${field}`)),
    ],
    [6, 7, ...amountColumns],
  );
  const firstRow = header + 1;
  const sums = new Map<number, { count: number; cents: number[] }>();
  let rowCount = 0;
  for (const statement of input.statements) {
    for (const totals of statement.totals) {
      const row = sheet.addRow([
        t(`payorStatements.types.${statement.settlementStatementTypeId}`),
        statement.id,
        excelDate(statement.periodStart),
        excelDate(statement.periodEnd),
        currencyCodeOf(totals.currencyId),
        totals.paymentCount,
        totals.invoiceCount,
        ...amountFields.map((field) => amountOf(totals[field])),
      ]);
      rowCount += 1;
      sheet.style(row, 3, { format: 'yyyy-mm-dd' });
      sheet.style(row, 4, { format: 'yyyy-mm-dd' });
      for (const column of amountColumns) sheet.style(row, column, { format: currencyNumFmt(totals.currencyId) });
      const sum = sums.get(totals.currencyId) ?? { count: 0, cents: amountFields.map(() => 0) };
      sum.count += 1;
      amountFields.forEach((field, index) => {
        sum.cents[index] = (sum.cents[index] ?? 0) + totals[field];
      });
      sums.set(totals.currencyId, sum);
    }
  }
  const lastRow = endListRows(sheet, header, rowCount, t('payorStatements.list.noStatements'));
  let first = true;
  for (const [currencyId, sum] of [...sums].sort(([a], [b]) => a - b)) {
    const code = currencyCodeOf(currencyId);
    const row = sheet.addRow(
      [
        t('payorStatements.list.totalIn', { currency: code }),
        '',
        '',
        '',
        code,
        '',
        '',
        ...amountColumns.map((column, index) =>
          sumIfCurrency(
            { first: firstRow, last: lastRow },
            currencyColumn,
            column,
            code,
            amountOf(sum.cents[index] ?? 0),
          ),
        ),
      ],
      { fontWeight: 'bold' },
    );
    for (const column of amountColumns) sheet.style(row, column, { format: currencyNumFmt(currencyId) });
    if (first) sheet.styleRow(row, sheet.columnCount, ruleAbove);
    first = false;
  }
  return sheet.toBytes();
}
