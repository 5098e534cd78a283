import * as mupdf from 'mupdf';
import { detectFileType } from '../../domain/file-signature.ts';

/**
 * Pages of a received document as PNG images, for OCR and for the processor's screen. PDFs are
 * rasterised by MuPDF (its WebAssembly build: no native binary, so the same code runs here, in
 * tests and on Lambda's ARM64, and it renders to PNG itself, with no canvas); a PNG, JPEG or TIFF
 * is one page, re-encoded as PNG.
 */

/** Rendering resolution: tesseract reads 12 pt print reliably from 200 dpi up. */
const dpi = 200;
/** No page is rendered wider or taller than this (a poster-sized page would exhaust memory). */
const maxPagePixels = 4000;

export type PageImages =
  | { kind: 'pages'; pages: Uint8Array[] }
  /** Not a file it can read: no known signature, damaged, encrypted, empty, or too many pages. */
  | { kind: 'unreadable'; reason: 'fileType' | 'damaged' | 'encrypted' | 'noPages' | 'tooManyPages' };

function renderPage(page: mupdf.Page): Uint8Array {
  const [x0, y0, x1, y1] = page.getBounds();
  const widest = Math.max(x1 - x0, y1 - y0, 1);
  const scale = Math.min(dpi / 72, maxPagePixels / widest);
  // Grey, no alpha: what OCR needs and a third of the bytes of RGB.
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
  try {
    return pixmap.asPNG();
  } finally {
    pixmap.destroy();
  }
}

function imagePage(bytes: Uint8Array): Uint8Array {
  const image = new mupdf.Image(bytes);
  const pixmap = image.toPixmap();
  try {
    return pixmap.asPNG();
  } finally {
    pixmap.destroy();
    image.destroy();
  }
}

/** The document's pages as PNG images (at most `maxPages`), or why it cannot be read. */
export function pageImagesOf(bytes: Uint8Array, maxPages: number): PageImages {
  const type = detectFileType(bytes.subarray(0, 16));
  if (type === null) return { kind: 'unreadable', reason: 'fileType' };
  if (type !== 'application/pdf') {
    try {
      return { kind: 'pages', pages: [imagePage(bytes)] };
    } catch {
      return { kind: 'unreadable', reason: 'damaged' };
    }
  }
  let document: mupdf.Document;
  try {
    document = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch {
    return { kind: 'unreadable', reason: 'damaged' };
  }
  try {
    if (document.needsPassword()) return { kind: 'unreadable', reason: 'encrypted' };
    const count = document.countPages();
    if (count === 0) return { kind: 'unreadable', reason: 'noPages' };
    if (count > maxPages) return { kind: 'unreadable', reason: 'tooManyPages' };
    const pages: Uint8Array[] = [];
    for (let index = 0; index < count; index += 1) {
      const page = document.loadPage(index);
      try {
        pages.push(renderPage(page));
      } finally {
        page.destroy();
      }
    }
    return { kind: 'pages', pages };
  } catch {
    // MuPDF repairs what it can when opening; a page it still cannot render is a damaged file.
    return { kind: 'unreadable', reason: 'damaged' };
  } finally {
    document.destroy();
  }
}
