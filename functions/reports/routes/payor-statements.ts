import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Area } from '#shared/enums/company-type.ts';
import { access } from '#shared/permissions/route-access.ts';
import { maxPageSize } from '#shared/schemas/list-query.ts';
import { payorStatementsQuerySchema, statementParamsSchema } from '#shared/schemas/payor-statements.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { notFound } from '../../lib/http/errors.ts';
import { fileResponse, fileResponseSpec } from '../../lib/http/file-response.ts';
import { requestLanguage } from '../../lib/http/i18n.ts';
import { errorResponses } from '../../lib/http/openapi.ts';
import { renderFile } from '../../lib/renderers.ts';
import { readStatementPdf } from '../../repositories/statement-documents.ts';
import { findPayorStatement, payorStatementsPage } from '../../services/payor-statements.ts';

const tags = ['Payor statements'];
const page = access.page('/payor/reports/previous-settlements');

/**
 * The payor's statements as files: a statement's PDF, stored by the statement run (seeds 001 §7
 * `settlement_statement/{id}`, a blob: the edge always sends it here, exportOnlyPaths), and the
 * statements list as an Excel workbook (`settlement_statements?exportReport=true`).
 */
export const payorStatementReportRoutes = createAreaRouter(Area.Payor, '/core')
  .openapi(
    createRoute({
      method: 'get',
      path: `/core${corePaths.payorSettlementStatement}`,
      tags,
      summary: 'A statement of the signed-in payor, as the PDF the statement run stored',
      access: page,
      request: { params: statementParamsSchema },
      responses: { 200: fileResponseSpec('The statement', 'pdf'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const statement = await findPayorStatement(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!statement) throw notFound();
      const body = await readStatementPdf(statement.objectKey);
      return fileResponse(c, { body, type: 'pdf', name: `statement-${statement.id}` });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `/core${corePaths.payorSettlementStatements}`,
      tags,
      summary: 'The signed-in payor’s statements matching the list’s filters, as an Excel workbook',
      access: page,
      request: { query: payorStatementsQuerySchema },
      responses: {
        200: fileResponseSpec('The statements (every matching one, no paging)', 'xlsx'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const { membership } = c.var.auth;
      const now = new Date();
      const statements = [];
      // Every matching statement: the list's own pages, read to the end.
      for (let number = 1; ; number += 1) {
        const found = await payorStatementsPage(
          membership.companyId,
          { ...c.req.valid('query'), page: number, pageSize: maxPageSize },
          now,
        );
        statements.push(...found.items);
        if (!found.hasMore) break;
      }
      const body = await renderFile('sheetRenderer', {
        file: 'statements',
        input: {
          payorName: membership.company.name,
          statements,
          language: requestLanguage(c),
          generatedAt: now.toISOString(),
        },
      });
      return fileResponse(c, { body, type: 'xlsx', name: `statements-${calendarDateIn(now)}` });
    },
  );
