import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type * as z from 'zod';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Area } from '#shared/enums/company-type.ts';
import type { RouteAccess } from '#shared/permissions/route-access.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { notFound } from '../../lib/http/errors.ts';
import { fileResponse, fileResponseSpec } from '../../lib/http/file-response.ts';
import { requestLanguage } from '../../lib/http/i18n.ts';
import { errorResponses } from '../../lib/http/openapi.ts';
import { renderFile } from '../../lib/renderers.ts';
import type { CompanyRecord } from '../../repositories/companies.ts';
import { dateRangeOf } from '../../services/invoice-list.ts';
import type { ReportCell, ReportColumn, ReportTableInput, ReportWords } from '../report-table-xlsx.ts';

/** Every row of a report in one file: the screen's query without its paging. */
export const everyRow = { page: 1, pageSize: 1_000_000 } as const;

type Words = keyof ReportWords;

/** A column of a report's file and how a row fills it. */
export type FileColumn<W extends Words, Row> = ReportColumn<ReportWords[W]['column']> & {
  cell: (row: Row) => ReportCell;
};

/** A report's workbook: its words, title, file name and columns. */
export type ReportSheet<W extends Words, Row> = {
  words: W;
  report: ReportWords[W]['report'];
  /** The file's name before the day it was made (`holds` → `holds-2026-11-29.xlsx`). */
  name: string;
  columns: readonly FileColumn<W, Row>[];
  titleParams?: Record<string, string | number>;
};

type Range = { startDate?: string | undefined; endDate?: string | undefined };
/** What a report read: its rows, and the dates they cover when the query's own do not say. */
type Read<Row> = readonly Row[] | { rows: readonly Row[]; range: Range };

/** The date range a query's dates or preset resolve to (presets in America/Chicago), said under the title. */
const rangeOfQuery = (query: Parameters<typeof dateRangeOf>[0]): Range => {
  const range = dateRangeOf(query, new Date());
  return { startDate: range.start, endDate: range.end };
};

/**
 * Has the sheet renderer make a report's workbook from rows a service read, and answers it as a
 * download. Rows carry their currency; every cell comes from the sheet's columns.
 */
export async function reportSheetResponse<W extends Words, Row extends { currencyId: number }>(
  c: Context<AppEnv>,
  sheet: ReportSheet<W, Row>,
  rows: readonly Row[],
  range: Range | undefined,
) {
  const { membership } = c.var.auth;
  const now = new Date();
  const input: Omit<ReportTableInput, 'generatedAt'> & { generatedAt: string } = {
    words: sheet.words,
    report: sheet.report,
    columns: sheet.columns.map(({ cell: _cell, ...column }) => column),
    ...(sheet.titleParams ? { titleParams: sheet.titleParams } : {}),
    ...(range ? { range } : {}),
    rows: rows.map((row) => ({ currencyId: row.currencyId, cells: sheet.columns.map((column) => column.cell(row)) })),
    companyName: membership.company.name,
    language: requestLanguage(c),
    generatedAt: now.toISOString(),
  };
  const body = await renderFile('sheetRenderer', { file: 'reportTable', input });
  return fileResponse(c, { body, type: 'xlsx', name: `${sheet.name}-${calendarDateIn(now)}` });
}

/**
 * One report file route of the exports API (`exportReport=true` on a screen's call, or a path
 * that is always a file): its query (and path) schema, the service reading every matching row for
 * the signed-in payor (null: nothing there, 404), and the workbook's columns. Dates under the
 * title are the query's unless the read says which days it covered.
 */
export function reportFile<
  Query extends z.ZodObject,
  Params extends z.ZodObject,
  W extends Words,
  Row extends { currencyId: number },
>(spec: {
  path: string;
  summary: string;
  description?: string;
  access: RouteAccess;
  query: Query;
  params?: Params;
  /** What the file holds (the OpenAPI answer). */
  answer: string;
  read: (payor: CompanyRecord, query: z.infer<Query>, params: z.infer<Params>) => Promise<Read<Row> | null>;
  sheet: ReportSheet<W, Row> | ((query: z.infer<Query>, params: z.infer<Params>) => ReportSheet<W, Row>);
  /** Whether the query's dates name the rows (ledger and operations reports; not the carrier files). */
  dated?: boolean;
}) {
  return (router: ReturnType<typeof createAreaRouter>) =>
    router.openapi(
      createRoute({
        method: 'get',
        path: `/core${spec.path}`,
        tags: ['Payor reports'],
        summary: spec.summary,
        ...(spec.description ? { description: spec.description } : {}),
        access: spec.access,
        request: { query: spec.query, ...(spec.params ? { params: spec.params } : {}) },
        responses: {
          200: fileResponseSpec(spec.answer, 'xlsx'),
          ...(spec.params ? errorResponses(400, 401, 403, 404) : errorResponses(400, 401, 403)),
        },
      }),
      async (c) => {
        const query = c.req.valid('query' as never) as z.infer<Query>;
        const params = (spec.params ? c.req.valid('param' as never) : {}) as z.infer<Params>;
        const read = await spec.read(c.var.auth.membership.company, query, params);
        if (read === null) throw notFound();
        const sheet = typeof spec.sheet === 'function' ? spec.sheet(query, params) : spec.sheet;
        const rows = 'rows' in read ? read.rows : read;
        const range =
          'range' in read
            ? read.range
            : spec.dated === false
              ? undefined
              : rangeOfQuery(query as Parameters<typeof dateRangeOf>[0]);
        return reportSheetResponse(c, sheet, rows, range);
      },
    );
}

/** The payor's report files under the exports API's `/core` mirror, one `reportFile` each. */
export function reportFileRouter(files: readonly ((router: ReturnType<typeof createAreaRouter>) => unknown)[]) {
  const router = createAreaRouter(Area.Payor, '/core');
  for (const file of files) file(router);
  return router;
}
