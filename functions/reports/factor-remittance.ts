import { stringify } from 'csv-stringify/sync';
import type { FactorPayment, RemittanceLine } from '#shared/schemas/factor-payments.ts';
import { centsToDecimal, currencyCodeOf } from './report-format.ts';
import type { FileColumn, ReportSheet } from './routes/report-file.ts';

/** One line of a payment's remittance with the payment it belongs to: one invoice the factor was paid for. */
export type RemittanceRow = RemittanceLine & {
  paymentId: string;
  paymentCode: string;
  paidDate: string;
  currencyId: number;
};

export function remittanceRowsOf(payment: FactorPayment): RemittanceRow[] {
  return payment.remittance.map((line) => ({
    ...line,
    paymentId: payment.id,
    paymentCode: payment.code,
    paidDate: payment.paidDate,
    currencyId: payment.currencyId,
  }));
}

const columns: readonly FileColumn<'factorRemittance', RemittanceRow>[] = [
  { key: 'paymentCode', kind: 'text', width: 16, cell: (row) => row.paymentCode },
  { key: 'paidDate', kind: 'date', cell: (row) => row.paidDate },
  { key: 'debtor', kind: 'text', cell: (row) => row.debtorName },
  { key: 'client', kind: 'text', cell: (row) => row.clientName },
  { key: 'invoice', kind: 'text', width: 16, cell: (row) => row.invoiceNumber },
  { key: 'load', kind: 'text', width: 16, cell: (row) => row.loadNumber },
  { key: 'gross', kind: 'money', cell: (row) => row.grossCents },
  { key: 'fee', kind: 'money', cell: (row) => row.feeCents },
  { key: 'net', kind: 'money', cell: (row) => row.netCents },
];

/** The remittance workbook: the Payments page's words, its totals per currency. */
export function remittanceSheet(payment: FactorPayment): ReportSheet<'factorRemittance', RemittanceRow> {
  return {
    words: 'factorRemittance',
    report: 'remittance',
    name: `remittance-${payment.code}`,
    titleParams: { code: payment.code },
    columns,
  };
}

/**
 * The remittance as factoring software imports it: one row per invoice, a fixed English header
 * (an import mapping must not change with the reader's language), dates as YYYY-MM-DD, amounts as
 * plain decimals with a point and two places, the currency's ISO code. RFC 4180 quoting (a
 * client's name may hold a comma or a quote), CRLF line ends.
 */
export function remittanceCsv(payment: FactorPayment): string {
  const rows = remittanceRowsOf(payment).map((row) => [
    row.paymentId,
    row.paymentCode,
    row.paidDate,
    row.debtorName,
    row.clientName,
    row.invoiceNumber,
    row.loadNumber,
    centsToDecimal(row.grossCents),
    centsToDecimal(row.feeCents),
    centsToDecimal(row.netCents),
    currencyCodeOf(row.currencyId),
  ]);
  return stringify(rows, {
    header: true,
    columns: [
      'Payment ID',
      'Payment Reference',
      'Payment Date',
      'Debtor',
      'Client',
      'Invoice Number',
      'Load Number',
      'Invoice Amount',
      'Fee Amount',
      'Net Amount',
      'Currency',
    ],
    record_delimiter: 'windows',
  });
}
