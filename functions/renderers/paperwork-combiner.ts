import { combineDocumentsPdf } from '../reports/combine-documents-pdf.ts';
import { readPaperworkObject, storePaperworkObject } from '../repositories/paperwork-objects.ts';
import type { CombineRequest, CombineResult } from './requests.ts';
import { rendererHandler } from './requests.ts';

/**
 * A bill's combined document (pdf-lib): reads the documents from the paperwork bucket, combines
 * them and stores the PDF at the key the exports API chose. The PDF goes to the bucket rather than
 * back to the caller: scanned paperwork easily passes Lambda's 6 MB response limit.
 */
export const handler = rendererHandler(async (request: CombineRequest): Promise<CombineResult> => {
  const { pdf, ...facts } = await combineDocumentsPdf(
    await Promise.all(
      request.documents.map(async (document) => ({
        ...document,
        bytes: await readPaperworkObject(document.objectKey),
      })),
    ),
  );
  if (pdf) await storePaperworkObject(request.outputKey, pdf, 'application/pdf');
  return { ...facts, stored: pdf !== null, sizeBytes: pdf?.byteLength ?? 0 };
});
