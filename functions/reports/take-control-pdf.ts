import { type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Language } from '#shared/i18n/languages.ts';
import type { TakeControlInfo, TakeControlOption } from '#shared/schemas/payee-relationships.ts';
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
  wrap,
} from './pdf.ts';
import { relationshipReportText } from './relationship-report-text.ts';

export type TakeControlPdfInput = {
  payeeName: string;
  info: TakeControlInfo;
  language: Language;
  generatedAt: Date;
};

const colors = {
  ...baseColors,
  panel: panelColor,
  success: rgb(0.063, 0.471, 0.255),
};

/** An option's status in words: available (with tries left), or why not. */
function optionStatus(
  option: TakeControlOption,
  info: TakeControlInfo,
  text: ReturnType<typeof relationshipReportText>,
) {
  const { t } = text;
  if (option.available) {
    const tries =
      option.attemptsRemaining !== null
        ? ` · ${text.plural('relationships.report.takeControl.attemptsRemaining', option.attemptsRemaining)}`
        : '';
    return `${t('relationships.report.takeControl.available')}${tries}`;
  }
  const reason = option.unavailableReason
    ? t(`relationships.report.takeControl.reasons.${option.unavailableReason}`, {
        date: info.claimRequestedAt ? text.date(info.claimRequestedAt) : '',
      })
    : '';
  return [t('relationships.report.takeControl.notAvailable'), reason].filter(Boolean).join(' · ');
}

/**
 * The take-control information of an unclaimed relationship as a one-page PDF (pdf-lib,
 * Helvetica) the carrier can keep or send to its payor: who and what it concerns with a reference
 * to quote, the contact details the payor holds (masked, with how a code reaches each), every way
 * to verify and whether it is open, and how to go on.
 */
export async function buildTakeControlPdf(input: TakeControlPdfInput): Promise<Uint8Array> {
  const { info } = input;
  const text = relationshipReportText(input.language);
  const { t } = text;
  const payor = info.payor.name;

  const title = t('relationships.report.takeControl.title', { payor });
  const { doc, regular, bold } = await createReportPdf({
    title,
    subject: `${input.payeeName}, ${info.reference}`,
    locale: text.locale,
    generatedAt: input.generatedAt,
  });
  // This file lists items with bullets, which WinAnsi lacks.
  const clean = encodable(regular, { '\u2022': '*' });

  let page: PDFPage = doc.addPage(pageSize);
  let y = pageSize[1] - margin;
  const draw = (value: string, x: number, at: number, style: TextStyle = {}) =>
    drawText(page, clean(value), x, at, style, { font: regular, size: 10, color: colors.text });
  const paragraph = (
    value: string,
    x: number,
    width: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {},
  ) => {
    const size = options.size ?? 10;
    for (const line of wrap(clean(value), options.font ?? regular, size, width)) {
      if (y - size < margin + 24) {
        page = doc.addPage(pageSize);
        y = pageSize[1] - margin;
      }
      draw(line, x, y - size, { ...options, size });
      y -= size + 4;
    }
  };
  const heading = (value: string) => {
    y -= 10;
    draw(value, margin, y - 12, { font: bold, size: 12 });
    y -= 22;
  };

  // Header.
  draw('LanePay', margin, y - 18, { font: bold, size: 20, color: colors.brand });
  draw(`${t('relationships.report.takeControl.reference')} ${info.reference}`, margin, y - 18, {
    size: 9,
    color: colors.muted,
    width: contentWidth,
    right: true,
  });
  y -= 30;
  page.drawLine({ start: { x: margin, y }, end: { x: pageSize[0] - margin, y }, thickness: 1.5, color: colors.brand });
  y -= 12;
  paragraph(title, margin, contentWidth, { font: bold, size: 18 });
  paragraph(t('relationships.report.takeControl.subtitle'), margin, contentWidth, { color: colors.muted });
  y -= 8;

  // The facts, two columns.
  const facts: [string, string][] = [
    [t('relationships.report.takeControl.carrier'), input.payeeName],
    [t('relationships.report.takeControl.payor'), payor],
    [t('relationships.report.takeControl.reference'), info.reference],
    [t('relationships.report.takeControl.payorMc'), info.payor.mcNumber ?? '—'],
    [t('relationships.report.takeControl.contactStatus'), t(`relationships.contactStatus.${info.contactStatus}`)],
    [
      t('relationships.report.takeControl.openInvoices'),
      text.plural('relationships.report.takeControl.openInvoicesValue', info.openInvoiceCount, {
        amount: text.money(info.openInvoiceAmount, info.currencyId),
      }),
    ],
  ];
  const half = Math.ceil(facts.length / 2);
  const columnWidth = contentWidth / 2;
  facts.forEach(([label, value], index) => {
    const x = margin + (index < half ? 0 : columnWidth);
    const at = y - (index < half ? index : index - half) * 30;
    draw(label.toUpperCase(), x, at - 8, { size: 7, color: colors.muted });
    draw(value, x, at - 20, { font: bold, size: 10 });
  });
  y -= half * 30 + 6;

  // The contact methods the payor holds.
  heading(t('relationships.report.takeControl.contactMethods', { payor }));
  if (info.contactMethods.length === 0) {
    paragraph(t('relationships.report.takeControl.noContactMethods', { payor }), margin, contentWidth, {
      color: colors.muted,
    });
  }
  for (const method of info.contactMethods) {
    const kind = t(`relationships.report.takeControl.${method.kind}`);
    const by = t('relationships.report.takeControl.by', {
      methods: method.verificationMethods
        .map((id) => t(`relationships.report.takeControl.verification.${id}`))
        .join(', '),
    });
    const preVerified = method.isPreVerified ? ` · ${t('relationships.report.takeControl.preVerified')}` : '';
    page.drawRectangle({ x: margin, y: y - 34, width: contentWidth, height: 32, color: colors.panel });
    draw(kind.toUpperCase(), margin + 10, y - 13, { size: 7, color: colors.muted });
    draw(method.destination, margin + 10, y - 26, { font: bold, size: 11 });
    draw(`${by}${preVerified}`, margin + 10, y - 26, {
      size: 9,
      color: colors.muted,
      width: contentWidth - 20,
      right: true,
    });
    y -= 40;
  }

  // Every way to verify.
  heading(t('relationships.report.takeControl.options'));
  const statusWidth = 190;
  for (const option of info.options) {
    const description = t(`relationships.report.takeControl.methods.${option.method}`, { payor });
    const lines = wrap(clean(description), regular, 10, contentWidth - statusWidth - 24);
    const height = Math.max(lines.length, 1) * 14 + 10;
    page.drawLine({
      start: { x: margin, y },
      end: { x: pageSize[0] - margin, y },
      thickness: 0.5,
      color: colors.border,
    });
    lines.forEach((line, index) => {
      draw(line, margin + 4, y - 15 - index * 14, { size: 10 });
    });
    draw(optionStatus(option, info, text), margin, y - 15, {
      font: bold,
      size: 9,
      color: option.available ? colors.success : colors.muted,
      width: contentWidth - 4,
      right: true,
    });
    y -= height;
  }
  page.drawLine({ start: { x: margin, y }, end: { x: pageSize[0] - margin, y }, thickness: 0.5, color: colors.border });
  y -= 16;
  paragraph(t('relationships.report.takeControl.howTo', { payor }), margin, contentWidth, { size: 10 });

  // Footer on every page.
  const generated = t('relationships.report.generated', { date: text.dateTime(input.generatedAt) });
  for (const each of doc.getPages()) {
    each.drawText(clean(`LanePay · ${info.reference} · ${generated}`), {
      x: margin,
      y: margin - 20,
      size: 8,
      font: regular,
      color: colors.muted,
    });
  }
  return doc.save();
}
