import { payorOpsReportCalls } from '#shared/contracts/payor-ops-reports.ts';
import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { notFound } from '../../lib/http/errors.ts';
import { gotpFeesPage, gotpMonthPage, holdsPage, unreconciledFundsPage } from '../../services/payor-ops-reports.ts';

const tags = ['Payor reports'];

/** Payor API: the operations reports (GOTP fees, holds, unreconciled funds), each over the payor's own records. */
export const payorOpsReportRoutes = createAreaRouter(Area.Payor)
  .openapi(
    routeOf(payorOpsReportCalls.gotpFees, {
      tags,
      summary: 'Guaranteed On-Time Pay fees on the payor’s invoices, by month paid and currency',
      description:
        'Each fee is the one recorded on an invoice paid on GOTP (PaymentType 3) by a payment made on the ' +
        'payor’s behalf within the paid-date range; a refunded payment’s GOTP fees stand.',
      answer: 'A page of months with totals per currency',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await gotpFeesPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payorOpsReportCalls.gotpFeeMonth, {
      tags,
      summary: 'The invoices behind one month’s GOTP fees (the month as YYYY-MM)',
      answer: 'A page of invoices with totals per currency',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const page = await gotpMonthPage(c.var.auth.membership.companyId, c.req.valid('param').id, c.req.valid('query'));
      if (!page) throw notFound();
      return c.json(page, 200);
    },
  )
  .openapi(
    routeOf(payorOpsReportCalls.holds, {
      tags,
      summary: 'The payor’s invoices on hold: reason, age, and who held them when',
      description:
        'Read from the invoices in Held and their recorded moves. Age buckets (days since the hold, in ' +
        'Chicago): 0-7, 8-14, 15-30, 31-60, 61+.',
      answer: 'A page of held invoices, with totals by currency, reason and age',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await holdsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payorOpsReportCalls.unreconciledFunds, {
      tags,
      summary: 'Funds received from the payor that match no invoice yet, with the open invoices each could pay',
      description:
        'A receipt could pay open (approved, unpaid) invoices of the payor in its currency, approved by the day ' +
        'it was received, whose gross equals its amount: one invoice or a set of two or three (at most three sets).',
      answer: 'A page of receipts with totals per currency',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await unreconciledFundsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  );
