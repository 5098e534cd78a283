import { PDFDocument, type StandardFonts } from 'pdf-lib';

/*
 * A stand-in Lambda handler that test/infra/lambda-bundles.test.ts bundles as the document
 * renderer is bundled (the same plugins, the same PDF embedding) to embed what that renderer's
 * PDFs never embed and see the bundle name what it left out. Each event names a standard font or a
 * PNG image (base64); the answer is the PDF (base64) or the error's message.
 */

export type PdfEmbedEvent = { font: string } | { png: string };
export type PdfEmbedResult = { pdf: string } | { error: string };

export async function handler(event: PdfEmbedEvent): Promise<PdfEmbedResult> {
  try {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    if ('font' in event) page.drawText('LanePay', { font: await doc.embedFont(event.font as StandardFonts) });
    else page.drawImage(await doc.embedPng(Buffer.from(event.png, 'base64')));
    return { pdf: Buffer.from(await doc.save()).toString('base64') };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
