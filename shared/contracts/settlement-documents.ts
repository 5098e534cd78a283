import { defineCall } from '../api/contract.ts';
import { settlementPaths } from '../api/settlement-paths.ts';
import { access } from '../permissions/route-access.ts';
import { combinedDocumentResponseSchema } from '../schemas/bill-documents.ts';
import {
  billDocumentParamsSchema,
  billIdParamsSchema,
  billResponseSchema,
  createBillDocumentBodySchema,
  presignedDownloadSchema,
  presignedUploadSchema,
} from '../schemas/bills.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';

/**
 * A bill's documents (README "Paperwork documents"): the files never pass through the API. A
 * presigned PUT for exactly the declared file, then the completion that checks what landed and
 * attaches it; presigned downloads; removal; the combined PDF. Attaching and removing change the
 * bill: made on the version of it the user loaded (If-Match), answered with the bill.
 */
export const billDocumentCalls = {
  requestUpload: defineCall({
    api: 'settlement',
    method: 'post',
    path: settlementPaths.billDocuments,
    access: access.paperwork,
    params: billDocumentParamsSchema.pick({ id: true }),
    body: createBillDocumentBodySchema,
    status: 201,
    response: presignedUploadSchema,
  }),
  complete: defineCall({
    api: 'settlement',
    method: 'post',
    path: settlementPaths.billDocumentComplete,
    access: access.paperwork,
    params: billDocumentParamsSchema,
    headers: ifMatchHeadersSchema,
    status: 200,
    response: billResponseSchema,
    versioned: true,
  }),
  download: defineCall({
    api: 'settlement',
    method: 'get',
    path: settlementPaths.billDocumentDownload,
    access: access.paperwork,
    params: billDocumentParamsSchema,
    status: 200,
    response: presignedDownloadSchema,
  }),
  remove: defineCall({
    api: 'settlement',
    method: 'delete',
    path: settlementPaths.billDocument,
    access: access.paperwork,
    params: billDocumentParamsSchema,
    headers: ifMatchHeadersSchema,
    status: 200,
    response: billResponseSchema,
    versioned: true,
  }),
  /**
   * The browser calls the settlement path; the edge (and the local server) hand it to the exports
   * API, which has the PDF library and serves it under `/settlement` (infra/definitions/export-routing.ts,
   * functions/reports/routes/settlement-bill-documents.ts).
   */
  combine: defineCall({
    api: 'settlement',
    method: 'post',
    path: settlementPaths.billCombinedDocument,
    access: access.paperwork,
    params: billIdParamsSchema,
    status: 201,
    response: combinedDocumentResponseSchema,
  }),
};
