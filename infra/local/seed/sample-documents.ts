import { PNG } from 'pngjs';

/**
 * Small, valid paperwork files made in code (no binaries in the repository): a one-page PDF with a
 * few lines of text and a PNG picture. The demo seed stores them as the seeded bills' documents,
 * and tests upload them.
 */

/** A one-page US Letter PDF showing `lines` in Helvetica (PDF 1.4, a correct cross-reference table). */
export function samplePdf(lines: readonly string[]): Uint8Array {
  const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map((line, index) => `BT /F1 ${index === 0 ? 20 : 12} Tf 72 ${720 - index * 28} Td (${pdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

/**
 * A PNG of `width` × `height` whose pixel (x, y) has the colour `rgb(x, y)`; `grey` stores it as a
 * greyscale image (a scan's usual format), otherwise as truecolour.
 */
export function pngOf(
  width: number,
  height: number,
  rgb: (x: number, y: number) => readonly [number, number, number],
  options: { grey?: boolean } = {},
): Uint8Array {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) png.data.set([...rgb(x, y), 255], (y * width + x) * 4);
  }
  return new Uint8Array(PNG.sync.write(png, { colorType: options.grey ? 0 : 2 }));
}

/**
 * An RGB PNG of `width` × `height`: a pale page with darker ruled lines and a brand-blue header
 * band, like a photographed delivery receipt seen from afar.
 */
export function samplePng(width = 240, height = 320): Uint8Array {
  return pngOf(width, height, (x, y) => {
    const header = y < height / 8;
    const ruled = !header && y % 16 === 0 && x > width / 10 && x < width - width / 10;
    return header ? [31, 94, 255] : ruled ? [160, 168, 184] : [250, 250, 246];
  });
}
