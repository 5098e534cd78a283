import type ExcelJS from 'exceljs';
import { reportText } from './payment-report-text.ts';
import type { PayoutReportInput } from './payout-report-pdf.ts';
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
 * with typed numeric cells in the payment's currency format and a totals row (SUM formulas with
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
  sheet.columns = [
    { key: 'invoice', width: 18 },
    { key: 'load', width: 16 },
    { key: 'payor', width: 28 },
    { key: 'term', width: 22 },
    { key: 'gross', width: 16 },
    { key: 'fee', width: 14 },
    { key: 'net', width: 16 },
  ];

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
  for (const [label, value, numFmt] of facts) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true, color: { argb: mutedArgb } };
    sheet.mergeCells(row.number, 2, row.number, 4);
    const cell = row.getCell(2);
    cell.alignment = { horizontal: 'left' };
    if (numFmt) cell.numFmt = numFmt;
  }
  sheet.addRow([]);

  const sectionRow = sheet.addRow([t('payments.report.invoices')]);
  sectionRow.font = { bold: true, size: 12 };
  const header = sheet.addRow([
    t('payments.report.invoiceNumber'),
    t('payments.report.loadNumber'),
    t('payments.report.payor'),
    t('payments.report.term'),
    t('payments.report.gross'),
    t('payments.report.fee'),
    t('payments.report.net'),
  ]);
  styleHeaderRow(header, 7);
  for (const column of [5, 6, 7]) header.getCell(column).alignment = { horizontal: 'right', vertical: 'middle' };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];

  const firstInvoiceRow = header.number + 1;
  for (const invoice of payment.invoices) {
    const row = sheet.addRow([
      invoice.invoiceNumber,
      invoice.loadNumber,
      invoice.payorName,
      text.term(invoice),
      amountOf(invoice.grossCents),
      amountOf(invoice.feeCents),
      amountOf(invoice.netCents),
    ]);
    for (const column of [5, 6, 7]) row.getCell(column).numFmt = money;
  }
  const lastInvoiceRow = firstInvoiceRow + payment.invoices.length - 1;
  const sumOf = (column: string, cents: number) =>
    payment.invoices.length > 0
      ? { formula: `SUM(${column}${firstInvoiceRow}:${column}${lastInvoiceRow})`, result: amountOf(cents) }
      : amountOf(0);
  const totals = sheet.addRow([
    t('payments.report.totals'),
    '',
    '',
    '',
    sumOf('E', sum(payment.invoices.map((i) => i.grossCents))),
    sumOf('F', sum(payment.invoices.map((i) => i.feeCents))),
    sumOf('G', sum(payment.invoices.map((i) => i.netCents))),
  ]);
  totals.font = { bold: true };
  borderTop(totals, 7);
  for (const column of [5, 6, 7]) totals.getCell(column).numFmt = money;
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

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
