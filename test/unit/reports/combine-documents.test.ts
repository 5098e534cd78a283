import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { combineDocumentsPdf } from '#functions/reports/combine-documents-pdf.ts';
import { sampleJpeg, samplePdf, samplePng, sampleTiff } from '../../support/paperwork-files.ts';

const doc = (id: string, contentType: string, bytes: Uint8Array) => ({
  id,
  fileName: `${id}.file`,
  contentType,
  bytes,
});

async function twoPagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  pdf.addPage();
  return pdf.save();
}

describe('combined paperwork PDF', () => {
  it('copies PDF pages and puts each JPEG and PNG on a page of its own, in order', async () => {
    const result = await combineDocumentsPdf([
      doc('rate', 'application/pdf', samplePdf(['Rate confirmation LD880513'])),
      doc('pod', 'image/png', samplePng(300, 200)),
      doc('bol', 'application/pdf', await twoPagePdf()),
      doc('lumper', 'image/jpeg', sampleJpeg()),
    ]);
    expect(result.skipped).toEqual([]);
    expect(result.included).toEqual(['rate', 'pod', 'bol', 'lumper']);
    expect(result.pageCount).toBe(5);
    const combined = await PDFDocument.load(result.pdf as Uint8Array);
    expect(combined.getPageCount()).toBe(5);
    // The wide PNG gets a landscape page.
    expect(combined.getPage(1).getSize()).toEqual({ width: 792, height: 612 });
    const { text } = await extractText(result.pdf as Uint8Array, { mergePages: false });
    expect(text[0]).toContain('Rate confirmation LD880513');
  });

  it('leaves out TIFF files and unreadable documents, saying which', async () => {
    const result = await combineDocumentsPdf([
      doc('scan', 'image/tiff', sampleTiff()),
      doc('broken', 'application/pdf', new TextEncoder().encode('%PDF-1.4 nothing more')),
      doc('pod', 'image/png', samplePng(10, 10)),
    ]);
    expect(result.included).toEqual(['pod']);
    expect(result.skipped).toEqual([
      { id: 'scan', fileName: 'scan.file', reason: 'unsupportedType' },
      { id: 'broken', fileName: 'broken.file', reason: 'unreadable' },
    ]);
    expect(result.pageCount).toBe(1);
  });

  it('makes no file when nothing can be combined', async () => {
    const result = await combineDocumentsPdf([doc('scan', 'image/tiff', sampleTiff())]);
    expect(result.pdf).toBeNull();
    expect(result.pageCount).toBe(0);
  });
});
