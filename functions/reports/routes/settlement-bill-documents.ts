import { createRoute } from '@hono/zod-openapi';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { access } from '#shared/permissions/route-access.ts';
import { combinedDocumentResponseSchema } from '#shared/schemas/bill-documents.ts';
import { billIdParamsSchema } from '#shared/schemas/bills.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { errorResponses, jsonResponse } from '../../lib/http/openapi.ts';
import { createCombinedBillDocument } from '../bill-combined-document.ts';

const tags = ['Bill documents'];

/**
 * The settlement API's calls that need the PDF library. The browser calls the settlement path
 * (`/api/v1/settlement/bills/{id}/documents/combined`); the edge, and the local server, send it
 * here (infra/definitions/export-routing.ts), to `/api/v1/exports/settlement/...`.
 */
export const settlementBillDocumentReportRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: `/settlement${settlementPaths.billCombinedDocument}`,
    tags,
    summary: "Combine the bill's documents into one PDF, stored as its Combined document",
    description:
      'PDF pages are copied and JPEG/PNG images put on pages of their own; TIFF files cannot be combined and ' +
      'are listed in `skipped`. Only while the bill is editable by the caller.',
    access: access.paperwork,
    request: { params: billIdParamsSchema },
    responses: {
      201: jsonResponse(combinedDocumentResponseSchema, 'The combined document and the bill with it'),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  async (c) => c.json(await createCombinedBillDocument(c.var.auth, c.req.valid('param').id), 201),
);
