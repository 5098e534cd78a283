import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { Area } from '#shared/enums/company-type.ts';
import { PayeeFeature } from '#shared/permissions/payee.ts';
import { access } from '#shared/permissions/route-access.ts';
import { paymentParamsSchema, payoutReportPdfQuerySchema } from '#shared/schemas/payee-payments.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { fileResponse, fileResponseSpec } from '../../lib/http/file-response.ts';
import { errorResponses } from '../../lib/http/openapi.ts';
import { renderFile } from '../../lib/renderers.ts';
import { payoutReportInputOf } from './payout-report-input.ts';

const tags = ['Payee payments'];

/**
 * PDF files of the payee area: the payout report, at the path mirroring the core API (PDF is its
 * default format; the edge sends `format=xlsx` to the workbook's path, payee-payments.ts).
 */
export const payeePayoutReportPdfRoutes = createAreaRouter(Area.Payee, '/core').openapi(
  createRoute({
    method: 'get',
    path: `/core${corePaths.payeePayoutReport}`,
    tags,
    summary: 'The payout report of a payment of the signed-in payee, as a PDF',
    access: access.payeeFeature(PayeeFeature.Payments),
    request: { params: paymentParamsSchema, query: payoutReportPdfQuerySchema },
    responses: {
      200: fileResponseSpec('The payout report', 'pdf'),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  async (c) => {
    const input = await payoutReportInputOf(c, c.req.valid('param').id);
    const body = await renderFile('documentRenderer', { file: 'payoutReport', input });
    return fileResponse(c, { body, type: 'pdf', name: `payout-report-${input.payment.code}` });
  },
);
