import type { PDFFont, PDFPage } from 'pdf-lib';
import { type Currency, currencyCodes } from '#shared/enums/currency.ts';
import { StatementType } from '#shared/enums/statement-type.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { StatementContent, StatementTotals } from '../domain/statements/statement.ts';
import {
  baseColors,
  contentWidth,
  createReportPdf,
  drawText,
  encodable,
  margin,
  pageSize,
  panelColor,
  type TextStyle,
} from './pdf.ts';
import { statementText } from './statement-text.ts';

export type StatementPdfInput = {
  language: Language;
  payorName: string;
  statement: { id: string; typeId: StatementType; periodStart: string; periodEnd: string; imported: boolean };
  content: StatementContent;
  /** Carriers' names by company id. */
  carrierNames: Readonly<Record<number, string>>;
  generatedAt: Date;
};

type Column = { header: string; width: number; money?: boolean };

const rowHeight = 16;
const footerHeight = 28;
/** The order the totals are printed in; counts first, then money. */
const countFields = ['draftCount', 'paymentCount', 'invoiceCount'] as const;
const moneyFields = [
  'grossCents',
  'creditNoteCents',
  'draftedCents',
  'quickPayFeeCents',
  'gotpFeeCents',
  'revenueShareCents',
  'refundCents',
  'netCents',
] as const satisfies readonly (keyof StatementTotals)[];

/** Statements that list their QuickPay and GOTP invoices (the first monthly layout and refunds do not). */
const withInvoiceSections: readonly StatementType[] = [StatementType.MonthlyStatementV2, StatementType.WeeklyStatement];

/**
 * A statement as a PDF (pdf-lib, Helvetica): the payor, type and period; the totals per currency
 * (label and amount on one line each, as a reader or a parser finds them); the line items; and,
 * on the layouts that have them, the QuickPay invoices behind the revenue share and the GOTP
 * invoices. Tables continue over as many pages as needed with their header repeated.
 */
export async function buildStatementPdf(input: StatementPdfInput): Promise<Uint8Array> {
  const text = statementText(input.language);
  const { t } = text;
  const { statement, content } = input;
  const typeName = t(`payorStatements.types.${statement.typeId}`);
  const period = `${text.date(statement.periodStart)} – ${text.date(statement.periodEnd)}`;
  const { doc, regular, bold } = await createReportPdf({
    title: `${typeName} ${period}`,
    subject: input.payorName,
    locale: text.locale,
    generatedAt: input.generatedAt,
  });
  const clean = encodable(regular);
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const draw = (value: string, x: number, at: number, style: TextStyle = {}) =>
    drawText(page, clean(value), x, at, style, { font: regular, size: 9, color: baseColors.text });

  const newPage = () => {
    page = doc.addPage(pageSize);
    pages.push(page);
    y = pageSize[1] - margin;
    draw('LanePay', margin, y - 18, { font: bold, size: 20, color: baseColors.brand });
    draw(typeName, margin, y - 18, { font: bold, size: 14, width: contentWidth, right: true });
    draw(period, margin, y - 34, { size: 9, color: baseColors.muted, width: contentWidth, right: true });
    y -= 44;
    page.drawLine({
      start: { x: margin, y },
      end: { x: pageSize[0] - margin, y },
      thickness: 1.5,
      color: baseColors.brand,
    });
    y -= 22;
  };
  const ensureRoom = (needed: number, header?: () => void) => {
    if (y - needed >= margin + footerHeight) return;
    newPage();
    header?.();
  };
  const drawRow = (columns: readonly Column[], cells: readonly string[], font: PDFFont, fill: boolean) => {
    if (fill)
      page.drawRectangle({
        x: margin,
        y: y - rowHeight + 5,
        width: contentWidth,
        height: rowHeight,
        color: panelColor,
      });
    let x = margin;
    columns.forEach((column, index) => {
      draw(cells[index] ?? '', x + 3, y - 7, { font, size: 8, width: column.width - 6, right: column.money ?? false });
      x += column.width;
    });
    y -= rowHeight;
  };
  const table = (title: string, columns: readonly Column[], rows: readonly string[][]) => {
    ensureRoom(rowHeight * 3);
    y -= 8;
    draw(title, margin, y, { font: bold, size: 11 });
    y -= 14;
    const header = () =>
      drawRow(
        columns,
        columns.map((c) => c.header),
        bold,
        true,
      );
    header();
    for (const row of rows) {
      ensureRoom(rowHeight, header);
      drawRow(columns, row, regular, false);
    }
  };

  newPage();
  const facts: [string, string][] = [
    [t('payorStatements.document.payor'), input.payorName],
    [t('payorStatements.document.statement'), `${typeName} (${statement.id})`],
    [t('payorStatements.document.period'), period],
  ];
  for (const [label, value] of facts) {
    draw(label.toUpperCase(), margin, y, { size: 7, color: baseColors.muted });
    draw(value, margin + 120, y, { font: bold, size: 10, width: contentWidth - 120 });
    y -= 18;
  }
  if (statement.imported) {
    draw(t('payorStatements.document.imported'), margin, y, { size: 9, color: baseColors.muted, width: contentWidth });
    y -= 18;
  }

  // Totals, one block per currency: "<label> <amount>" lines.
  for (const totals of content.totals) {
    const code = currencyCodes[totals.currencyId as Currency] ?? String(totals.currencyId);
    ensureRoom(rowHeight * (countFields.length + moneyFields.length + 2));
    y -= 6;
    draw(`${t('payorStatements.document.totals')} (${code})`, margin, y, { font: bold, size: 11 });
    y -= 16;
    for (const field of [...countFields, ...moneyFields]) {
      const value =
        field === 'draftCount' || field === 'paymentCount' || field === 'invoiceCount'
          ? String(totals[field])
          : text.money(totals[field], totals.currencyId);
      const strong = field === 'netCents' || field === 'draftedCents';
      draw(t(`payorStatements.totals.${field}`), margin, y, { font: strong ? bold : regular, size: 9, width: 200 });
      draw(value, margin + 200, y, { font: strong ? bold : regular, size: 9, width: 140, right: true });
      y -= 14;
    }
  }

  const carrier = (payeeId: number) => input.carrierNames[payeeId] ?? String(payeeId);
  if (content.lines.length === 0 && !statement.imported) {
    y -= 8;
    draw(t('payorStatements.document.noLines'), margin, y, { size: 9, color: baseColors.muted });
    y -= 14;
  } else if (content.lines.length > 0) {
    const columns: Column[] = [
      { header: t('payorStatements.columns.date'), width: 62 },
      { header: t('payorStatements.columns.payment'), width: 72 },
      { header: t('payorStatements.columns.carrier'), width: 110 },
      { header: t('payorStatements.columns.invoices'), width: 40, money: true },
      { header: t('payorStatements.columns.gross'), width: 64, money: true },
      { header: t('payorStatements.columns.creditNotes'), width: 58, money: true },
      { header: t('payorStatements.columns.quickPayFee'), width: 58, money: true },
      { header: t('payorStatements.columns.amount'), width: 52 + contentWidth - 516, money: true },
    ];
    table(
      t('payorStatements.document.lineItems'),
      columns,
      content.lines.map((line) => [
        text.date(line.date),
        line.kind === 'refund' ? `${t('payorStatements.document.refund')} ${line.paymentCode}` : line.paymentCode,
        carrier(line.payeeId),
        String(line.invoiceCount),
        text.money(line.grossCents, line.currencyId),
        text.money(line.creditNoteCents, line.currencyId),
        text.money(line.quickPayFeeCents, line.currencyId),
        text.money(line.amountCents, line.currencyId),
      ]),
    );
  }
  if (withInvoiceSections.includes(statement.typeId)) {
    const columns: Column[] = [
      { header: t('payorStatements.columns.date'), width: 66 },
      { header: t('payorStatements.columns.invoice'), width: 90 },
      { header: t('payorStatements.columns.payment'), width: 80 },
      { header: t('payorStatements.columns.carrier'), width: 140 },
      { header: t('payorStatements.columns.gross'), width: 70, money: true },
      { header: t('payorStatements.columns.fee'), width: contentWidth - 446, money: true },
    ];
    const sections = [
      ['payorStatements.document.revenueShareInvoices', content.revenueShareInvoices],
      ['payorStatements.document.subscriptionInvoices', content.subscriptionInvoices],
    ] as const;
    for (const [title, invoices] of sections) {
      if (invoices.length === 0) continue;
      table(
        t(title),
        columns,
        invoices.map((invoice) => [
          text.date(invoice.date),
          invoice.invoiceNumber,
          invoice.paymentCode,
          carrier(invoice.payeeId),
          text.money(invoice.grossCents, invoice.currencyId),
          text.money(invoice.feeCents, invoice.currencyId),
        ]),
      );
    }
  }

  const generated = t('payorStatements.document.generated', { date: text.dateTime(input.generatedAt) });
  pages.forEach((footerPage, index) => {
    page = footerPage;
    page.drawLine({
      start: { x: margin, y: margin + 10 },
      end: { x: pageSize[0] - margin, y: margin + 10 },
      thickness: 0.5,
      color: baseColors.border,
    });
    draw(`${generated} · ${input.payorName}`, margin, margin - 2, { size: 7.5, color: baseColors.muted, width: 380 });
    draw(t('payorStatements.document.page', { page: index + 1, pages: pages.length }), margin, margin - 2, {
      size: 7.5,
      color: baseColors.muted,
      width: contentWidth,
      right: true,
    });
  });
  return doc.save();
}
