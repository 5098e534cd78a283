import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';

/** Shared page setup, palette and text helpers of the PDF files (pdf-lib, Helvetica). */

/** US Letter in points, with 48 pt margins. */
export const pageSize: [number, number] = [612, 792];
export const margin = 48;
export const contentWidth = pageSize[0] - margin * 2;

/** The portal's palette (web/src/styles/tokens.css) as PDF colours. */
export const baseColors = {
  brand: rgb(0.122, 0.369, 1),
  text: rgb(0.067, 0.094, 0.153),
  muted: rgb(0.357, 0.392, 0.459),
  border: rgb(0.851, 0.871, 0.91),
};

/** A light fill for panels, stripes and summary boxes. */
export const panelColor = rgb(0.973, 0.98, 0.988);

/**
 * The Standard 14 fonts only encode WinAnsi. Characters outside it (narrow no-break spaces of
 * French number formats, a minus sign, names in other scripts) are replaced, so any payee name or
 * locale renders instead of failing the whole file: a space for white space, '-' for a minus
 * sign, `replacements` where given, '?' for anything else.
 */
export function encodable(
  font: PDFFont,
  replacements: Readonly<Record<string, string>> = {},
): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text, (char) => {
      const code = char.codePointAt(0) ?? 0;
      if (supported.has(code)) return char;
      if (/\s/u.test(char)) return ' ';
      if (char === '\u2212') return '-';
      return replacements[char] ?? '?';
    }).join('');
}

/** The largest size, down to 5 pt, at which text fits `maxWidth`. */
export function shrinkToFit(text: string, font: PDFFont, size: number, maxWidth: number): number {
  let fitted = size;
  while (fitted > 5 && font.widthOfTextAtSize(text, fitted) > maxWidth) fitted -= 0.25;
  return fitted;
}

/** Cuts text with an ellipsis so it fits `maxWidth` at `size`. */
export function ellipsize(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** How a line of text is drawn; what is left out comes from the file's defaults. */
export type TextStyle = { font?: PDFFont; size?: number; color?: RGB; width?: number; right?: boolean };

/**
 * Draws one line of (already encodable) text with its baseline at `y`. Given a width, it stays
 * inside it: right-aligned text holds amounts, which shrink to fit rather than lose digits; other
 * text is cut with an ellipsis.
 */
export function drawText(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  defaults: { font: PDFFont; size: number; color: RGB },
): void {
  const font = style.font ?? defaults.font;
  const requested = style.size ?? defaults.size;
  const size = style.right && style.width ? shrinkToFit(text, font, requested, style.width) : requested;
  const shown = style.width ? ellipsize(text, font, size, style.width) : text;
  const dx = style.right && style.width ? style.width - font.widthOfTextAtSize(shown, size) : 0;
  page.drawText(shown, { x: x + dx, y, size, font, color: style.color ?? defaults.color });
}

/** Breaks text into lines no wider than `width` at `size`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A new PDF with LanePay as author, creator and producer, the file's title, subject, language and
 * creation date, and Helvetica in regular and bold.
 */
export async function createReportPdf(meta: { title: string; subject: string; locale: string; generatedAt: Date }) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor('LanePay');
  doc.setCreator('LanePay');
  doc.setProducer('LanePay');
  doc.setSubject(meta.subject);
  doc.setLanguage(meta.locale);
  doc.setCreationDate(meta.generatedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, regular, bold };
}
