import type { Context } from 'hono';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { factorNoaDocumentCalls } from '#shared/contracts/factor-noa-documents.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { type AppEnv, createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { HttpError, notFound } from '../../lib/http/errors.ts';
import {
  checkNoaCarrier,
  type FactorCaller,
  findFactorNoaDocument,
  listFactorNoaDocuments,
  type NoaFieldRefusal,
  recordNoaUpload,
  requestNoaUpload,
} from '../../services/factor-noa-uploads.ts';

const tags = ['Factor NOA documents'];

function factorCaller(c: Context<AppEnv>): FactorCaller {
  return { factorId: c.var.auth.membership.companyId, userId: c.var.auth.user.id };
}

/** A refused field: 400 with the message on that field (naming the file for the file checks). */
function fieldError(refusal: NoaFieldRefusal): HttpError {
  return new HttpError(400, ErrorCode.ValidationFailed, refusal.messageKey, { [refusal.field]: [] }, refusal.params);
}

/**
 * The factor's NOA and LOR documents, from its Debtors page (issue 15): a presigned upload, the
 * conflict check, the document recorded with what the factor declares, and the factor's own list.
 */
export const factorNoaDocumentRoutes = createRouter()
  .openapi(
    routeOf(factorNoaDocumentCalls.requestUpload, {
      tags,
      summary: 'Start uploading an NOA or LOR file: a presigned PUT for exactly this file',
      description:
        'PDF, PNG, JPEG or TIFF, 15 MB at most (as paperwork). The file is checked when the document is recorded.',
      answer: 'The upload id and the presigned PUT',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await requestNoaUpload(factorCaller(c), c.req.valid('json')), 201),
  )
  .openapi(
    routeOf(factorNoaDocumentCalls.carrierCheck, {
      tags,
      summary: 'Whether the carrier an MC or DOT number names already has another factor of record',
      description:
        'Tells the factor at once what would hold its document: another factor of record (by name) and the ' +
        'letter of release that would resolve it. A carrier not on LanePay yet answers `onPortal: false`.',
      answer: 'The carrier and the conflict check',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const answer = await checkNoaCarrier(factorCaller(c), c.req.valid('query'));
      if ('refusal' in answer) throw fieldError(answer.refusal);
      return c.json(answer, 200);
    },
  )
  .openapi(
    routeOf(factorNoaDocumentCalls.create, {
      tags,
      summary: 'Record an uploaded NOA or LOR with its kind, carrier and debtors',
      description:
        'Checks the uploaded file (size and content) and records the document (received). With an ' +
        '`Idempotency-Key` the same request again answers 200 with the same document; an upload recorded ' +
        'by another request is refused with 409.',
      answer: 'The document and the conflict check',
      repeatAnswer: 'The document the same request recorded before',
      errors: [400, 401, 403, 409],
    }),
    async (c) => {
      const result = await recordNoaUpload(
        factorCaller(c),
        c.req.valid('json'),
        c.req.valid('header')[idempotencyKeyHeader],
      );
      switch (result.kind) {
        case 'invalid':
          throw fieldError(result.refusal);
        case 'uploadUsed':
          throw new HttpError(409, ErrorCode.Conflict, 'validation.noaUpload.uploadUsed');
        case 'repeated':
          return c.json({ document: result.document, conflict: result.conflict }, 200);
        default:
          return c.json({ document: result.document, conflict: result.conflict }, 201);
      }
    },
  )
  .openapi(
    routeOf(factorNoaDocumentCalls.list, {
      tags,
      summary: 'The factor’s NOA and LOR documents, newest first, each with its state',
      answer: 'The documents (the newest 50)',
      errors: [401, 403],
    }),
    async (c) => c.json({ items: await listFactorNoaDocuments(factorCaller(c)) }, 200),
  )
  .openapi(
    routeOf(factorNoaDocumentCalls.get, {
      tags,
      summary: 'One of the factor’s NOA or LOR documents',
      description: 'Another factor’s document answers 404, as an unknown one does.',
      answer: 'The document',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const document = await findFactorNoaDocument(factorCaller(c), c.req.valid('param').id);
      if (!document) throw notFound();
      return c.json(document, 200);
    },
  );
