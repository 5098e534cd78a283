import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Area } from '#shared/enums/company-type.ts';
import { PayeeFeature } from '#shared/permissions/payee.ts';
import { access } from '#shared/permissions/route-access.ts';
import { relationshipsQuerySchema } from '#shared/schemas/payee-relationships.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { fileResponse, fileResponseSpec } from '../../lib/http/file-response.ts';
import { requestLanguage } from '../../lib/http/i18n.ts';
import { errorResponses } from '../../lib/http/openapi.ts';
import { renderFile } from '../../lib/renderers.ts';
import { matchingRelationships } from '../../services/relationship-queries.ts';

const tags = ['Payee relationships'];

/**
 * Excel files of the payee area: relationships. Paths mirror the core API under /api/v1/exports/core;
 * the edge sends `exportReport=true` requests of the core paths here. (The take-control PDF is in
 * payee-take-control-pdf.ts, answered by the documents function.)
 */
export const payeeRelationshipsReportRoutes = createAreaRouter(Area.Payee, '/core').openapi(
  createRoute({
    method: 'get',
    path: `/core${corePaths.payeeRelationships}`,
    tags,
    summary: "The signed-in payee's payors matching the list's filters, as an Excel workbook",
    description: 'The whole filtered list in the list’s order (paging is ignored), named payors-<today>.xlsx.',
    access: access.payeeFeature(PayeeFeature.Relationships),
    request: { query: relationshipsQuerySchema },
    responses: {
      200: fileResponseSpec('The payors (every match, no paging)', 'xlsx'),
      ...errorResponses(400, 401, 403),
    },
  }),
  async (c) => {
    const { membership } = c.var.auth;
    const query = c.req.valid('query');
    const language = requestLanguage(c);
    const now = new Date();
    const body = await renderFile('sheetRenderer', {
      file: 'relationships',
      input: {
        payeeName: membership.company.name,
        relationships: await matchingRelationships(membership.companyId, query),
        filters: query,
        language,
        generatedAt: now.toISOString(),
      },
    });
    return fileResponse(c, { body, type: 'xlsx', name: `payors-${calendarDateIn(now)}` });
  },
);
