import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { reportText } from './payment-report-text.ts';
import { type PayoutReportInput, payoutReportTable, type ReportCell, refundFacts } from './payout-report-table.ts';
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

export type { PayoutReportInput } from './payout-report-table.ts';

const footerHeight = 28;

const colors = {
  ...baseColors,
  headerFill: rgb(0.933, 0.945, 0.965),
  stripe: panelColor,
};

const rowHeight = 18;
const cellPadding = 4;

/**
 * The payout report as a PDF (pdf-lib, Helvetica): a LanePay header, whom and how the payment
 * paid, a table of the invoices it paid (for a term fee refund: of the invoices whose QuickPay fee
 * it returns; see payout-report-table.ts), continued over as many pages as needed with the header
 * repeated, with their totals, and the payment's summary: gross, term fee, sub total, bank fee,
 * net paid.
 * Every amount is formatted from integer cents.
 */
export async function buildPayoutReportPdf(input: PayoutReportInput): Promise<Uint8Array> {
  const { payment } = input;
  const text = reportText(input.language);
  const { t } = text;
  const money = (cents: number) => text.money(cents, payment.currencyId);

  const { doc, regular, bold } = await createReportPdf({
    title: `${t('payments.report.title')} ${payment.code}`,
    subject: `${input.payeeName}, ${payment.confirmationNumber}`,
    locale: text.locale,
    generatedAt: input.generatedAt,
  });
  const clean = encodable(regular);

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;

  const draw = (value: string, x: number, at: number, style: TextStyle = {}) =>
    drawText(page, clean(value), x, at, style, { font: regular, size: 9, color: colors.text });

  const newPage = (continued: boolean) => {
    page = doc.addPage(pageSize);
    pages.push(page);
    y = pageSize[1] - margin;
    draw('LanePay', margin, y - 18, { font: bold, size: 20, color: colors.brand });
    draw(t('payments.report.title'), margin, y - 18, { font: bold, size: 14, width: contentWidth, right: true });
    draw(payment.code, margin, y - 34, { size: 9, color: colors.muted, width: contentWidth, right: true });
    y -= 44;
    page.drawLine({
      start: { x: margin, y },
      end: { x: pageSize[0] - margin, y },
      thickness: 1.5,
      color: colors.brand,
    });
    y -= continued ? 20 : 24;
  };

  // Who was paid, and how.
  newPage(false);
  const facts: [string, string][] = [
    [t('payments.report.payee'), input.payeeName],
    [t('payments.report.code'), payment.code],
    [t('payments.report.confirmationNumber'), payment.confirmationNumber],
    [t('payments.report.paidDate'), text.date(payment.paidDate)],
    [t('payments.report.method'), text.method(payment.methodType)],
    [t('payments.report.paidTo'), payment.bankAccount.description ?? payment.bankAccount.name],
    [t('payments.report.payoutType'), t(`payments.payoutTypes.${payment.payoutType}`)],
    [t('payments.report.status'), t(`payments.states.${payment.state}`)],
  ];
  if (payment.freeQuickPayCount > 0) facts.push([t('payments.report.freeQuickPay'), String(payment.freeQuickPayCount)]);
  if (payment.checkNumber) facts.push([t('payments.report.checkNumber'), payment.checkNumber]);
  facts.push(...refundFacts(payment, text));
  const half = Math.ceil(facts.length / 2);
  const factColumnWidth = contentWidth / 2;
  facts.forEach(([label, value], index) => {
    const column = index < half ? 0 : 1;
    const row = index < half ? index : index - half;
    const x = margin + column * factColumnWidth;
    const at = y - row * 30;
    draw(label.toUpperCase(), x, at, { size: 7, color: colors.muted, width: factColumnWidth - 16 });
    draw(value, x, at - 12, { font: bold, size: 10, width: factColumnWidth - 16 });
  });
  y -= half * 30 + 12;

  // The invoices it paid (or, for a term fee refund, whose QuickPay fee it returns).
  const table = payoutReportTable(payment, text);
  const cellText = (cell: ReportCell) => (typeof cell === 'string' ? cell : money(cell.cents));
  const drawRow = (cells: string[], options: { font?: PDFFont; fill?: typeof colors.stripe }) => {
    if (options.fill) {
      page.drawRectangle({
        x: margin,
        y: y - rowHeight + 5,
        width: contentWidth,
        height: rowHeight,
        color: options.fill,
      });
    }
    let x = margin;
    table.columns.forEach((column, index) => {
      draw(cells[index] ?? '', x + cellPadding, y - 8, {
        font: options.font ?? regular,
        size: 8.5,
        width: column.pdfWidth - cellPadding * 2,
        right: column.money,
      });
      x += column.pdfWidth;
    });
    y -= rowHeight;
  };
  const tableHeader = () => {
    drawRow(
      table.columns.map((column) => column.header),
      { font: bold, fill: colors.headerFill },
    );
  };
  const ensureRoom = (needed: number, withHeader: boolean) => {
    if (y - needed >= margin + footerHeight) return;
    newPage(true);
    if (withHeader) tableHeader();
  };

  draw(table.title, margin, y, { font: bold, size: 11 });
  y -= 14;
  tableHeader();
  table.rows.forEach((row, index) => {
    ensureRoom(rowHeight, true);
    drawRow(row.map(cellText), { fill: index % 2 === 1 ? colors.stripe : undefined });
  });
  ensureRoom(rowHeight + 4, true);
  page.drawLine({
    start: { x: margin, y: y + 5 },
    end: { x: pageSize[0] - margin, y: y + 5 },
    thickness: 0.75,
    color: colors.border,
  });
  y -= 2;
  drawRow(
    table.totals.map((cents, index) =>
      cents === null ? (index === 0 ? t('payments.report.totals') : '') : money(cents),
    ),
    { font: bold },
  );

  // The payment's summary, right-aligned under the table.
  const summary: [string, string, boolean][] = [
    [t('payments.report.grossAmount'), money(payment.grossCents), false],
    [t('payments.report.termFee'), money(-payment.termFeeCents), false],
    [t('payments.report.subTotal'), money(payment.subTotalCents), false],
    [`${t('payments.report.bankFee')} (${text.method(payment.methodType)})`, money(-payment.bankFeeCents), false],
    [t('payments.report.netPaid'), money(payment.netCents), true],
  ];
  const boxWidth = 240;
  const boxHeight = summary.length * 18 + 30;
  ensureRoom(boxHeight + 16, false);
  y -= 16;
  const boxX = pageSize[0] - margin - boxWidth;
  page.drawRectangle({
    x: boxX,
    y: y - boxHeight,
    width: boxWidth,
    height: boxHeight,
    borderColor: colors.border,
    borderWidth: 1,
    color: colors.stripe,
  });
  draw(t('payments.report.summary'), boxX + 12, y - 18, { font: bold, size: 10 });
  let summaryY = y - 38;
  for (const [label, value, strong] of summary) {
    if (strong) {
      page.drawLine({
        start: { x: boxX + 12, y: summaryY + 12 },
        end: { x: boxX + boxWidth - 12, y: summaryY + 12 },
        thickness: 0.75,
        color: colors.border,
      });
    }
    const font = strong ? bold : regular;
    draw(label, boxX + 12, summaryY, { font, size: strong ? 10.5 : 9, width: 130 });
    draw(value, boxX + 142, summaryY, { font, size: strong ? 10.5 : 9, width: boxWidth - 154, right: true });
    summaryY -= 18;
  }
  y -= boxHeight;

  // Footers, once the page count is known.
  const generated = t('payments.report.generated', { date: text.dateTime(input.generatedAt) });
  pages.forEach((footerPage, index) => {
    page = footerPage;
    page.drawLine({
      start: { x: margin, y: margin + 10 },
      end: { x: pageSize[0] - margin, y: margin + 10 },
      thickness: 0.5,
      color: colors.border,
    });
    draw(`${generated} · ${input.payeeName}`, margin, margin - 2, { size: 7.5, color: colors.muted, width: 380 });
    draw(t('payments.report.page', { page: index + 1, pages: pages.length }), margin, margin - 2, {
      size: 7.5,
      color: colors.muted,
      width: contentWidth,
      right: true,
    });
  });

  return doc.save();
}
