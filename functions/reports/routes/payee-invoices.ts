import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Area } from '#shared/enums/company-type.ts';
import { PayeeFeature } from '#shared/permissions/payee.ts';
import { access } from '#shared/permissions/route-access.ts';
import { invoiceListQuerySchema } from '#shared/schemas/payee-invoices.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { fileResponse, fileResponseSpec } from '../../lib/http/file-response.ts';
import { requestLanguage } from '../../lib/http/i18n.ts';
import { errorResponses } from '../../lib/http/openapi.ts';
import { renderFile } from '../../lib/renderers.ts';
import { invoicesAndCreditNotesExport } from '../../services/invoice-list.ts';

const tags = ['Payee invoices'];

/** Files of the payee area: invoices. Paths mirror the core API under /api/v1/exports/core. */
export const payeeInvoicesReportRoutes = createAreaRouter(Area.Payee, '/core').openapi(
  createRoute({
    method: 'get',
    path: `/core${corePaths.payeeInvoicesAndCreditNotes}`,
    tags,
    summary: "The signed-in payee's invoices and credit notes matching the list's filters, as an Excel workbook",
    description: 'The whole filtered list in the list’s order (paging is ignored), named invoices-<today>.xlsx.',
    access: access.payeeFeature(PayeeFeature.Invoices),
    request: { query: invoiceListQuerySchema },
    responses: {
      200: fileResponseSpec('The invoices and credit notes (every match, no paging)', 'xlsx'),
      ...errorResponses(400, 401, 403),
    },
  }),
  async (c) => {
    const { membership } = c.var.auth;
    const now = new Date();
    const { rows, totals } = await invoicesAndCreditNotesExport(membership.companyId, c.req.valid('query'), now);
    const body = await renderFile('sheetRenderer', {
      file: 'invoices',
      input: {
        payeeName: membership.company.name,
        rows,
        totals,
        language: requestLanguage(c),
        generatedAt: now.toISOString(),
      },
    });
    return fileResponse(c, { body, type: 'xlsx', name: `invoices-${calendarDateIn(now)}` });
  },
);
