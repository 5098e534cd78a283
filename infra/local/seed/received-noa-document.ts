import type { NoaDocument } from '#functions/domain/noa/document.ts';
import { receivedDocument } from '#functions/domain/noa/document-transitions.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { putNoaDocumentIfAbsent } from '#functions/repositories/noa-documents.ts';

/**
 * A document recorded as received (Uploaded) without the conversion message `receiveNoaDocument`
 * sends: for the demo data and the tests that take it through the conversion steps themselves
 * (as the worker would, with pages and readings of their own), so that no worker tries to convert
 * a file that was never stored.
 */
export async function recordReceivedNoaDocument(input: {
  source: NoaDocument['source'];
  senderFactorId: number | null;
  now: Date;
}): Promise<NoaDocument> {
  const document = receivedDocument({ id: await nextId('noaDocument'), ...input });
  await putNoaDocumentIfAbsent(document);
  return document;
}
