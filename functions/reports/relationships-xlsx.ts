import type { Language } from '#shared/i18n/languages.ts';
import type { PayeeRelationship, RelationshipsQuery } from '#shared/schemas/payee-relationships.ts';
import { type RelationshipReportText, relationshipReportText } from './relationship-report-text.ts';
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

export type RelationshipsExportInput = {
  payeeName: string;
  relationships: readonly PayeeRelationship[];
  /** The list's filters, said in the subtitle. */
  filters: RelationshipsFilters;
  language: Language;
  generatedAt: Date;
};

/** Columns holding counts and amounts (1-based): right-aligned, summed per currency. */
const countColumn = 9;
const amountColumn = 10;
/** The currency code column, which the totals sum by. */
const currencyColumn = 11;

export type RelationshipsFilters = Pick<RelationshipsQuery, 'isClaimed' | 'payorTypeId' | 'q'>;

/** The list's filters in words, for the export's subtitle; null when nothing filters. */
function describeFilters(query: RelationshipsFilters, text: RelationshipReportText): string | null {
  const parts: string[] = [];
  if (query.isClaimed === true) parts.push(text.t('relationships.report.filterClaimed'));
  if (query.isClaimed === false) parts.push(text.t('relationships.report.filterUnclaimed'));
  if (query.payorTypeId !== undefined) parts.push(text.payorType(query.payorTypeId));
  if (query.q) parts.push(`“${query.q}”`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The payee's payors (the relationships list's export): one row per relationship in the list's
 * order — payor, type, connected or not and since when, default term and its fee, FREE QuickPays
 * left, open invoices and their amount, factoring company — with a filter on the header and the
 * open invoices totalled per currency (SUMIF formulas with cached values), never across currencies.
 */
export async function buildRelationshipsXlsx(input: RelationshipsExportInput): Promise<Uint8Array> {
  const text = relationshipReportText(input.language);
  const { t } = text;
  // Payor, type, status, connected on, default term, pay period, fee, FREE QuickPays, open
  // invoices, open amount, currency, factoring company.
  const sheet = new Worksheet({
    title: t('relationships.report.listTitle'),
    sheetName: t('relationships.report.sheetName'),
    generatedAt: input.generatedAt,
    orientation: 'landscape',
    columnWidths: [30, 16, 15, 14, 24, 12, 10, 12, 12, 16, 10, 26],
  });
  const { columnCount } = sheet;

  addListTitleRows(sheet, t('relationships.report.listTitle'), [
    input.payeeName,
    describeFilters(input.filters, text),
    t('relationships.report.generated', { date: text.dateTime(input.generatedAt) }),
  ]);

  const header = addHeaderRow(
    sheet,
    [
      t('relationships.report.payor'),
      t('relationships.report.payorType'),
      t('relationships.report.status'),
      t('relationships.report.connectedOn'),
      t('relationships.report.defaultTerm'),
      t('relationships.report.payPeriod'),
      t('relationships.report.fee'),
      t('relationships.report.freeQuickPays'),
      t('relationships.report.openInvoices'),
      t('relationships.report.openAmount'),
      t('relationships.report.currency'),
      t('relationships.report.factor'),
    ],
    [6, 7, 8, countColumn, amountColumn],
  );

  const firstRow = header + 1;
  for (const relationship of input.relationships) {
    const term = relationship.defaultPaymentTerm;
    const connectedOn = relationship.claimedAt ? relationship.claimedAt.slice(0, 10) : null;
    const row = sheet.addRow([
      relationship.payor.name,
      text.payorType(relationship.payor.payorTypeId),
      relationship.isClaimed
        ? t('relationships.status.connected')
        : relationship.claimRequestedAt
          ? t('relationships.status.requested')
          : t('relationships.status.notConnected'),
      connectedOn ? excelDate(connectedOn) : '',
      relationship.isClaimed ? text.termName(term) : '',
      relationship.isClaimed
        ? term.termDays === 0
          ? t('relationships.terms.sameDay')
          : text.plural('relationships.terms.days', term.termDays)
        : '',
      relationship.isClaimed ? text.fee(term.feeBps) : '',
      relationship.freeQuickPaysRemaining,
      relationship.availableInvoiceCount,
      amountOf(relationship.availableInvoiceAmount),
      currencyCodeOf(relationship.payor.currencyType.id),
      relationship.assignedFactor?.name ?? '',
    ]);
    if (connectedOn) sheet.style(row, 4, { format: 'yyyy-mm-dd' });
    for (const column of [6, 7]) sheet.style(row, column, { align: 'right' });
    sheet.style(row, amountColumn, { format: currencyNumFmt(relationship.payor.currencyType.id) });
  }
  const lastRow = endListRows(sheet, header, input.relationships.length, t('relationships.report.noRelationships'));

  // Open invoices per currency: amounts of different currencies are never added together.
  const byCurrency = new Map<number, { count: number; cents: number }>();
  for (const relationship of input.relationships) {
    const currencyId = relationship.payor.currencyType.id;
    const total = byCurrency.get(currencyId) ?? { count: 0, cents: 0 };
    total.count += relationship.availableInvoiceCount;
    total.cents += relationship.availableInvoiceAmount;
    byCurrency.set(currencyId, total);
  }
  let first = true;
  for (const [currencyId, total] of [...byCurrency].sort(([a], [b]) => a - b)) {
    const code = currencyCodeOf(currencyId);
    const rows = { first: firstRow, last: lastRow };
    const row = sheet.addRow(
      [
        t('relationships.report.totalIn', { currency: code }),
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        sumIfCurrency(rows, currencyColumn, countColumn, code, total.count),
        sumIfCurrency(rows, currencyColumn, amountColumn, code, amountOf(total.cents)),
        code,
        '',
      ],
      { fontWeight: 'bold' },
    );
    sheet.style(row, amountColumn, { format: currencyNumFmt(currencyId) });
    if (first) sheet.styleRow(row, columnCount, ruleAbove);
    first = false;
  }

  return sheet.toBytes();
}
