/**
 * Type-level tests of the factor's NOA document calls (shared/contracts/factor-noa-documents.ts):
 * each `@ts-expect-error` below marks a mistake that `npm run typecheck` must refuse. Nothing here runs.
 */

import { createRouter } from '#functions/lib/http/api-app.ts';
import { routeOf } from '#functions/lib/http/contract-route.ts';
import { factorNoaDocumentCalls } from '#shared/contracts/factor-noa-documents.ts';
import { callApi } from '#web/lib/api-call.ts';

const document = { tags: ['Types'], summary: 'A type test', answer: 'An answer', errors: [400] as const };

export async function browserSide(): Promise<void> {
  // @ts-expect-error an upload declares the file's size
  await callApi(factorNoaDocumentCalls.requestUpload, { body: { fileName: 'a.pdf', contentType: 'application/pdf' } });
  await callApi(factorNoaDocumentCalls.requestUpload, {
    // @ts-expect-error only PDF, PNG, JPEG and TIFF files are taken
    body: { fileName: 'a', contentType: 'text/plain', sizeBytes: 1 },
  });
  // @ts-expect-error the kind is one of the form's four
  await callApi(factorNoaDocumentCalls.create, { body: { uploadId: 'x', kind: 'noa', debtorPayorIds: [] } });
  // @ts-expect-error debtors are payor ids
  await callApi(factorNoaDocumentCalls.create, { body: { uploadId: 'x', kind: 'noaDebtors', debtorPayorIds: ['a'] } });
  // @ts-expect-error the carrier check names the carrier in its query
  await callApi(factorNoaDocumentCalls.carrierCheck, { body: { mcNumber: '1' } });
  // @ts-expect-error a document is read by its id
  await callApi(factorNoaDocumentCalls.get, {});

  const created = await callApi(
    factorNoaDocumentCalls.create,
    { body: { uploadId: 'x', kind: 'noaBlanket', mcNumber: '1', debtorPayorIds: [] } },
    { idempotencyKey: 'key-12345' },
  );
  // @ts-expect-error the factor is told its state in its own words, never the staff's status code
  created.document.status;
  if (created.conflict.kind === 'otherFactor') {
    // @ts-expect-error only the other factor's name is told
    created.conflict.factorId;
  }
}

export function serverSide() {
  return createRouter().openapi(routeOf(factorNoaDocumentCalls.list, document), (c) =>
    // @ts-expect-error the list wraps its documents in items
    c.json([], 200),
  );
}
