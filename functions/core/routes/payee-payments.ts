import { payeePaymentCalls } from '#shared/contracts/payee-payments.ts';
import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { notFound } from '../../lib/http/errors.ts';
import { payeePaymentDetails, payeePaymentsPage } from '../../services/payment-queries.ts';

const tags = ['Payee payments'];

/** Payee API: payments (seeds 000 §2.5, §3 Payment, §7). */
export const payeePaymentsRoutes = createAreaRouter(Area.Payee)
  .openapi(
    routeOf(payeePaymentCalls.list, {
      tags,
      summary: "The signed-in payee's payments, filtered, sorted (paid date, newest first) and paged",
      answer: 'A page of payments with the totals of all that match',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await payeePaymentsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payeePaymentCalls.details, {
      tags,
      summary: 'A payment of the signed-in payee: fees, totals, account and the invoices it paid',
      answer: 'The payment',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const details = await payeePaymentDetails(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!details) throw notFound();
      return c.json(details, 200);
    },
  );
