import enUploads from '#shared/i18n/en/invoice-uploads-server.ts';
import esUploads from '#shared/i18n/es/invoice-uploads-server.ts';
import frUploads from '#shared/i18n/fr/invoice-uploads-server.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import type { InvoiceBatch, InvoiceBatchRow } from '../domain/invoice-uploads/batch.ts';
import { currencyCodeOf, dateTimeFormatter, reportLocales } from './report-format.ts';
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

export type InvoiceBatchReportInput = {
  payorName: string;
  batch: Pick<InvoiceBatch, 'id' | 'status' | 'fileName' | 'uploadedAt' | 'uploadedBy' | 'invoiceIds' | 'totals'>;
  rows: readonly InvoiceBatchRow[];
  language: Language;
  generatedAt: Date;
};

const catalogs = {
  en: { invoiceUploads: enUploads },
  es: { invoiceUploads: esUploads },
  fr: { invoiceUploads: frUploads },
} satisfies Record<Language, unknown>;

const amountColumn = 7;
const currencyColumn = 8;

/**
 * A batch's rows as an Excel workbook (GET invoice_batch_review/{id}/report): each row as it was
 * uploaded and what became of it (the invoice its release created, or the existing invoice it
 * duplicates), totals per currency of the invoices it creates.
 */
export async function buildInvoiceBatchXlsx(input: InvoiceBatchReportInput): Promise<Uint8Array> {
  const t = catalogTranslator(catalogs, input.language);
  const w = (key: string, params?: Record<string, unknown>) => t(`invoiceUploads.${key}`, params);
  const dateTime = dateTimeFormatter(reportLocales[input.language]);
  const { batch } = input;
  const title = w('report.title', { id: batch.id });
  // Row, carrier, relationship, invoice number, load number, invoice date, amount, currency, outcome.
  const sheet = new Worksheet({
    title,
    sheetName: w('report.sheetName'),
    generatedAt: input.generatedAt,
    orientation: 'landscape',
    columnWidths: [7, 30, 14, 18, 18, 13, 15, 10, 34],
  });
  addListTitleRows(sheet, title, [
    input.payorName,
    batch.fileName,
    w(`statuses.${batch.status}`),
    w('report.uploaded', { date: dateTime(new Date(batch.uploadedAt)), name: batch.uploadedBy.name }),
    w('report.generated', { date: dateTime(input.generatedAt) }),
  ]);
  const header = addHeaderRow(
    sheet,
    [
      w('report.row'),
      w('report.carrier'),
      w('columns.relationshipId'),
      w('columns.invoiceNumber'),
      w('columns.loadNumber'),
      w('columns.invoiceDate'),
      w('columns.amount'),
      w('report.currency'),
      w('report.outcome'),
    ],
    [1, 3, amountColumn],
  );
  // The release created one invoice per row it did not skip, in row order.
  const created = [...batch.invoiceIds];
  const complete = created.length === input.rows.filter((row) => row.duplicateOfInvoiceId === null).length;
  for (const row of input.rows) {
    const invoiceId = row.duplicateOfInvoiceId === null && complete ? created.shift() : undefined;
    const outcome =
      row.duplicateOfInvoiceId !== null
        ? w('report.duplicate', { invoiceId: row.duplicateOfInvoiceId })
        : invoiceId !== undefined
          ? w('report.created', { invoiceId })
          : w('report.toCreate');
    const line = sheet.addRow([
      row.rowNumber,
      row.carrierName,
      row.relationshipId,
      row.invoiceNumber,
      row.loadNumber,
      excelDate(row.invoiceDate),
      amountOf(row.grossCents),
      currencyCodeOf(row.currencyId),
      outcome,
    ]);
    sheet.style(line, 6, { format: 'yyyy-mm-dd' });
    sheet.style(line, amountColumn, { format: currencyNumFmt(row.currencyId) });
  }
  const lastRow = endListRows(sheet, header, input.rows.length, w('report.toCreate'));
  batch.totals.forEach((total, index) => {
    const code = currencyCodeOf(total.currencyId);
    const line = sheet.addRow(
      [
        w('report.totalIn', { currency: code }),
        '',
        '',
        '',
        '',
        '',
        sumIfCurrency(
          { first: header + 1, last: lastRow },
          currencyColumn,
          amountColumn,
          code,
          amountOf(total.grossCents),
        ),
        code,
        '',
      ],
      { fontWeight: 'bold' },
    );
    sheet.style(line, amountColumn, { format: currencyNumFmt(total.currencyId) });
    if (index === 0) sheet.styleRow(line, sheet.columnCount, ruleAbove);
  });
  return sheet.toBytes();
}
