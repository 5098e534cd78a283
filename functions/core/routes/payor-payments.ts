import { payorPaymentCalls } from '#shared/contracts/payor-payments.ts';
import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { notFound } from '../../lib/http/errors.ts';
import {
  payorDraft,
  payorDraftSchedule,
  payorDraftsPage,
  payorPaymentDetails,
  payorPaymentsPage,
} from '../../services/payor-payments.ts';

const tags = ['Payor payments'];

/** Payor API: payments made on the payor's behalf and the drafts of its account that funded them. */
export const payorPaymentsRoutes = createAreaRouter(Area.Payor)
  .openapi(
    routeOf(payorPaymentCalls.list, {
      tags,
      summary: 'Payments made on the payor’s behalf, filtered, sorted (paid date, newest first) and paged',
      answer: 'A page of payments with the totals of all that match, per currency',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await payorPaymentsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payorPaymentCalls.details, {
      tags,
      summary: 'A payment made on the payor’s behalf: its invoices, the credit notes it repaid, its draft',
      answer: 'The payment',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const details = await payorPaymentDetails(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!details) throw notFound();
      return c.json(details, 200);
    },
  )
  .openapi(
    routeOf(payorPaymentCalls.drafts, {
      tags,
      summary: 'Drafts of the payor’s account for the payments made on its behalf, newest first',
      description:
        'One draft per payor, currency and day, taken by the payout run on the payor’s draft schedule ' +
        '(DraftSchedule 9, DraftScheduleDayOfWeek 42): the invoices’ gross less credit notes repaid.',
      answer: 'A page of drafts with totals per currency',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await payorDraftsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payorPaymentCalls.draft, {
      tags,
      summary: 'One draft of the payor’s account (its payments: the payments list filtered by draftId)',
      answer: 'The draft',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const draft = await payorDraft(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!draft) throw notFound();
      return c.json(draft, 200);
    },
  )
  .openapi(
    routeOf(payorPaymentCalls.draftSchedule, {
      tags,
      summary: 'When the payor is drafted next and for how much, and its last drafts, per currency',
      description:
        'The next draft of each currency is what the payout run will take from the payments made on the ' +
        'payor’s behalf that no draft covers yet, on the first run day any of them is due under the ' +
        'payor’s draft schedule (DraftSchedule 9, DraftScheduleDayOfWeek 42): today at the earliest.',
      answer: 'The schedule, the upcoming drafts and the latest draft per currency',
      errors: [400, 401, 403],
    }),
    async (c) =>
      c.json(await payorDraftSchedule(c.var.auth.membership.company, c.req.valid('query').sessionCurrencyId), 200),
  );
