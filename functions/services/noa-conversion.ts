import { DocumentStatus } from '#shared/enums/noa-document.ts';
import type { DocumentEvent, NoaDocument, NoaDocumentPage } from '../domain/noa/document.ts';
import { logger } from '../lib/logger.ts';
import { pageImagesOf } from '../lib/ocr/page-images.ts';
import { readPageText } from '../lib/ocr/text-reader.ts';
import { getNoaDocument } from '../repositories/noa-documents.ts';
import { noaPageImageKey, readNoaSourceFile, storeNoaPageImage } from '../repositories/noa-page-images.ts';
import { moveNoaDocument, portalActor } from './noa-documents.ts';
import { proposeNoaFields } from './noa-proposals.ts';

/** The most pages a document may have: NOAs and LORs are a page or three; more is not one. */
export const maxNoaPages = 20;

export type ConversionOutcome =
  | { kind: 'converted'; document: NoaDocument }
  /** The file cannot be read (ConversionError): retrying would not change that. */
  | { kind: 'failed'; reason: string }
  /** Nothing to do: the document is gone or has moved on (a redelivered message). */
  | { kind: 'skipped'; status: DocumentStatus | null };

/** The statuses conversion works from; any other means another delivery or a person moved it on. */
const converting: readonly DocumentStatus[] = [
  DocumentStatus.ReadyToConvert,
  DocumentStatus.PendingOcr,
  DocumentStatus.Converted,
];

async function move(documentId: number, event: DocumentEvent, now: () => Date): Promise<NoaDocument | null> {
  const result = await moveNoaDocument({ documentId, event, actor: portalActor, now: now() });
  return result.kind === 'moved' ? result.document : null;
}

async function pagesOf(document: NoaDocument, images: readonly Uint8Array[]): Promise<NoaDocumentPage[]> {
  const pages: NoaDocumentPage[] = [];
  for (const [index, image] of images.entries()) {
    const number = index + 1;
    const imageKey = noaPageImageKey(document.id, number);
    const [text] = await Promise.all([readPageText(image), storeNoaPageImage(imageKey, image)]);
    pages.push({ number, imageKey, text });
  }
  return pages;
}

/**
 * Converts a received document and reads it, moving it through the seeds' statuses with the model's
 * moves (services/noa-documents.ts): ReadyToConvert → PendingOcr, then its pages rendered to PNG
 * (stored under their own prefix), their text read and its fields proposed → Converted → ReadyToProcess
 * for the processors. A file that cannot be read goes to ConversionError at once. Anything else
 * (S3, the table, the OCR engine) is thrown for the queue to retry; on the last attempt
 * (`lastAttempt`) the document goes to ConversionError first, so staff see it while the message goes
 * to the dead-letter queue. Idempotent: a document no longer converting is left alone, one found in
 * PendingOcr (an attempt died) is converted again (its pages overwrite the same keys), and one left
 * Converted is only released to the queue.
 */
export async function convertNoaDocument(
  documentId: number,
  options: { lastAttempt: boolean; now?: () => Date },
): Promise<ConversionOutcome> {
  const now = options.now ?? (() => new Date());
  let document = await getNoaDocument(documentId);
  if (!document || !converting.includes(document.status)) {
    return { kind: 'skipped', status: document?.status ?? null };
  }
  if (document.status === DocumentStatus.Converted) {
    const released = await move(documentId, { type: 'releaseToQueue' }, now);
    return released ? { kind: 'converted', document: released } : { kind: 'skipped', status: document.status };
  }
  if (document.status === DocumentStatus.ReadyToConvert) {
    const started = await move(documentId, { type: 'startOcr' }, now);
    if (!started) return { kind: 'skipped', status: document.status };
    document = started;
  }
  try {
    const file = await readNoaSourceFile(document.source.fileKey);
    const images =
      file === null ? ({ kind: 'unreadable', reason: 'missingFile' } as const) : await pageImagesOf(file, maxNoaPages);
    if (images.kind === 'unreadable') {
      await move(documentId, { type: 'conversionFailed' }, now);
      return { kind: 'failed', reason: images.reason };
    }
    const pages = await pagesOf(document, images.pages);
    const proposed = await proposeNoaFields(document, pages.map((page) => page.text ?? '').join('\n'));
    const converted = await move(documentId, { type: 'converted', pages, proposed }, now);
    if (!converted) return { kind: 'skipped', status: DocumentStatus.PendingOcr };
    const released = await move(documentId, { type: 'releaseToQueue' }, now);
    return { kind: 'converted', document: released ?? converted };
  } catch (error) {
    if (options.lastAttempt) {
      await move(documentId, { type: 'conversionFailed' }, now).catch((moveError: unknown) =>
        logger.error('NOA document not moved to ConversionError', { documentId, error: moveError }),
      );
    }
    throw error;
  }
}
