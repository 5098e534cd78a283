import type { Language } from '#shared/i18n/languages.ts';
import type { PaymentListItem, PaymentsQuery, PaymentTotals } from '#shared/schemas/payee-payments.ts';
import { type ReportText, reportText } from './payment-report-text.ts';
import { currencyCodeOf } from './report-format.ts';
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

export type PaymentsListExportInput = {
  payeeName: string;
  payments: readonly PaymentListItem[];
  totals: readonly PaymentTotals[];
  /** The list's filters, said in the subtitle ("Paid date 2025-01-01 – 2025-03-31 · QuickPay invoice payout"). */
  filters: PaymentsFilters;
  language: Language;
  generatedAt: Date;
};

const amountColumns = { gross: 11, termFee: 12, bankFee: 13, net: 14 } as const;
/** The currency code column, which the totals sum by. */
const currencyColumn = 10;

export type PaymentsFilters = Pick<PaymentsQuery, 'startDate' | 'endDate' | 'payoutType' | 'state' | 'q'>;

/** The list's filters in words, for the export's subtitle; null when nothing filters. */
function describeFilters(query: PaymentsFilters, text: ReportText): string | null {
  const parts: string[] = [];
  if (query.startDate || query.endDate) {
    const range = [query.startDate, query.endDate].map((date) => (date ? text.date(date) : '…')).join(' – ');
    parts.push(`${text.t('payments.report.paidDate')} ${range}`);
  }
  for (const type of query.payoutType ?? []) parts.push(text.t(`payments.payoutTypes.${type}`));
  for (const state of query.state ?? []) parts.push(text.t(`payments.states.${state}`));
  if (query.q) parts.push(`“${query.q}”`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The payments list as an Excel workbook (the list's export): one row per payment in the list's
 * order, typed date and amount cells in each payment's currency format, a filter on the header,
 * and totals per currency (SUMIF formulas with their values cached), never mixing currencies.
 */
export async function buildPaymentsListXlsx(input: PaymentsListExportInput): Promise<Uint8Array> {
  const text = reportText(input.language);
  const { t } = text;
  // Paid date, code, confirmation number, payout type, status, paid to, method, invoices, load
  // numbers, currency, gross, term fee, bank fee, net.
  const sheet = new Worksheet({
    title: t('payments.report.listTitle'),
    sheetName: t('payments.report.listSheetName'),
    generatedAt: input.generatedAt,
    orientation: 'landscape',
    columnWidths: [13, 16, 18, 28, 12, 22, 14, 10, 30, 10, 15, 13, 13, 15],
  });
  const { columnCount } = sheet;

  addListTitleRows(sheet, t('payments.report.listTitle'), [
    input.payeeName,
    describeFilters(input.filters, text),
    t('payments.report.generated', { date: text.dateTime(input.generatedAt) }),
  ]);

  const header = addHeaderRow(
    sheet,
    [
      t('payments.report.paidDate'),
      t('payments.report.code'),
      t('payments.report.confirmationNumber'),
      t('payments.report.payoutType'),
      t('payments.report.status'),
      t('payments.report.paidTo'),
      t('payments.report.method'),
      t('payments.report.invoiceCount'),
      t('payments.report.loadNumber'),
      t('payments.report.currency'),
      t('payments.report.gross'),
      t('payments.report.termFee'),
      t('payments.report.bankFee'),
      t('payments.report.net'),
    ],
    [8, ...Object.values(amountColumns)],
  );

  const firstRow = header + 1;
  for (const payment of input.payments) {
    const row = sheet.addRow([
      excelDate(payment.paidDate),
      payment.code,
      payment.confirmationNumber,
      t(`payments.payoutTypes.${payment.payoutType}`),
      t(`payments.states.${payment.state}`),
      payment.bankAccountName,
      text.method(payment.methodType),
      payment.invoiceCount,
      payment.loadNumbers.join(', '),
      currencyCodeOf(payment.currencyId),
      amountOf(payment.grossCents),
      amountOf(payment.termFeeCents),
      amountOf(payment.bankFeeCents),
      amountOf(payment.netCents),
    ]);
    sheet.style(row, 1, { format: 'yyyy-mm-dd' });
    const money = currencyNumFmt(payment.currencyId);
    for (const column of Object.values(amountColumns)) sheet.style(row, column, { format: money });
  }
  const lastRow = endListRows(sheet, header, input.payments.length, t('payments.report.noPayments'));

  // Totals per currency: amounts of different currencies are never added together.
  const byCurrency = new Map<number, { gross: number; termFee: number; bankFee: number; net: number }>();
  for (const payment of input.payments) {
    const total = byCurrency.get(payment.currencyId) ?? { gross: 0, termFee: 0, bankFee: 0, net: 0 };
    total.gross += payment.grossCents;
    total.termFee += payment.termFeeCents;
    total.bankFee += payment.bankFeeCents;
    total.net += payment.netCents;
    byCurrency.set(payment.currencyId, total);
  }
  let first = true;
  for (const totals of input.totals) {
    const sums = byCurrency.get(totals.currencyId);
    if (!sums) continue;
    const code = currencyCodeOf(totals.currencyId);
    const sumIf = (column: number, cents: number) =>
      sumIfCurrency({ first: firstRow, last: lastRow }, currencyColumn, column, code, amountOf(cents));
    const row = sheet.addRow(
      [
        t('payments.report.totalIn', { currency: code }),
        '',
        '',
        '',
        '',
        '',
        '',
        totals.count,
        '',
        code,
        sumIf(amountColumns.gross, sums.gross),
        sumIf(amountColumns.termFee, sums.termFee),
        sumIf(amountColumns.bankFee, sums.bankFee),
        sumIf(amountColumns.net, sums.net),
      ],
      { fontWeight: 'bold' },
    );
    const money = currencyNumFmt(totals.currencyId);
    for (const column of Object.values(amountColumns)) sheet.style(row, column, { format: money });
    if (first) sheet.styleRow(row, columnCount, ruleAbove);
    first = false;
  }

  return sheet.toBytes();
}
