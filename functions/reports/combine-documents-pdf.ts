import { PDFDocument } from 'pdf-lib';
import { pageSize } from './pdf.ts';

/** One stored document to put into the combined PDF, in order. */
export type CombinableDocument = { id: string; fileName: string; contentType: string; bytes: Uint8Array };

/** Why a document is left out: pdf-lib embeds only JPEG and PNG images (no TIFF), or it could not read it. */
export type SkipReason = 'unsupportedType' | 'unreadable';

export type CombinedPdf = {
  /** Null when no document could be used. */
  pdf: Uint8Array | null;
  pageCount: number;
  included: string[];
  skipped: { id: string; fileName: string; reason: SkipReason }[];
};

/** Images are drawn on US Letter pages (landscape for wide images), scaled down to fit inside this margin. */
const imageMargin = 36;

/**
 * One PDF of a bill's documents (the 'combined' image, seeds 000 §3): the pages of each PDF copied
 * as they are, each JPEG or PNG on a page of its own. TIFF files are left out (pdf-lib cannot embed
 * them), and so is anything it cannot read (an encrypted or damaged PDF); the caller says which.
 */
export async function combineDocumentsPdf(documents: readonly CombinableDocument[]): Promise<CombinedPdf> {
  const combined = await PDFDocument.create();
  combined.setTitle('Combined paperwork');
  combined.setProducer('LanePay');
  const included: string[] = [];
  const skipped: CombinedPdf['skipped'] = [];
  for (const document of documents) {
    try {
      if (document.contentType === 'application/pdf') {
        const source = await PDFDocument.load(document.bytes, { updateMetadata: false });
        const pages = await combined.copyPages(source, source.getPageIndices());
        for (const page of pages) combined.addPage(page);
      } else if (document.contentType === 'image/png' || document.contentType === 'image/jpeg') {
        const image =
          document.contentType === 'image/png'
            ? await combined.embedPng(document.bytes)
            : await combined.embedJpg(document.bytes);
        const landscape = image.width > image.height;
        const [width, height] = landscape ? [pageSize[1], pageSize[0]] : pageSize;
        const scale = Math.min(1, (width - imageMargin * 2) / image.width, (height - imageMargin * 2) / image.height);
        const drawn = { width: image.width * scale, height: image.height * scale };
        const page = combined.addPage([width, height]);
        page.drawImage(image, {
          x: (width - drawn.width) / 2,
          y: (height - drawn.height) / 2,
          ...drawn,
        });
      } else {
        skipped.push({ id: document.id, fileName: document.fileName, reason: 'unsupportedType' });
        continue;
      }
      included.push(document.id);
    } catch {
      skipped.push({ id: document.id, fileName: document.fileName, reason: 'unreadable' });
    }
  }
  const pageCount = combined.getPageCount();
  return { pdf: pageCount > 0 ? await combined.save() : null, pageCount, included, skipped };
}
