import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Area } from '#shared/enums/company-type.ts';
import { PayeeFeature } from '#shared/permissions/payee.ts';
import { type RelationshipsQuery, relationshipsQuerySchema } from '#shared/schemas/payee-relationships.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { fileResponse, fileResponseSpec } from '../../lib/http/file-response.ts';
import { requestLanguage } from '../../lib/http/i18n.ts';
import { errorResponses } from '../../lib/http/openapi.ts';
import { requirePayeeFeature } from '../../lib/http/payee-feature.ts';
import { matchingRelationships } from '../../services/relationship-queries.ts';
import { type RelationshipReportText, relationshipReportText } from '../relationship-report-text.ts';
import { buildRelationshipsXlsx } from '../relationships-xlsx.ts';

const tags = ['Payee relationships'];
const requireRelationshipsUser = requirePayeeFeature(PayeeFeature.Relationships);

/** The list's filters in words, for the export's subtitle; null when nothing filters. */
function describeFilters(query: RelationshipsQuery, text: RelationshipReportText): string | null {
  const parts: string[] = [];
  if (query.isClaimed === true) parts.push(text.t('relationships.report.filterClaimed'));
  if (query.isClaimed === false) parts.push(text.t('relationships.report.filterUnclaimed'));
  if (query.payorTypeId !== undefined) parts.push(text.payorType(query.payorTypeId));
  if (query.q) parts.push(`“${query.q}”`);
  return parts.length > 0 ? parts.join(' · ') : null;
}

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
    middleware: [requireRelationshipsUser],
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
    const body = await buildRelationshipsXlsx({
      payeeName: membership.company.name,
      relationships: await matchingRelationships(membership.companyId, query),
      filters: describeFilters(query, relationshipReportText(language)),
      language,
      generatedAt: now,
    });
    return fileResponse(c, { body, type: 'xlsx', name: `payors-${calendarDateIn(now)}` });
  },
);
