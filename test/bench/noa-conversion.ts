import { randomUUID } from 'node:crypto';
import { paperworkBucketDefinition } from '#infra/definitions/buckets.ts';
import { connectToLocalStack } from '#infra/local/connect.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import { makeNoaPdf } from '../fixtures/noa/make-noa-pdf.ts';
import { percentile, report, round } from './stats.ts';

/**
 * NOA conversion (`npm run bench -- --only noa-conversion`), on the bench's fresh stack:
 *
 * - `noa_ocr_seconds_per_page`: tesseract.js reading one rendered page of a generated NOA in this
 *   process, after its engine started (the start is its own figure, `noa_ocr_engine_start_seconds`:
 *   a cold worker pays it once, with the bundle's load). The anchor: about 10 s a page in a leading
 *   portal's audit tool.
 * - `noa_documents_per_minute`: two-page NOAs received (recorded and queued as the intake does) and
 *   converted by the stack's own worker, as `npm start` drains the queue (its poller, two batches at
 *   once in one process, which shares one OCR engine), from the first receipt until the last is
 *   ReadyToProcess.
 */
const pagesTimed = 6;
const documents = 10;

export async function benchNoaConversion(input: { origin: string }): Promise<void> {
  await connectToLocalStack(input.origin);
  // Functions code reads its environment when loaded, so it is imported once connected.
  const { pageImagesOf } = await import('#functions/lib/ocr/page-images.ts');
  const { closeTextReader, readPageText } = await import('#functions/lib/ocr/text-reader.ts');
  const { storePaperworkObject } = await import('#functions/repositories/paperwork-objects.ts');
  const { getNoaDocument } = await import('#functions/repositories/noa-documents.ts');
  const { receiveNoaDocument } = await import('#functions/services/noa-receipt.ts');

  const pdf = await makeNoaPdf({
    kind: 'noa',
    carrierName: 'Red River Transport LLC',
    mcNumber: '876543',
    dotNumber: '3456789',
    factorName: 'Alamo Capital Factoring',
    debtorNames: ['Redline Logistics', 'Prairie Grain Co.'],
  });
  const rendered = await pageImagesOf(pdf, 20);
  if (rendered.kind !== 'pages') throw new Error(`The bench's NOA did not render: ${rendered.reason}`);

  const started = performance.now();
  await readPageText(rendered.pages[0] as Uint8Array);
  report({ figure: 'noa_ocr_engine_start_seconds', seconds: round((performance.now() - started) / 1000) });
  const seconds: number[] = [];
  for (let index = 0; index < pagesTimed; index += 1) {
    const page = rendered.pages[index % rendered.pages.length] as Uint8Array;
    const start = performance.now();
    await readPageText(page);
    seconds.push((performance.now() - start) / 1000);
  }
  await closeTextReader();
  report({
    figure: 'noa_ocr_seconds_per_page',
    pages: pagesTimed,
    p50: round(percentile(seconds, 50)),
    max: round(Math.max(...seconds)),
    anchor: 'about 10 s a page (a leading portal’s audit tool)',
  });

  const firstReceived = performance.now();
  const ids: number[] = [];
  for (let index = 0; index < documents; index += 1) {
    const fileKey = `${paperworkBucketDefinition.noaDocuments.prefix}bench/${randomUUID()}.pdf`;
    await storePaperworkObject(fileKey, pdf, 'application/pdf');
    const document = await receiveNoaDocument({
      source: { channel: 'upload', fileKey, fileName: 'bench-noa.pdf', contentType: 'application/pdf' },
      senderFactorId: null,
    });
    ids.push(document.id);
  }
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const statuses = await Promise.all(ids.map(async (id) => (await getNoaDocument(id))?.status));
    if (statuses.every((status) => status === DocumentStatus.ReadyToProcess)) break;
    if (statuses.some((status) => status === DocumentStatus.ConversionError)) {
      throw new Error('A bench document ended in ConversionError');
    }
    if (Date.now() > deadline) throw new Error('The NOA conversion worker did not finish within 15 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const minutes = (performance.now() - firstReceived) / 60_000;
  report({
    figure: 'noa_documents_per_minute',
    documents,
    pages_each: rendered.pages.length,
    per_minute: round(documents / minutes, 1),
    seconds: round(minutes * 60, 1),
  });
}
