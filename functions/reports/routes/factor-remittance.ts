import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { Area } from '#shared/enums/company-type.ts';
import { access } from '#shared/permissions/route-access.ts';
import { factorPaymentParamsSchema, remittanceFileQuerySchema } from '#shared/schemas/factor-payments.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { notFound } from '../../lib/http/errors.ts';
import { fileResponse, fileResponseSpec } from '../../lib/http/file-response.ts';
import { errorResponses } from '../../lib/http/openapi.ts';
import { getFactorPayment } from '../../services/factor-payments.ts';
import { remittanceCsv, remittanceRowsOf, remittanceSheet } from '../factor-remittance.ts';
import { reportSheetResponse } from './report-file.ts';

/**
 * The factor's remittance files (issue 16): a payment made to the signed-in factor, one row per
 * invoice it paid, read by the same service as the Payments page (a payment that did not pay this
 * factor is not found). Always a file, so the edge sends the path here whatever its query
 * (infra/definitions/export-routing.ts `exportOnlyPaths`).
 */
export const factorRemittanceRoutes = createAreaRouter(Area.Factor, '/core').openapi(
  createRoute({
    method: 'get',
    path: `/core${corePaths.factorPaymentRemittance}`,
    tags: ['Factor payments'],
    summary: 'A payment’s remittance: CSV in a layout factoring software imports, or an Excel workbook',
    description:
      'CSV: one row per invoice with payment id, reference and date, debtor, client, invoice and load numbers, ' +
      'invoice, fee and net amounts as decimals, and the currency; a fixed English header. Excel: the same rows ' +
      'in the reader’s language with totals per currency.',
    access: access.page('/factor/payments/:id'),
    request: { params: factorPaymentParamsSchema, query: remittanceFileQuerySchema },
    responses: {
      200: fileResponseSpec('The remittance', 'csv', 'xlsx'),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  async (c) => {
    const payment = await getFactorPayment(c.var.auth.membership.companyId, c.req.valid('param').id);
    if (!payment) throw notFound();
    const sheet = remittanceSheet(payment);
    if (c.req.valid('query').format === 'xlsx') {
      const range = { startDate: payment.paidDate, endDate: payment.paidDate };
      return reportSheetResponse(c, sheet, remittanceRowsOf(payment), range);
    }
    const body = new TextEncoder().encode(remittanceCsv(payment));
    return fileResponse(c, { body, type: 'csv', name: sheet.name });
  },
);
