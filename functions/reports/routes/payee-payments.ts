import { createRoute } from '@hono/zod-openapi';
import { corePaths, exportPaths } from '#shared/api/paths.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Area } from '#shared/enums/company-type.ts';
import { PayeeFeature } from '#shared/permissions/payee.ts';
import { access } from '#shared/permissions/route-access.ts';
import {
  paymentParamsSchema,
  paymentsQuerySchema,
  payoutReportXlsxQuerySchema,
} from '#shared/schemas/payee-payments.ts';
import { paymentTotals } from '../../domain/payments/payment-list.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { fileResponse, fileResponseSpec } from '../../lib/http/file-response.ts';
import { requestLanguage } from '../../lib/http/i18n.ts';
import { errorResponses } from '../../lib/http/openapi.ts';
import { renderFile } from '../../lib/renderers.ts';
import { matchingPayeePayments, paymentListItemOf } from '../../services/payment-queries.ts';
import { payoutReportInputOf } from './payout-report-input.ts';

const tags = ['Payee payments'];

/**
 * Excel files of the payee area: payments. Paths mirror the core API under /api/v1/exports/core;
 * the payout report's workbook is at `…/payout_report/xlsx`, where the edge sends `format=xlsx`
 * (its PDF is in payee-payout-report-pdf.ts, answered by the documents function).
 */
export const payeePaymentsReportRoutes = createAreaRouter(Area.Payee, '/core')
  .openapi(
    createRoute({
      method: 'get',
      path: `/core${corePaths.payeePayments}`,
      tags,
      summary: "The signed-in payee's payments matching the list's filters, as an Excel workbook",
      access: access.payeeFeature(PayeeFeature.Payments),
      request: { query: paymentsQuerySchema },
      responses: {
        200: fileResponseSpec('The payments list (every matching payment, no paging)', 'xlsx'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { membership } = c.var.auth;
      const query = c.req.valid('query');
      const language = requestLanguage(c);
      const matching = await matchingPayeePayments(membership.companyId, query);
      const now = new Date();
      const body = await renderFile('sheetRenderer', {
        file: 'payments',
        input: {
          payeeName: membership.company.name,
          payments: matching.map(paymentListItemOf),
          totals: paymentTotals(matching),
          filters: query,
          language,
          generatedAt: now.toISOString(),
        },
      });
      return fileResponse(c, { body, type: 'xlsx', name: `payments-${calendarDateIn(now)}` });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: exportPaths.payeePayoutReportXlsx,
      tags,
      summary: 'The payout report of a payment of the signed-in payee, as an Excel workbook',
      description:
        'The browser asks for `/api/v1/core/payee/payments/{id}/payout_report?format=xlsx&exportReport=true`; ' +
        'the edge sends it here.',
      access: access.payeeFeature(PayeeFeature.Payments),
      request: { params: paymentParamsSchema, query: payoutReportXlsxQuerySchema },
      responses: {
        200: fileResponseSpec('The payout report', 'xlsx'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const input = await payoutReportInputOf(c, c.req.valid('param').id);
      const body = await renderFile('sheetRenderer', { file: 'payoutReport', input });
      return fileResponse(c, { body, type: 'xlsx', name: `payout-report-${input.payment.code}` });
    },
  );
