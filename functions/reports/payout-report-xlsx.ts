import type ExcelJS from 'exceljs';
import { reportText } from './payment-report-text.ts';
import type { PayoutReportInput } from './payout-report-pdf.ts';
import { payoutReportTable, refundFacts } from './payout-report-table.ts';
import { currencyCodeOf } from './report-format.ts';
import {
  addTitleRows,
  amountOf,
  borderTop,
  createWorkbook,
  currencyNumFmt,
  excelDate,
  mutedArgb,
  styleHeaderRow,
  thinBorder,
  workbookBytes,
} from './xlsx.ts';

const dateNumFmt = 'yyyy-mm-dd';

/**
 * The payout report as an Excel workbook: the payment's facts, a table of the invoices it paid
 * (for a term fee refund: of the invoices whose QuickPay fee it returns) with typed numeric cells in the payment's currency format and a totals row (SUM formulas with
 * their values cached), then the payment's summary down to the net paid. Amounts come from
 * integer cents.
 */
export async function buildPayoutReportXlsx(input: PayoutReportInput): Promise<Uint8Array> {
  const { payment } = input;
  const text = reportText(input.language);
  const { t } = text;
  const money = currencyNumFmt(payment.currencyId);

  const { workbook, sheet } = createWorkbook({
    title: `${t('payments.report.title')} ${payment.code}`,
    sheetName: t('payments.report.sheetName'),
    generatedAt: input.generatedAt,
    orientation: 'portrait',
    properties: { defaultRowHeight: 16 },
  });
  const table = payoutReportTable(payment, text);
  sheet.columns = table.columns.map((column) => ({ key: column.key, width: column.xlsxWidth }));

  addTitleRows(sheet, {
    title: t('payments.report.title'),
    subtitle: `${input.payeeName} · ${payment.code}`,
    titleColumns: 7,
    subtitleColumns: 7,
  });

  const facts: [string, string | Date | number, string?][] = [
    [t('payments.report.payee'), input.payeeName],
    [t('payments.report.code'), payment.code],
    [t('payments.report.confirmationNumber'), payment.confirmationNumber],
    [t('payments.report.paidDate'), excelDate(payment.paidDate), dateNumFmt],
    [t('payments.report.method'), text.method(payment.methodType)],
    [t('payments.report.paidTo'), payment.bankAccount.description ?? payment.bankAccount.name],
    [t('payments.report.payoutType'), t(`payments.payoutTypes.${payment.payoutType}`)],
    [t('payments.report.status'), t(`payments.states.${payment.state}`)],
    [t('payments.report.currency'), currencyCodeOf(payment.currencyId)],
  ];
  if (payment.freeQuickPayCount > 0) facts.push([t('payments.report.freeQuickPay'), payment.freeQuickPayCount]);
  if (payment.checkNumber) facts.push([t('payments.report.checkNumber'), payment.checkNumber]);
  facts.push(...refundFacts(payment, text));
  for (const [label, value, numFmt] of facts) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true, color: { argb: mutedArgb } };
    sheet.mergeCells(row.number, 2, row.number, 4);
    const cell = row.getCell(2);
    cell.alignment = { horizontal: 'left' };
    if (numFmt) cell.numFmt = numFmt;
  }
  sheet.addRow([]);

  const sectionRow = sheet.addRow([table.title]);
  sectionRow.font = { bold: true, size: 12 };
  const columnCount = table.columns.length;
  const header = sheet.addRow(table.columns.map((column) => column.header));
  styleHeaderRow(header, columnCount);
  const moneyColumns = table.columns.flatMap((column, index) => (column.money ? [index + 1] : []));
  for (const column of moneyColumns) header.getCell(column).alignment = { horizontal: 'right', vertical: 'middle' };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];

  const firstInvoiceRow = header.number + 1;
  for (const cells of table.rows) {
    const row = sheet.addRow(cells.map((cell) => (typeof cell === 'string' ? cell : amountOf(cell.cents))));
    for (const column of moneyColumns) row.getCell(column).numFmt = money;
  }
  const lastInvoiceRow = firstInvoiceRow + table.rows.length - 1;
  const totals = sheet.addRow(
    table.totals.map((cents, index) => {
      if (cents === null) return index === 0 ? t('payments.report.totals') : '';
      const letter = String.fromCharCode(65 + index);
      return table.rows.length > 0
        ? { formula: `SUM(${letter}${firstInvoiceRow}:${letter}${lastInvoiceRow})`, result: amountOf(cents) }
        : amountOf(0);
    }),
  );
  totals.font = { bold: true };
  borderTop(totals, columnCount);
  for (const column of moneyColumns) totals.getCell(column).numFmt = money;
  sheet.addRow([]);

  // The payment's own figures (what was actually sent), with the arithmetic as formulas.
  const summaryTitle = sheet.addRow(['', '', '', '', '', t('payments.report.summary')]);
  summaryTitle.getCell(6).font = { bold: true, size: 12 };
  const summaryRow = (label: string, value: ExcelJS.CellValue, strong = false) => {
    const row = sheet.addRow(['', '', '', '', label, '', value]);
    sheet.mergeCells(row.number, 5, row.number, 6);
    row.getCell(5).alignment = { horizontal: 'right' };
    row.getCell(7).numFmt = money;
    if (strong) {
      row.font = { bold: true };
      row.getCell(7).border = { top: thinBorder, bottom: { style: 'double', color: { argb: 'FF111827' } } };
    }
    return row.number;
  };
  const grossRow = summaryRow(t('payments.report.grossAmount'), amountOf(payment.grossCents));
  const termFeeRow = summaryRow(t('payments.report.termFee'), amountOf(-payment.termFeeCents));
  const subTotalRow = summaryRow(t('payments.report.subTotal'), {
    formula: `G${grossRow}+G${termFeeRow}`,
    result: amountOf(payment.subTotalCents),
  });
  const bankFeeRow = summaryRow(
    `${t('payments.report.bankFee')} (${text.method(payment.methodType)})`,
    amountOf(-payment.bankFeeCents),
  );
  summaryRow(
    t('payments.report.netPaid'),
    { formula: `G${subTotalRow}+G${bankFeeRow}`, result: amountOf(payment.netCents) },
    true,
  );

  sheet.addRow([]);
  const generated = sheet.addRow([t('payments.report.generated', { date: text.dateTime(input.generatedAt) })]);
  generated.font = { italic: true, size: 9, color: { argb: mutedArgb } };

  return workbookBytes(workbook);
}
