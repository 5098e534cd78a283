import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { corePaths } from '#shared/api/paths.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Area } from '#shared/enums/company-type.ts';
import { access } from '#shared/permissions/route-access.ts';
import {
  carrierFileQuerySchema,
  gotpFeesQuerySchema,
  holdsQuerySchema,
  relationship1099QuerySchema,
  unreconciledFundsQuerySchema,
} from '#shared/schemas/payor-ops-report-queries.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { fileResponse, fileResponseSpec } from '../../lib/http/file-response.ts';
import { requestLanguage } from '../../lib/http/i18n.ts';
import { errorResponses } from '../../lib/http/openapi.ts';
import { renderFile } from '../../lib/renderers.ts';
import { carrier1099Rows, discoveryRows, termsRows } from '../../services/payor-carrier-files.ts';
import { matchingGotpMonths, matchingHolds, matchingReceipts } from '../../services/payor-ops-reports.ts';
import type { OpsReportInput } from '../ops-report-xlsx.ts';

const tags = ['Payor reports'];
const relationshipsPage = access.page('/payor/relationships');

type Sheet = Omit<OpsReportInput, 'payorName' | 'language' | 'generatedAt'>;

/** Has the sheet renderer make the workbook and answers it as a download named `name`. */
async function sheetResponse(c: Context, sheet: Sheet, name: string) {
  const now = new Date();
  const { membership } = c.var.auth;
  const body = await renderFile('sheetRenderer', {
    file: 'opsReport',
    input: {
      ...sheet,
      payorName: membership.company.name,
      language: requestLanguage(c),
      generatedAt: now.toISOString(),
    },
  });
  return fileResponse(c, { body, type: 'xlsx', name: `${name}-${calendarDateIn(now)}` });
}

/** A date range in the file's subtitle, as the query gave it (presets are resolved by the rows). */
const rangeOf = (query: { startDate?: string | undefined; endDate?: string | undefined }) =>
  query.startDate || query.endDate ? `${query.startDate ?? '…'} – ${query.endDate ?? '…'}` : null;

/**
 * The payor's operations reports as Excel files (`exportReport=true` on the screens' calls), and
 * the files the Carriers list offers: 1099 totals and the Select Carrier discovery (always files,
 * exportOnlyPaths) and the carrier terms (`payor/report/terms?exportReport=true`; the JSON terms are
 * the profile's). The carrier files answer whom the Carriers list opens for: shippers issue 1099s too.
 */
export const payorOpsReportFileRoutes = createAreaRouter(Area.Payor, '/core')
  .openapi(
    createRoute({
      method: 'get',
      path: `/core${corePaths.payorGotpFees}`,
      tags,
      summary: 'The GOTP fees by month matching the report’s filters, as an Excel workbook',
      access: access.page('/payor/reports/gotp-fees'),
      request: { query: gotpFeesQuerySchema },
      responses: { 200: fileResponseSpec('The months (no paging)', 'xlsx'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const months = await matchingGotpMonths(c.var.auth.membership.companyId, query);
      return sheetResponse(
        c,
        {
          report: 'gotpFees',
          subtitle: rangeOf(query),
          columns: [
            { key: 'month', kind: 'text' },
            { key: 'invoices', kind: 'count' },
            { key: 'gross', kind: 'money' },
            { key: 'fee', kind: 'money' },
          ],
          rows: months.map((row) => ({
            currencyId: row.currencyId,
            cells: [row.month, row.invoiceCount, row.grossCents, row.feeCents],
          })),
        },
        'gotp-fees',
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `/core${corePaths.payorHolds}`,
      tags,
      summary: 'The held invoices matching the report’s filters, as an Excel workbook',
      access: access.page('/payor/reports/holds-report'),
      request: { query: holdsQuerySchema },
      responses: { 200: fileResponseSpec('The holds (no paging)', 'xlsx'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const holds = await matchingHolds(c.var.auth.membership.companyId, query);
      return sheetResponse(
        c,
        {
          report: 'holds',
          subtitle: rangeOf(query),
          columns: [
            { key: 'invoice', kind: 'text' },
            { key: 'load', kind: 'text' },
            { key: 'carrier', kind: 'text' },
            { key: 'reason', kind: 'text' },
            { key: 'heldOn', kind: 'date' },
            { key: 'heldBy', kind: 'text' },
            { key: 'age', kind: 'count' },
            { key: 'ageBucket', kind: 'text' },
            { key: 'note', kind: 'text' },
            { key: 'gross', kind: 'money' },
          ],
          rows: holds.map((hold) => ({
            currencyId: hold.currencyId,
            cells: [
              hold.invoiceNumber,
              hold.loadNumber,
              hold.carrierName,
              { message: `holdReasons.${hold.holdReasonId ?? 0}` },
              hold.heldDate,
              hold.heldByName,
              hold.ageDays,
              { message: `ageBuckets.${hold.ageBucket}` },
              hold.note,
              hold.grossCents,
            ],
          })),
        },
        'holds',
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `/core${corePaths.payorUnreconciledFunds}`,
      tags,
      summary: 'The funds receipts matching the report’s filters, with their candidate invoices, as an Excel workbook',
      access: access.page('/payor/reports/unreconciled-funds-report'),
      request: { query: unreconciledFundsQuerySchema },
      responses: { 200: fileResponseSpec('The receipts (no paging)', 'xlsx'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const receipts = await matchingReceipts(c.var.auth.membership.companyId, query);
      return sheetResponse(
        c,
        {
          report: 'funds',
          subtitle: rangeOf(query),
          columns: [
            { key: 'reference', kind: 'text' },
            { key: 'received', kind: 'date' },
            { key: 'state', kind: 'text' },
            { key: 'couldPay', kind: 'text' },
            { key: 'amount', kind: 'money' },
          ],
          rows: receipts.map((receipt) => ({
            currencyId: receipt.currencyId,
            cells: [
              receipt.reference,
              receipt.receivedDate,
              { message: `states.${receipt.state}` },
              receipt.candidates.length === 0
                ? { message: 'files.matchNone' }
                : receipt.candidates
                    .map((set) => set.invoices.map((invoice) => invoice.invoiceNumber).join(' + '))
                    .join('; '),
              receipt.amountCents,
            ],
          })),
        },
        'unreconciled-funds',
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `/core${corePaths.payorRelationship1099}`,
      tags,
      summary: 'Per carrier, what the payor paid it in a tax year (the totals a 1099 needs), as an Excel workbook',
      access: relationshipsPage,
      request: { query: relationship1099QuerySchema },
      responses: { 200: fileResponseSpec('The year’s totals per carrier', 'xlsx'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const { year } = c.req.valid('query');
      const rows = await carrier1099Rows(c.var.auth.membership.companyId, year);
      return sheetResponse(
        c,
        {
          report: 'relationship1099',
          titleParams: { year },
          columns: [
            { key: 'carrier', kind: 'text' },
            { key: 'dotNumber', kind: 'text' },
            { key: 'mcNumber', kind: 'text' },
            { key: 'payments', kind: 'count' },
            { key: 'grossPaid', kind: 'money' },
            { key: 'creditNotes', kind: 'money' },
            { key: 'amountPaid', kind: 'money' },
            { key: 'fees', kind: 'money' },
          ],
          rows: rows.map((row) => ({
            currencyId: row.currencyId,
            cells: [
              row.carrierName,
              row.dotNumber,
              row.mcNumber,
              row.paymentCount,
              row.grossCents,
              row.creditNoteCents + row.advanceNettedCents,
              row.amountPaidCents,
              row.feeCents,
            ],
          })),
        },
        `relationship-1099-${year}`,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `/core${corePaths.payorSelectCarrierDiscovery}`,
      tags,
      summary:
        'The payor’s carriers: Select Carrier members and whether they would take its QuickPay, as an Excel workbook',
      access: relationshipsPage,
      request: { query: carrierFileQuerySchema },
      responses: { 200: fileResponseSpec('The carriers', 'xlsx'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const rows = await discoveryRows(c.var.auth.membership.companyId);
      const yesNo = (value: boolean) => ({ message: value ? 'yes' : 'no' });
      return sheetResponse(
        c,
        {
          report: 'discovery',
          columns: [
            { key: 'carrier', kind: 'text' },
            { key: 'member', kind: 'text' },
            { key: 'memberSince', kind: 'date' },
            { key: 'threshold', kind: 'percent' },
            { key: 'quickPayFee', kind: 'percent' },
            { key: 'wouldTake', kind: 'text' },
            { key: 'openInvoices', kind: 'count' },
            { key: 'openAmount', kind: 'money' },
          ],
          rows: rows.map((row) => ({
            currencyId: row.currencyId,
            cells: [
              row.carrierName,
              yesNo(row.isMember),
              row.memberSince,
              row.thresholdBps === null ? null : row.thresholdBps / 100,
              row.quickPayFeeBps / 100,
              yesNo(row.wouldTakeQuickPay),
              row.openInvoiceCount,
              row.openCents,
            ],
          })),
        },
        'select-carrier-discovery',
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `/core${corePaths.payorTerms}`,
      tags,
      summary: 'Each carrier relationship’s term (days, fee) and free QuickPays left, as an Excel workbook',
      access: relationshipsPage,
      request: { query: carrierFileQuerySchema },
      responses: { 200: fileResponseSpec('The carriers’ terms', 'xlsx'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const rows = await termsRows(c.var.auth.membership.companyId);
      return sheetResponse(
        c,
        {
          report: 'terms',
          columns: [
            { key: 'carrier', kind: 'text' },
            { key: 'claimed', kind: 'text' },
            { key: 'term', kind: 'text' },
            { key: 'termDays', kind: 'count' },
            { key: 'feeRate', kind: 'percent' },
            { key: 'freeQuickPays', kind: 'count' },
          ],
          rows: rows.map((row) => ({
            currencyId: row.currencyId,
            cells: [
              row.carrierName,
              { message: row.isClaimed ? 'yes' : 'no' },
              { message: `paymentTypes.${row.paymentType}` },
              row.termDays,
              row.feeBps / 100,
              row.freeQuickPaysRemaining,
            ],
          })),
        },
        'carrier-terms',
      );
    },
  );
