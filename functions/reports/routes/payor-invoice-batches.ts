import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { Area } from '#shared/enums/company-type.ts';
import { access } from '#shared/permissions/route-access.ts';
import { batchParamsSchema } from '#shared/schemas/payor-invoice-uploads.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { notFound } from '../../lib/http/errors.ts';
import { fileResponse, fileResponseSpec } from '../../lib/http/file-response.ts';
import { requestLanguage } from '../../lib/http/i18n.ts';
import { errorResponses } from '../../lib/http/openapi.ts';
import { renderFile } from '../../lib/renderers.ts';
import { getInvoiceBatchByGuid, getInvoiceBatchRows } from '../../repositories/invoice-batches.ts';

/**
 * The payor's invoice batch as a file (seeds 001 §7 `GET invoice_batch_review/{id}/report`, a
 * blob): always a file, so the edge sends the path here whatever its query
 * (infra/definitions/export-routing.ts exportOnlyPaths).
 */
export const payorInvoiceBatchReportRoutes = createAreaRouter(Area.Payor, '/core').openapi(
  createRoute({
    method: 'get',
    path: `/core${corePaths.payorInvoiceBatchReviewReport}`,
    tags: ['Payor invoice batch review'],
    summary: 'An invoice batch of the signed-in payor, its rows and what became of them, as an Excel workbook',
    access: access.page('/payor/reports/invoice-review'),
    request: { params: batchParamsSchema },
    responses: {
      200: fileResponseSpec('The batch’s rows', 'xlsx'),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  async (c) => {
    const { membership } = c.var.auth;
    const batch = await getInvoiceBatchByGuid(membership.companyId, c.req.valid('param').id);
    if (!batch) throw notFound();
    const found = { batch, rows: await getInvoiceBatchRows(membership.companyId, batch.id) };
    const body = await renderFile('sheetRenderer', {
      file: 'invoiceBatch',
      input: {
        payorName: membership.company.name,
        batch: found.batch,
        rows: found.rows,
        language: requestLanguage(c),
        generatedAt: new Date().toISOString(),
      },
    });
    return fileResponse(c, { body, type: 'xlsx', name: `invoice-batch-${found.batch.id}` });
  },
);
