import { CreditNoteStatus } from '#shared/enums/credit-note-status.ts';
import { type Currency, currencyCodes } from '#shared/enums/currency.ts';
import enInvoices from '#shared/i18n/en/invoices.ts';
import esInvoices from '#shared/i18n/es/invoices.ts';
import frInvoices from '#shared/i18n/fr/invoices.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import type { InvoiceListItem, InvoiceTotals } from '#shared/schemas/payee-invoices.ts';
import { brandColor, headerFillColor, mutedColor, Worksheet } from './xlsx.ts';

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

  sheet.addRow([`LanePay · ${t('invoices.report.title')}`], {
    fontWeight: 'bold',
    fontSize: 16,
    textColor: brandColor,
  });
  const generated = new Intl.DateTimeFormat(locales[input.language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Chicago',
  }).format(input.generatedAt);
  sheet.addRow([`${input.payeeName} · ${t('invoices.report.generated', { date: generated })}`], {
    textColor: mutedColor,
  });
  sheet.addRow();

  const header = sheet.addRow(
    columns.map((column) => column.header),
    { fontWeight: 'bold', backgroundColor: headerFillColor, bottomBorderStyle: 'thin', bottomBorderColor: '#B7C0D1' },
  );
  columns.forEach((column, index) => {
    if (column.money) sheet.style(header, index + 1, { align: 'right' });
  });
  sheet.freezeThrough(header);
  sheet.autoFilter(header, header);

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
      if (column.money) sheet.style(row, index + 1, { format: moneyFormat(item.currencyId) });
      if (column.date) sheet.style(row, index + 1, { format: 'yyyy-mm-dd' });
    });
  }

  sheet.addRow();
  sheet.addRow([t('invoices.report.totals')], { fontWeight: 'bold' });
  sheet.addRow(
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
    for (const column of [2, 4, 6]) sheet.style(row, column, { format: moneyFormat(totals.currencyId) });
  }

  return sheet.toBytes();
}
