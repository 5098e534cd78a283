import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  carrierCheckAnswerSchema,
  carrierCheckQuerySchema,
  createNoaDocumentAnswerSchema,
  createNoaDocumentBodySchema,
  factorNoaDocumentListSchema,
  factorNoaDocumentSchema,
  noaUploadAnswerSchema,
  noaUploadBodySchema,
} from '../schemas/factor-noa-documents.ts';
import { idempotencyHeadersSchema } from '../schemas/idempotency.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';

const debtorsPage = access.page('/factor/payors');

/**
 * The factor's notices of assignment and letters of release ('Upload NOA/LOR' on its Debtors page,
 * issue 15): the file goes straight to storage through a presigned PUT (the checks of paperwork),
 * then the document is recorded with what the factor says it is. A factor sees only what it sent:
 * another factor's document answers 404.
 */
export const factorNoaDocumentCalls = {
  requestUpload: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.factorNoaUploads,
    access: debtorsPage,
    body: noaUploadBodySchema,
    status: 201,
    response: noaUploadAnswerSchema,
  }),
  /** Whether the carrier a number names already has another factor of record (the form asks as the factor types). */
  carrierCheck: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.factorNoaCarrierCheck,
    access: debtorsPage,
    query: carrierCheckQuerySchema,
    status: 200,
    response: carrierCheckAnswerSchema,
  }),
  /** 201 with the document and the conflict check; the same request again (its Idempotency-Key) answers 200. */
  create: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.factorNoaDocuments,
    access: debtorsPage,
    headers: idempotencyHeadersSchema,
    body: createNoaDocumentBodySchema,
    status: 201,
    repeatStatus: 200,
    response: createNoaDocumentAnswerSchema,
  }),
  /** The factor's own documents, newest first. */
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.factorNoaDocuments,
    access: debtorsPage,
    status: 200,
    response: factorNoaDocumentListSchema,
  }),
  get: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.factorNoaDocument,
    access: debtorsPage,
    params: idParamsSchema,
    status: 200,
    response: factorNoaDocumentSchema,
  }),
};
