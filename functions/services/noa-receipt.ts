import type { DeclaredFields, DocumentActor, DocumentEvent, NoaDocument } from '../domain/noa/document.ts';
import { receivedDocument } from '../domain/noa/document-transitions.ts';
import type { TransactItems } from '../repositories/conditional-writes.ts';
import { nextId } from '../repositories/counters.ts';
import { sendNoaConversionMessage } from '../repositories/noa-conversion-queue.ts';
import { putNoaDocumentIfAbsent, putNoaDocumentWith } from '../repositories/noa-documents.ts';
import { type DocumentResult, moveNoaDocument, portalActor } from './noa-documents.ts';

/*
 * Documents coming in: recorded and queued for conversion. Apart from the document's moves
 * (noa-documents.ts), so that only the functions that receive documents carry the conversion
 * queue (and its grant).
 */

type ReceivedInput = {
  source: NoaDocument['source'];
  senderFactorId: number | null;
  declared?: DeclaredFields | null;
  now?: Date;
};

/**
 * Records a document as it arrives (Uploaded), with what its sender declared, and queues it for
 * conversion and reading off the request path (ReadyToConvert, then a message to the NOA
 * conversion queue; the worker is functions/worker/noa-conversion.ts); answers it as queued.
 * With `alongside` (what records its arrival elsewhere, such as the upload it consumes, made once
 * its id is known), the document is written with those items all or nothing: null, and nothing
 * queued, when one of their conditions failed.
 */
export async function receiveNoaDocument(
  input: ReceivedInput & { alongside: (document: NoaDocument) => TransactItems },
): Promise<NoaDocument | null>;
export async function receiveNoaDocument(input: ReceivedInput): Promise<NoaDocument>;
export async function receiveNoaDocument(
  input: ReceivedInput & { alongside?: (document: NoaDocument) => TransactItems },
): Promise<NoaDocument | null> {
  const now = input.now ?? new Date();
  const document = receivedDocument({
    id: await nextId('noaDocument'),
    source: input.source,
    senderFactorId: input.senderFactorId,
    declared: input.declared ?? null,
    now,
  });
  if (input.alongside) {
    if (!(await putNoaDocumentWith(document, input.alongside(document)))) return null;
  } else {
    await putNoaDocumentIfAbsent(document);
  }
  const queued = await queueConversion(document.id, { type: 'queueConversion' }, portalActor, now);
  if (queued.kind !== 'moved') throw new Error(`NOA document ${document.id} could not be queued: ${queued.kind}`);
  return queued.document;
}

/** Staff ask for a failed conversion again (ConversionError → ReadyToConvert, and a new message). */
export function retryNoaConversion(
  documentId: number,
  actor: DocumentActor,
  now = new Date(),
): Promise<DocumentResult> {
  return queueConversion(documentId, { type: 'retryConversion' }, actor, now);
}

/**
 * Moves the document to ReadyToConvert, then sends its message: the move first, so the worker never
 * meets a document not yet queued. Should the message not go, the document is moved on to
 * ConversionError (staff see it and may retry) rather than left waiting for a worker that will never
 * come, and the failure is thrown.
 */
async function queueConversion(
  documentId: number,
  event: Extract<DocumentEvent, { type: 'queueConversion' | 'retryConversion' }>,
  actor: DocumentActor,
  now: Date,
): Promise<DocumentResult> {
  const queued = await moveNoaDocument({ documentId, event, actor, now });
  if (queued.kind !== 'moved') return queued;
  try {
    await sendNoaConversionMessage({ documentId });
  } catch (error) {
    await moveNoaDocument({ documentId, event: { type: 'conversionFailed' }, actor: portalActor, now });
    throw error;
  }
  return queued;
}
