import type { Context } from 'hono';
import * as z from 'zod';
import { maxPaperworkFileSizeInMB } from '#shared/constants/paperwork.ts';
import { billDocumentCalls } from '#shared/contracts/settlement-documents.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { validationHook } from '../../lib/http/errors.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import {
  billDocumentDownload,
  completeBillDocumentUpload,
  removeBillDocument,
  requestBillDocumentUpload,
} from '../../services/bill-documents.ts';

const tags = ['Bill documents'];

/**
 * The paperwork messages name the file ('{{fileName}} is too large. Max file size is
 * {{maxFileSizeInMB}} MB.'), which the shared schema's issues cannot know: add them before the
 * usual translation (this router's validation hook; otherwise as validationHook).
 */
function paperworkFileHook(result: { success: boolean; error?: z.ZodError; data?: unknown }, c: Context) {
  if (result.success || !result.error) return undefined;
  const data = result.data as { fileName?: unknown } | undefined;
  const params = {
    fileName: typeof data?.fileName === 'string' ? data.fileName : '',
    maxFileSizeInMB: maxPaperworkFileSizeInMB,
  };
  const issues = result.error.issues.map((issue) =>
    issue.message.startsWith('paperwork.validation.file')
      ? ({ ...issue, params: { ...('params' in issue ? issue.params : {}), ...params } } as z.core.$ZodIssue)
      : issue,
  );
  return validationHook({ success: false, error: new z.ZodError(issues) }, c);
}

/**
 * A bill's documents (issue 4 contract): presigned uploads straight to the paperwork bucket,
 * checked on completion; presigned downloads; removal. The combined PDF is made by the exports
 * API (functions/reports), where the PDF library lives.
 */
export const billDocumentRoutes = createRouter(paperworkFileHook)
  .openapi(
    routeOf(billDocumentCalls.requestUpload, {
      tags,
      summary: 'Start the upload of a document: a presigned PUT for exactly this file',
      description:
        'PUT the file to `upload.url` with `upload.headers` (Content-Type and Content-Length are part of the ' +
        'signature), then POST `.../complete`. Only while the bill is editable by the caller.',
      answer: 'The document (uploading) and where to upload it',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const upload = await requestBillDocumentUpload(c.var.auth, c.req.valid('param').id, c.req.valid('json'));
      return c.json(upload, 201);
    },
  )
  .openapi(
    routeOf(billDocumentCalls.complete, {
      tags,
      summary: 'Check an uploaded document and attach it',
      description:
        'The stored object must be the declared type by its first bytes (PDF, PNG, JPEG, TIFF), no larger than ' +
        'declared and than the limit; otherwise object and document are deleted and 400 names the file. ' +
        'Attaching changes the bill: made on the version of it the user loaded, `If-Match` with its ETag ' +
        '(428 without it); when the bill changed since, 409 and nothing is attached (the upload may be ' +
        'completed again on the current version).',
      answer: 'The bill with the document attached',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) => {
      const { id, documentId } = c.req.valid('param');
      const bill = await completeBillDocumentUpload(c.var.auth, id, documentId, expectedVersionOf(c));
      setVersionTag(c, bill.version);
      return c.json({ bill }, 200);
    },
  )
  .openapi(
    routeOf(billDocumentCalls.download, {
      tags,
      summary: 'A short-lived presigned URL showing an attached document',
      answer: 'Where to fetch the document (minutes)',
      errors: [401, 403, 404],
    }),
    async (c) => {
      const { id, documentId } = c.req.valid('param');
      c.header('cache-control', 'no-store');
      return c.json(await billDocumentDownload(c.var.auth, id, documentId), 200);
    },
  )
  .openapi(
    routeOf(billDocumentCalls.remove, {
      tags,
      summary: 'Remove a document (only while the bill is editable by the caller)',
      description:
        'Removing changes the bill: made on the version of it the user loaded, `If-Match` with its ETag ' +
        '(428 without it); when the bill changed since, 409 and nothing is removed.',
      answer: 'The bill without the document',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) => {
      const { id, documentId } = c.req.valid('param');
      const bill = await removeBillDocument(c.var.auth, id, documentId, expectedVersionOf(c));
      setVersionTag(c, bill.version);
      return c.json({ bill }, 200);
    },
  );
