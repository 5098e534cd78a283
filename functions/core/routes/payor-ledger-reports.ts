import { payorLedgerReportCalls } from '#shared/contracts/payor-ledger-reports.ts';
import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { notFound } from '../../lib/http/errors.ts';
import { billingActivityPage, creditUsagePage, financialAccountPage } from '../../services/payor-ledger-reports.ts';

const tags = ['Payor reports'];

/**
 * Payor API: the ledger reports (billing activity, credit usage, financial account activity), each
 * a query over the drafts, payments, invoices and refunds the portal records. Their Excel files
 * are the exports API's (functions/reports/routes/payor-ledger-reports.ts).
 */
export const payorLedgerReportRoutes = createAreaRouter(Area.Payor)
  .openapi(
    routeOf(payorLedgerReportCalls.billingActivity, {
      tags,
      summary: 'What the payor was drafted, per draft, within a draft-date range or preset',
      description:
        'Each draft of the payor’s account (the payout run drafts the payments made on its behalf under its ' +
        'draft schedule): its payments and invoices, gross, credit notes repaid and the amount drafted.',
      answer: 'A page of drafts with the totals of all that match, per currency',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await billingActivityPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payorLedgerReportCalls.creditUsage, {
      tags,
      summary: 'The payor’s credit line: its limit, what uses it today, and its usage per day',
      description:
        'Usage is the approved invoices not yet paid plus the QuickPay payments made to carriers that no ' +
        'draft has funded yet; the history (the last 30 days unless a range is given) reads the invoices’ ' +
        'status history and the payments’ paid, draft and refund dates.',
      answer: 'The line per currency and a page of days',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await creditUsagePage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payorLedgerReportCalls.financialAccountActivity, {
      tags,
      summary: 'A financial account report: 11 purchased invoices, 20 revenue share, 22 invoice refunds',
      description:
        '11: invoices LanePay paid early on QuickPay; 20: the payor’s share of its carriers’ QuickPay fees above ' +
        'its threshold, per week or month (QuickPayRevenueShareCalculatedWeekly 81689, QuickPayRevenueShareThreshold ' +
        '81690); 22: invoices of refunded payments. Any other id answers 404.',
      answer: 'A page of the report’s rows with totals per currency',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const page = await financialAccountPage(
        c.var.auth.membership.company,
        c.req.valid('param').id,
        c.req.valid('query'),
      );
      if (!page) throw notFound();
      return c.json(page, 200);
    },
  );
