import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { corePaths } from '#shared/api/paths.ts';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Area } from '#shared/enums/company-type.ts';
import { FinancialAccountReportType } from '#shared/enums/statement-type.ts';
import { access } from '#shared/permissions/route-access.ts';
import {
  billingActivityQuerySchema,
  creditUsageQuerySchema,
  financialAccountParamsSchema,
  financialAccountQuerySchema,
} from '#shared/schemas/payor-ledger-reports.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { notFound } from '../../lib/http/errors.ts';
import { fileResponse, fileResponseSpec } from '../../lib/http/file-response.ts';
import { requestLanguage } from '../../lib/http/i18n.ts';
import { errorResponses } from '../../lib/http/openapi.ts';
import { renderFile } from '../../lib/renderers.ts';
import { dateRangeOf } from '../../services/invoice-list.ts';
import {
  billingDetails,
  billingDrafts,
  creditUsagePage,
  purchasedInvoices,
  refundedInvoices,
  revenueShare,
} from '../../services/payor-ledger-reports.ts';
import type { LedgerColumn, LedgerReportInput } from '../ledger-report-xlsx.ts';

const tags = ['Payor reports'];
/** Every row of a report in one file: the screen's query without its paging. */
const everyRow = { page: 1, pageSize: 1_000_000 } as const;

type Sheet = Pick<LedgerReportInput, 'report' | 'range' | 'columns' | 'rows'>;

async function sheetFile(c: Context, name: string, sheet: Sheet) {
  const { membership } = c.var.auth;
  const now = new Date();
  const body = await renderFile('sheetRenderer', {
    file: 'ledgerReport',
    input: {
      ...sheet,
      payorName: membership.company.name,
      language: requestLanguage(c),
      generatedAt: now.toISOString(),
    },
  });
  return fileResponse(c, { body, type: 'xlsx', name: `${name}-${calendarDateIn(now)}` });
}

const col = (key: LedgerColumn['key'], kind: LedgerColumn['kind'], width: number): LedgerColumn => ({
  key,
  kind,
  width,
});

const rangeOf = (query: Parameters<typeof dateRangeOf>[0]) => {
  const range = dateRangeOf(query, new Date());
  return { startDate: range.start, endDate: range.end };
};

/**
 * The payor's ledger reports as Excel workbooks (the screens' exports, `exportReport=true`, and
 * `billing_activity/details`, always a file): the same services as the JSON calls, every row.
 */
export const payorLedgerReportFileRoutes = createAreaRouter(Area.Payor, '/core')
  .openapi(
    createRoute({
      method: 'get',
      path: `/core${corePaths.payorBillingActivity}`,
      tags,
      summary: 'The billing report (drafts matching the filters) as an Excel workbook',
      access: access.page('/payor/reports/billing-report'),
      request: { query: billingActivityQuerySchema },
      responses: { 200: fileResponseSpec('The drafts', 'xlsx'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const query = { ...c.req.valid('query'), ...everyRow };
      const { rows } = await billingDrafts(c.var.auth.membership.companyId, query);
      return sheetFile(c, 'billing-report', {
        report: 'billing',
        range: rangeOf(query),
        columns: [
          col('draftDate', 'date', 13),
          col('draft', 'text', 24),
          col('fundingAccount', 'text', 26),
          col('payments', 'count', 10),
          col('invoices', 'count', 10),
          col('gross', 'money', 15),
          col('creditNotes', 'money', 15),
          col('amount', 'money', 16),
        ],
        rows: rows.map((d) => ({
          currencyId: d.currencyId,
          cells: [
            d.draftDate,
            d.id,
            d.fundingAccount,
            d.paymentCount,
            d.invoiceCount,
            d.grossCents,
            -d.creditNoteCents,
            d.amountCents,
          ],
        })),
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `/core${corePaths.payorBillingActivityDetails}`,
      tags,
      summary: 'Billing details: every invoice (and credit note repaid) of the drafts matching the filters',
      description: 'Always a file (seeds 001 §7: a blob); each draft’s lines add up to its amount drafted.',
      access: access.page('/payor/reports/billing-report'),
      request: { query: billingActivityQuerySchema },
      responses: { 200: fileResponseSpec('The drafts’ lines', 'xlsx'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const query = { ...c.req.valid('query'), ...everyRow };
      const { lines } = await billingDetails(c.var.auth.membership.companyId, query);
      return sheetFile(c, 'billing-details', {
        report: 'billingDetails',
        range: rangeOf(query),
        columns: [
          col('draftDate', 'date', 13),
          col('draft', 'text', 24),
          col('payment', 'text', 16),
          col('paidDate', 'date', 13),
          col('carrier', 'text', 26),
          col('line', 'label', 18),
          col('reference', 'text', 18),
          col('loadNumber', 'text', 16),
          col('lineAmount', 'money', 15),
        ],
        rows: lines.map((l) => ({
          currencyId: l.currencyId,
          cells: [
            l.draftDate,
            l.draftId,
            l.paymentCode,
            l.paidDate,
            l.carrierName,
            l.kind,
            l.reference,
            l.loadNumber,
            l.amountCents,
          ],
        })),
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `/core${corePaths.payorCreditUsage}`,
      tags,
      summary: 'The credit-limit report’s usage per day as an Excel workbook',
      access: access.page('/payor/reports/credit-limit-report'),
      request: { query: creditUsageQuerySchema },
      responses: { 200: fileResponseSpec('Usage per day', 'xlsx'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const page = await creditUsagePage(c.var.auth.membership.companyId, { ...c.req.valid('query'), ...everyRow });
      return sheetFile(c, 'credit-usage', {
        report: 'creditUsage',
        range: { startDate: page.startDate, endDate: page.endDate },
        columns: [
          col('date', 'date', 13),
          col('limit', 'balance', 16),
          col('approvedUnfunded', 'balance', 20),
          col('advancedUnfunded', 'balance', 24),
          col('used', 'balance', 16),
        ],
        rows: page.items.map((d) => ({
          currencyId: d.currencyId,
          cells: [d.date, d.limitCents, d.approvedUnfundedCents, d.advancedUnfundedCents, d.usedCents],
        })),
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `/core${corePaths.payorFinancialAccountActivity}`,
      tags,
      summary: 'A financial account report (11, 20 or 22) as an Excel workbook',
      access: access.page('/payor/reports/credit-limit-report'),
      request: { params: financialAccountParamsSchema, query: financialAccountQuerySchema },
      responses: { 200: fileResponseSpec('The report’s rows', 'xlsx'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { company } = c.var.auth.membership;
      const query = { ...c.req.valid('query'), ...everyRow };
      const range = rangeOf(query);
      switch (c.req.valid('param').id) {
        case FinancialAccountReportType.PurchasedInvoices: {
          const { rows } = await purchasedInvoices(company.id, query);
          return sheetFile(c, 'purchased-invoices', {
            report: 'purchasedInvoices',
            range,
            columns: [
              col('paidDate', 'date', 13),
              col('invoiceNumber', 'text', 16),
              col('loadNumber', 'text', 16),
              col('carrier', 'text', 26),
              col('payment', 'text', 16),
              col('gross', 'money', 15),
              col('fee', 'money', 14),
              col('advanced', 'money', 18),
              col('funded', 'date', 16),
            ],
            rows: rows.map((r) => ({
              currencyId: r.currencyId,
              cells: [
                r.paidDate,
                r.invoiceNumber,
                r.loadNumber,
                r.carrierName,
                r.paymentCode,
                r.grossCents,
                r.feeCents,
                r.advancedCents,
                r.draftDate,
              ],
            })),
          });
        }
        case FinancialAccountReportType.PayorRebate: {
          const { rows } = await revenueShare(company, query);
          return sheetFile(c, 'revenue-share', {
            report: 'revenueShare',
            range,
            columns: [
              col('periodStart', 'date', 13),
              col('periodEnd', 'date', 13),
              col('invoices', 'count', 10),
              col('fee', 'money', 15),
              col('threshold', 'balance', 14),
              col('eligibleFees', 'money', 18),
              col('share', 'money', 15),
            ],
            rows: rows.map((p) => ({
              currencyId: p.currencyId,
              cells: [
                p.startDate,
                p.endDate,
                p.invoiceCount,
                p.feeCents,
                p.thresholdCents,
                p.eligibleFeeCents,
                p.shareCents,
              ],
            })),
          });
        }
        case FinancialAccountReportType.PayorRefunds: {
          const { rows } = await refundedInvoices(company.id, query);
          return sheetFile(c, 'invoice-refunds', {
            report: 'refunds',
            range,
            columns: [
              col('refundDate', 'date', 13),
              col('invoiceNumber', 'text', 16),
              col('loadNumber', 'text', 16),
              col('carrier', 'text', 26),
              col('payment', 'text', 16),
              col('paidDate', 'date', 13),
              col('gross', 'money', 15),
              col('feeRefund', 'money', 18),
              col('reason', 'text', 36),
              col('refundedBy', 'text', 20),
            ],
            rows: rows.map((r) => ({
              currencyId: r.currencyId,
              cells: [
                r.refundDate,
                r.invoiceNumber,
                r.loadNumber,
                r.carrierName,
                r.paymentCode,
                r.paidDate,
                r.grossCents,
                r.feeRefundCents,
                r.reason,
                r.refundedBy,
              ],
            })),
          });
        }
        default:
          throw notFound();
      }
    },
  );
