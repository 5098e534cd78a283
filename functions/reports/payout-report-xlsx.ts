import { reportText } from './payment-report-text.ts';
import { type PayoutReportInput, payoutReportTable, refundFacts } from './payout-report-table.ts';
import { currencyCodeOf } from './report-format.ts';
import {
  addHeaderRow,
  addTitleRows,
  amountOf,
  type CellValue,
  currencyNumFmt,
  excelDate,
  mutedColor,
  ruleAbove,
  Worksheet,
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

  const table = payoutReportTable(payment, text);
  const sheet = new Worksheet({
    title: `${t('payments.report.title')} ${payment.code}`,
    sheetName: t('payments.report.sheetName'),
    generatedAt: input.generatedAt,
    orientation: 'portrait',
    columnWidths: table.columns.map((column) => column.xlsxWidth),
    defaultRowHeight: 16,
  });

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
    sheet.style(row, 1, { fontWeight: 'bold', textColor: mutedColor });
    sheet.merge(row, 2, 4);
    sheet.style(row, 2, { align: 'left', ...(numFmt ? { format: numFmt } : {}) });
  }
  sheet.addRow();

  sheet.addRow([table.title], { fontWeight: 'bold', fontSize: 12 });
  const moneyColumns = table.columns.flatMap((column, index) => (column.money ? [index + 1] : []));
  const header = addHeaderRow(
    sheet,
    table.columns.map((column) => column.header),
    moneyColumns,
  );

  const firstInvoiceRow = header + 1;
  for (const cells of table.rows) {
    const row = sheet.addRow(cells.map((cell) => (typeof cell === 'string' ? cell : amountOf(cell.cents))));
    for (const column of moneyColumns) sheet.style(row, column, { format: money });
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
    { fontWeight: 'bold', ...ruleAbove },
  );
  for (const column of moneyColumns) sheet.style(totals, column, { format: money });
  sheet.addRow();

  // The payment's own figures (what was actually sent), with the arithmetic as formulas.
  const summaryTitle = sheet.addRow(['', '', '', '', '', t('payments.report.summary')]);
  sheet.style(summaryTitle, 6, { fontWeight: 'bold', fontSize: 12 });
  const summaryRow = (label: string, value: CellValue, strong = false) => {
    const row = sheet.addRow(['', '', '', '', label, '', value]);
    sheet.merge(row, 5, 6);
    sheet.style(row, 5, { align: 'right' });
    sheet.style(row, 7, { format: money });
    if (strong) {
      sheet.styleRow(row, 7, { fontWeight: 'bold' });
      sheet.style(row, 7, { ...ruleAbove, bottomBorderStyle: 'double', bottomBorderColor: '#111827' });
    }
    return row;
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

  sheet.addRow();
  sheet.addRow([t('payments.report.generated', { date: text.dateTime(input.generatedAt) })], {
    fontStyle: 'italic',
    fontSize: 9,
    textColor: mutedColor,
  });

  return sheet.toBytes();
}
