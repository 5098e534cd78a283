import { billDocumentCalls } from '#shared/contracts/settlement-documents.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { createCombinedBillDocument } from '../bill-combined-document.ts';

const tags = ['Bill documents'];

/**
 * The settlement call as this API serves it: the browser calls the settlement path
 * (`/api/v1/settlement/bills/{id}/documents/combined`); the edge, and the local server, send it
 * here (infra/definitions/export-routing.ts), to `/api/v1/exports/settlement/...`.
 */
const combine = {
  ...billDocumentCalls.combine,
  api: 'exports',
  path: `/settlement${billDocumentCalls.combine.path}`,
} as const;

/** The settlement API's calls that need the PDF library. */
export const settlementBillDocumentReportRoutes = createRouter().openapi(
  routeOf(combine, {
    tags,
    summary: "Combine the bill's documents into one PDF, stored as its Combined document",
    description:
      'PDF pages are copied and JPEG/PNG images put on pages of their own; TIFF files cannot be combined and ' +
      'are listed in `skipped`. Only while the bill is editable by the caller.',
    answer: 'The combined document and the bill with it',
    errors: [400, 401, 403, 404],
  }),
  async (c) => c.json(await createCombinedBillDocument(c.var.auth, c.req.valid('param').id), 201),
);
