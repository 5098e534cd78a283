import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, ImageData } from '@napi-rs/canvas';
import { decode as decodeJpeg } from 'jpeg-js';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import UTIF from 'utif2';
import { detectFileType } from '../../domain/file-signature.ts';

/**
 * Pages of a received document as PNG images, for OCR and for the processor's screen. PDFs are
 * rasterised by pdf.js (its legacy build, the one pdf.js supports in Node) onto @napi-rs/canvas,
 * the canvas pdf.js itself loads in Node. A PNG or JPEG is one page and a TIFF a page per image
 * (faxed notices often are TIFFs of several pages), decoded in JavaScript (pngjs, jpeg-js, UTIF.js)
 * and only then drawn on the canvas: its native image decoders crash the process on a damaged file
 * instead of failing, and pdf.js decodes a PDF's images itself too. All permissively licensed.
 */

/** Rendering resolution: tesseract reads 12 pt print reliably from 200 dpi up. */
const dpi = 200;
/** No page is rendered wider or taller than this (a poster-sized page would exhaust memory). */
const maxPagePixels = 4000;

export type PageImages =
  | { kind: 'pages'; pages: Uint8Array[] }
  /** Not a file it can read: no known signature, damaged, encrypted, empty, or too many pages. */
  | { kind: 'unreadable'; reason: 'fileType' | 'damaged' | 'encrypted' | 'noPages' | 'tooManyPages' };

type Unreadable = Extract<PageImages, { kind: 'unreadable' }>;
const unreadable = (reason: Unreadable['reason']): Unreadable => ({ kind: 'unreadable', reason });

const require = createRequire(import.meta.url);
/**
 * pdf.js reads these from its package at run time (Node reads them as files): the 14 standard
 * fonts' outlines (documents that name Helvetica without embedding it, as most generated NOAs do),
 * the CJK character maps, and its WebAssembly JBIG2, JPEG 2000 and colour decoders (scans).
 */
const pdfjsDir = dirname(require.resolve('pdfjs-dist/package.json'));
const pdfjsData = {
  standardFontDataUrl: join(pdfjsDir, 'standard_fonts/'),
  cMapUrl: join(pdfjsDir, 'cmaps/'),
  wasmUrl: join(pdfjsDir, 'wasm/'),
  iccUrl: join(pdfjsDir, 'iccs/'),
};

/** How much to scale an image `width` x `height` wide to `wanted`, kept within the largest page. */
function scaleFor(width: number, height: number, wanted: number): number {
  return Math.min(wanted, maxPagePixels / Math.max(width, height, 1));
}

/**
 * Decoded pixels (RGBA) as a PNG page on white (a transparent image must not read as black), no
 * larger than the largest page; `aspect` stretches its height (pixels taller than wide).
 */
function imagePage(image: { width: number; height: number; data: Uint8Array }, aspect = 1): Uint8Array {
  const { width, height } = image;
  const pixels = createCanvas(width, height);
  pixels.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(image.data), width, height), 0, 0);
  const scale = scaleFor(width, height * aspect, 1);
  const page = createCanvas(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale * aspect)));
  const context = page.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, page.width, page.height);
  context.drawImage(pixels, 0, 0, page.width, page.height);
  return page.encodeSync('png');
}

/**
 * pdf.js on first use only: its legacy build installs core-js polyfills on the process's globals,
 * JSON.stringify among them (a replacer call per value, since Node 20 lacks JSON.rawJSON). Where
 * no PDF is read (an image's OCR; every API function beside it in the local server's one process)
 * JSON stays native.
 */
const loadPdfjs = () => import('pdfjs-dist/legacy/build/pdf.mjs');
type Pdfjs = Awaited<ReturnType<typeof loadPdfjs>>;

async function renderPdfPage(pdfjs: Pdfjs, page: PDFPageProxy): Promise<Uint8Array> {
  const points = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: scaleFor(points.width, points.height, dpi / 72) });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  // The page as it prints, filled-in form fields and stamps included (on screen pdf.js leaves
  // form fields to an HTML layer). pdf.js types its canvas as the DOM's; in Node it is this one.
  await page.render({
    canvas: canvas as unknown as Parameters<PDFPageProxy['render']>[0]['canvas'],
    viewport,
    intent: 'print',
    annotationMode: pdfjs.AnnotationMode.ENABLE,
  }).promise;
  return canvas.encodeSync('png');
}

async function pdfPages(bytes: Uint8Array, maxPages: number): Promise<PageImages> {
  const pdfjs = await loadPdfjs();
  const loading = pdfjs.getDocument({
    // pdf.js takes over (detaches) the buffer it is given: the caller keeps its own bytes.
    data: new Uint8Array(bytes),
    ...pdfjsData,
    // Received files are untrusted: no code is generated from them.
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await loading.promise.catch((error: unknown) => {
      if (error instanceof Error && error.name === 'PasswordException') return unreadable('encrypted');
      return unreadable('damaged');
    });
    if ('kind' in document) return document;
    if (document.numPages === 0) return unreadable('noPages');
    if (document.numPages > maxPages) return unreadable('tooManyPages');
    const pages: Uint8Array[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      pages.push(await renderPdfPage(pdfjs, page));
      page.cleanup();
    }
    return { kind: 'pages', pages };
  } catch {
    // pdf.js repairs what it can when opening; a page it still cannot render is a damaged file.
    return unreadable('damaged');
  } finally {
    await loading.destroy();
  }
}

/** A TIFF's resolution tag, when it has one (UTIF.js reads a rational as [numerator, denominator]). */
function resolution(ifd: UTIF.IFD, tag: 't282' | 't283'): number | null {
  const [rational] = (ifd[tag] ?? []) as unknown as [number, number][];
  return rational && rational[0] > 0 && rational[1] > 0 ? rational[0] / rational[1] : null;
}

function tiffPages(bytes: Uint8Array, maxPages: number): PageImages {
  const buffer = Buffer.from(bytes);
  // Images (width and height tags), not the EXIF or GPS directories some files also list.
  const images = UTIF.decode(buffer).filter((ifd) => ifd.t256 !== undefined && ifd.t257 !== undefined);
  // A TIFF has at least one image by definition: one without is a damaged file.
  if (images.length === 0) return unreadable('damaged');
  if (images.length > maxPages) return unreadable('tooManyPages');
  return {
    kind: 'pages',
    pages: images.map((ifd) => {
      UTIF.decodeImage(buffer, ifd);
      // A fax in standard mode has half the lines of its width's resolution: stretched back to shape.
      const x = resolution(ifd, 't282');
      const y = resolution(ifd, 't283');
      return imagePage({ width: ifd.width, height: ifd.height, data: UTIF.toRGBA8(ifd) }, x && y ? x / y : 1);
    }),
  };
}

/** The document's pages as PNG images (at most `maxPages`), or why it cannot be read. */
export async function pageImagesOf(bytes: Uint8Array, maxPages: number): Promise<PageImages> {
  const type = detectFileType(bytes.subarray(0, 16));
  if (type === null) return unreadable('fileType');
  if (type === 'application/pdf') return pdfPages(bytes, maxPages);
  try {
    if (type === 'image/tiff') return tiffPages(bytes, maxPages);
    const image = type === 'image/png' ? PNG.sync.read(Buffer.from(bytes)) : decodeJpeg(bytes, { useTArray: true });
    return { kind: 'pages', pages: [imagePage(image)] };
  } catch {
    return unreadable('damaged');
  }
}
