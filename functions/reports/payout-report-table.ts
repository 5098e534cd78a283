import type { Language } from '#shared/i18n/languages.ts';
import type { PaidInvoice, PaymentDetails } from '#shared/schemas/payee-payments.ts';
import type { ReportText } from './payment-report-text.ts';

/** What a payout report shows, as a PDF or a workbook: the payment (with its invoices) and whom it paid. */
export type PayoutReportInput = {
  payeeName: string;
  payment: PaymentDetails;
  language: Language;
  generatedAt: Date;
};

/**
 * The invoice table of a payout report, the same for the PDF and the workbook: which invoices,
 * which columns, and what the totals row adds up. A payment that paid invoices lists them with
 * their gross, fee and net; a term fee refund pays no invoice, so it lists the invoices whose
 * QuickPay fee it returns, with the invoice's amount, the fee charged and the fee refunded (whose
 * total is the payment's gross).
 */

export type ReportColumn = {
  key: string;
  header: string;
  /** Money columns hold integer cents, right-aligned and totalled. */
  money: boolean;
  /** Width in PDF points (they add up to the page's content width). */
  pdfWidth: number;
  /** Width in Excel characters. */
  xlsxWidth: number;
};

export type ReportCell = string | { cents: number };

export type ReportTable = {
  title: string;
  columns: ReportColumn[];
  rows: ReportCell[][];
  /** The totals row: the sum of every money column (cents), null under the text columns. */
  totals: (number | null)[];
};

type Row = Record<string, ReportCell>;

function tableOf(title: string, columns: ReportColumn[], rows: Row[]): ReportTable {
  return {
    title,
    columns,
    rows: rows.map((row) => columns.map((column) => row[column.key] ?? '')),
    totals: columns.map((column) =>
      column.money
        ? rows.reduce((sum, row) => {
            const cell = row[column.key];
            return sum + (cell && typeof cell === 'object' ? cell.cents : 0);
          }, 0)
        : null,
    ),
  };
}

function invoiceCells(invoice: PaidInvoice, text: ReportText): Row {
  return {
    invoice: invoice.invoiceNumber,
    load: invoice.loadNumber,
    payor: invoice.payorName,
    term: text.term(invoice),
  };
}

/** The table a payout report shows for `payment`. */
export function payoutReportTable(payment: PaymentDetails, text: ReportText): ReportTable {
  const { t } = text;
  if (payment.refundOf) {
    return tableOf(
      t('payments.report.refundedFees'),
      [
        { key: 'invoice', header: t('payments.report.invoiceNumber'), money: false, pdfWidth: 74, xlsxWidth: 18 },
        { key: 'load', header: t('payments.report.loadNumber'), money: false, pdfWidth: 66, xlsxWidth: 16 },
        { key: 'payor', header: t('payments.report.payor'), money: false, pdfWidth: 100, xlsxWidth: 28 },
        { key: 'term', header: t('payments.report.term'), money: false, pdfWidth: 80, xlsxWidth: 22 },
        { key: 'gross', header: t('payments.report.invoiceAmount'), money: true, pdfWidth: 68, xlsxWidth: 16 },
        { key: 'fee', header: t('payments.report.feeCharged'), money: true, pdfWidth: 60, xlsxWidth: 14 },
        { key: 'refunded', header: t('payments.report.feeRefunded'), money: true, pdfWidth: 68, xlsxWidth: 16 },
      ],
      payment.refundedFees.map((invoice) => ({
        ...invoiceCells(invoice, text),
        gross: { cents: invoice.grossCents },
        fee: { cents: invoice.feeCents },
        refunded: { cents: invoice.refundedFeeCents },
      })),
    );
  }
  return tableOf(
    t('payments.report.invoices'),
    [
      { key: 'invoice', header: t('payments.report.invoiceNumber'), money: false, pdfWidth: 70, xlsxWidth: 18 },
      { key: 'load', header: t('payments.report.loadNumber'), money: false, pdfWidth: 62, xlsxWidth: 16 },
      { key: 'payor', header: t('payments.report.payor'), money: false, pdfWidth: 100, xlsxWidth: 28 },
      { key: 'term', header: t('payments.report.term'), money: false, pdfWidth: 80, xlsxWidth: 22 },
      { key: 'gross', header: t('payments.report.gross'), money: true, pdfWidth: 72, xlsxWidth: 16 },
      { key: 'fee', header: t('payments.report.fee'), money: true, pdfWidth: 60, xlsxWidth: 14 },
      { key: 'net', header: t('payments.report.net'), money: true, pdfWidth: 72, xlsxWidth: 16 },
    ],
    payment.invoices.map((invoice) => ({
      ...invoiceCells(invoice, text),
      gross: { cents: invoice.grossCents },
      fee: { cents: invoice.feeCents },
      net: { cents: invoice.netCents },
    })),
  );
}

/**
 * The report's facts about a refund: on a refunded payment when it was refunded and where its
 * QuickPay fees went; on a term fee refund, the payment it belongs to.
 */
export function refundFacts(payment: PaymentDetails, text: ReportText): [string, string][] {
  const { t } = text;
  const facts: [string, string][] = [];
  if (payment.refundOf) facts.push([t('payments.report.refundOf'), payment.refundOf.code]);
  if (payment.refund) {
    facts.push([t('payments.report.refundedOn'), text.date(payment.refund.date)]);
    if (payment.refund.termFeeRefund) {
      facts.push([t('payments.report.feesReturnedIn'), payment.refund.termFeeRefund.code]);
    }
  }
  return facts;
}
