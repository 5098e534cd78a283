import { factorPaymentCalls } from '#shared/contracts/factor-payments.ts';
import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { notFound } from '../../lib/http/errors.ts';
import { factorPaymentsPage, getFactorPayment } from '../../services/factor-payments.ts';

const tags = ['Factor payments'];

/** Factor API (issue 16): the payments made to the factor, each with its remittance; any other id is not found. */
export const factorPaymentsRoutes = createAreaRouter(Area.Factor)
  .openapi(
    routeOf(factorPaymentCalls.list, {
      tags,
      summary: 'The payments made to the factor, newest first',
      answer: 'One page of payments',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await factorPaymentsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(factorPaymentCalls.details, {
      tags,
      summary:
        'One payment made to the factor with its remittance: invoices of which clients and debtors, amounts, fees',
      answer: 'The payment',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const payment = await getFactorPayment(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!payment) throw notFound();
      return c.json(payment, 200);
    },
  );
