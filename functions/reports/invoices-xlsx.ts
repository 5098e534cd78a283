import ExcelJS from 'exceljs';
import { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { type Currency, currencyCodes } from '#shared/enums/currency.ts';
import enInvoices from '#shared/i18n/en/invoices.ts';
import esInvoices from '#shared/i18n/es/invoices.ts';
import frInvoices from '#shared/i18n/fr/invoices.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import type { InvoiceListItem, InvoiceTotals } from '#shared/schemas/payee-invoices.ts';

/** The invoice files read the same `invoices` messages the screens use. */
const catalogs = { en: { invoices: enInvoices }, es: { invoices: esInvoices }, fr: { invoices: frInvoices } };
const locales: Record<Language, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' };

/** Credit note statuses by value, to their message keys. */
const creditNoteStatusKeys: Record<CreditNoteStatus, string> = {
  [CreditNoteStatus.AppliedInFull]: 'appliedInFull',
  [CreditNoteStatus.Held]: 'held',
  [CreditNoteStatus.ImportError]: 'importError',
  [CreditNoteStatus.Outstanding]: 'outstanding',
  [CreditNoteStatus.Pending]: 'pending',
  [CreditNoteStatus.Removed]: 'removed',
};

const currencyOf = (id: number) => currencyCodes[id as Currency] ?? 'USD';

/** Excel's money format for a currency: symbol, thousands and two decimals, negatives in parentheses. */
function moneyFormat(currencyId: number): string {
  const code = currencyOf(currencyId);
  const symbol = code === 'EUR' ? '€' : '$';
  const prefix = code === 'USD' || code === 'EUR' ? `"${symbol}"` : `"${code} ${symbol}"`;
  return `${prefix}#,##0.00;(${prefix}#,##0.00)`;
}

/** Integer cents as the exact decimal number a cell holds (cents / 100 is exact to two places in a double). */
const amount = (cents: number) => Math.round(cents) / 100;

/** A YYYY-MM-DD calendar date as an Excel date (UTC midnight, so no time zone shifts the day). */
function excelDate(date: string | null): Date | null {
  if (!date) return null;
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

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
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LanePay';
  workbook.created = input.generatedAt;
  workbook.title = t('invoices.report.title');
  const sheet = workbook.addWorksheet(t('invoices.report.sheetName').slice(0, 31), {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
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
  sheet.columns = columns.map((column) => ({ width: column.width }));

  const title = sheet.addRow([`LanePay · ${t('invoices.report.title')}`]);
  title.font = { bold: true, size: 16, color: { argb: 'FF1F5EFF' } };
  const generated = new Intl.DateTimeFormat(locales[input.language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Chicago',
  }).format(input.generatedAt);
  const subtitle = sheet.addRow([`${input.payeeName} · ${t('invoices.report.generated', { date: generated })}`]);
  subtitle.font = { color: { argb: 'FF5B6475' } };
  sheet.addRow([]);

  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.eachCell((cell, index) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF1F6' } };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FFB7C0D1' } } };
    if (columns[index - 1]?.money) cell.alignment = { horizontal: 'right' };
  });
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  sheet.autoFilter = { from: { row: header.number, column: 1 }, to: { row: header.number, column: columns.length } };

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
      excelDate(item.uploadedDate),
      excelDate(item.approvedDate),
      excelDate(item.paidDate),
      excelDate(item.expectedPayDate),
      currencyOf(item.currencyId),
      amount(item.grossCents),
      amount(item.feeCents),
      amount(item.netCents),
    ]);
    columns.forEach((column, index) => {
      const cell = row.getCell(index + 1);
      if (column.money) cell.numFmt = moneyFormat(item.currencyId);
      if (column.date) cell.numFmt = 'yyyy-mm-dd';
    });
  }

  sheet.addRow([]);
  const totalsTitle = sheet.addRow([t('invoices.report.totals')]);
  totalsTitle.font = { bold: true };
  const totalsHeader = sheet.addRow([
    t('invoices.report.currency'),
    t('invoices.totals.approved'),
    '',
    t('invoices.totals.held'),
    '',
    t('invoices.totals.pending'),
  ]);
  totalsHeader.font = { bold: true };
  // The server's catalog has no plural rules: pick the form the way i18next would for en, es, fr.
  const invoiceCount = (count: number) =>
    t(
      count === 1 || (input.language === 'fr' && count === 0)
        ? 'invoices.totals.count_one'
        : 'invoices.totals.count_other',
      {
        count,
      },
    );
  for (const totals of input.totals) {
    const row = sheet.addRow([
      currencyOf(totals.currencyId),
      amount(totals.approvedCents),
      invoiceCount(totals.approvedCount),
      amount(totals.heldCents),
      invoiceCount(totals.heldCount),
      amount(totals.pendingCents),
      invoiceCount(totals.pendingCount),
    ]);
    for (const column of [2, 4, 6]) row.getCell(column).numFmt = moneyFormat(totals.currencyId);
  }

  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
