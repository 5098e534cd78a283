import { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import enInvoices from '#shared/i18n/en/invoices-reports.ts';
import esInvoices from '#shared/i18n/es/invoices-reports.ts';
import frInvoices from '#shared/i18n/fr/invoices-reports.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import type { InvoiceListItem, InvoiceTotals } from '#shared/schemas/payee-invoices.ts';
import { currencyCodeOf, dateTimeFormatter, pluralTranslator, reportLocales } from './report-format.ts';
import {
  addHeaderRow,
  addListTitleRows,
  amountOf,
  type CellValue,
  currencyNumFmt,
  excelDate,
  ruleAbove,
  Worksheet,
} from './xlsx.ts';

/** The invoice files read the `invoices` messages the screens use (their reports part only: bundle size). */
const catalogs = { en: { invoices: enInvoices }, es: { invoices: esInvoices }, fr: { invoices: frInvoices } };

/** Credit note statuses by value, to their message keys. */
const creditNoteStatusKeys: Record<CreditNoteStatus, string> = {
  [CreditNoteStatus.AppliedInFull]: 'appliedInFull',
  [CreditNoteStatus.Held]: 'held',
  [CreditNoteStatus.ImportError]: 'importError',
  [CreditNoteStatus.Outstanding]: 'outstanding',
  [CreditNoteStatus.Pending]: 'pending',
  [CreditNoteStatus.Removed]: 'removed',
};

const dateFormat = 'yyyy-mm-dd';
const dateOrEmpty = (date: string | null): CellValue => (date ? excelDate(date) : null);

export type InvoicesExportInput = {
  payeeName: string;
  rows: readonly InvoiceListItem[];
  totals: readonly InvoiceTotals[];
  language: Language;
  generatedAt: Date;
};

/**
 * The invoices-and-credit-notes list as an Excel workbook (the list's export): a title, one row
 * per invoice or credit note in the list's order with typed date and money cells, a filter on the
 * header, frozen headings, and the outstanding totals per currency below.
 */
export async function buildInvoicesXlsx(input: InvoicesExportInput): Promise<Uint8Array> {
  const t = catalogTranslator(catalogs, input.language);
  const locale = reportLocales[input.language];
  const plural = pluralTranslator(t, locale);
  const columns: { header: string; width: number; money?: boolean; date?: boolean }[] = [
    { header: t('invoices.columns.type'), width: 13 },
    { header: t('invoices.columns.number'), width: 16 },
    { header: t('invoices.columns.loadNumber'), width: 14 },
    { header: t('invoices.columns.payor'), width: 26 },
    { header: t('invoices.columns.status'), width: 18 },
    { header: t('invoices.columns.term'), width: 22 },
    { header: t('invoices.columns.uploadedDate'), width: 12, date: true },
    { header: t('invoices.columns.approvedDate'), width: 12, date: true },
    { header: t('invoices.columns.paidDate'), width: 12, date: true },
    { header: t('invoices.columns.expectedPayDate'), width: 14, date: true },
    { header: t('invoices.report.currency'), width: 9 },
    { header: t('invoices.columns.gross'), width: 15, money: true },
    { header: t('invoices.columns.fee'), width: 12, money: true },
    { header: t('invoices.columns.net'), width: 15, money: true },
  ];
  const sheet = new Worksheet({
    title: t('invoices.report.title'),
    sheetName: t('invoices.report.sheetName'),
    generatedAt: input.generatedAt,
    orientation: 'landscape',
    columnWidths: columns.map((column) => column.width),
  });

  addListTitleRows(sheet, t('invoices.report.title'), [
    input.payeeName,
    t('invoices.report.generated', { date: dateTimeFormatter(locale)(input.generatedAt) }),
  ]);
  const header = addHeaderRow(
    sheet,
    columns.map((column) => column.header),
    columns.flatMap((column, index) => (column.money ? [index + 1] : [])),
  );

  for (const item of input.rows) {
    const status =
      item.statusId !== null
        ? t(`invoices.statuses.${item.statusId}`)
        : item.creditNoteStatus
          ? t(`invoices.creditNoteStatuses.${creditNoteStatusKeys[item.creditNoteStatus]}`)
          : '';
    const term = item.termLabel
      ? t(`invoices.terms.${item.termLabel}`, { percentageFee: item.percentageFee ?? 0 })
      : '';
    const row = sheet.addRow([
      t(`invoices.documentTypes.${item.documentTypeId}`),
      item.number,
      item.loadNumber ?? '',
      item.payorName,
      status,
      term,
      dateOrEmpty(item.uploadedDate),
      dateOrEmpty(item.approvedDate),
      dateOrEmpty(item.paidDate),
      dateOrEmpty(item.expectedPayDate),
      currencyCodeOf(item.currencyId),
      amountOf(item.grossCents),
      amountOf(item.feeCents),
      amountOf(item.netCents),
    ]);
    const money = currencyNumFmt(item.currencyId);
    columns.forEach((column, index) => {
      if (column.money) sheet.style(row, index + 1, { format: money });
      if (column.date) sheet.style(row, index + 1, { format: dateFormat });
    });
  }
  sheet.autoFilter(header, header + input.rows.length);

  // What is outstanding now, per currency: amounts of different currencies are never added together.
  sheet.addRow();
  sheet.addRow([t('invoices.report.totals')], { fontWeight: 'bold' });
  const totalsHeader = sheet.addRow(
    [
      t('invoices.report.currency'),
      t('invoices.totals.approved'),
      '',
      t('invoices.totals.held'),
      '',
      t('invoices.totals.pending'),
    ],
    { fontWeight: 'bold' },
  );
  sheet.styleRow(totalsHeader, 7, ruleAbove);
  for (const totals of input.totals) {
    const row = sheet.addRow([
      currencyCodeOf(totals.currencyId),
      amountOf(totals.approvedCents),
      plural('invoices.totals.count', totals.approvedCount),
      amountOf(totals.heldCents),
      plural('invoices.totals.count', totals.heldCount),
      amountOf(totals.pendingCents),
      plural('invoices.totals.count', totals.pendingCount),
    ]);
    for (const column of [2, 4, 6]) sheet.style(row, column, { format: currencyNumFmt(totals.currencyId) });
  }

  return sheet.toBytes();
}
