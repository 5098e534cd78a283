import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { Area } from '#shared/enums/company-type.ts';
import { PayeeFeature } from '#shared/permissions/payee.ts';
import { access } from '#shared/permissions/route-access.ts';
import {
  paymentDetailsSchema,
  paymentParamsSchema,
  paymentsPageSchema,
  paymentsQuerySchema,
} from '#shared/schemas/payee-payments.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { notFound } from '../../lib/http/errors.ts';
import { errorResponses, jsonResponse } from '../../lib/http/openapi.ts';
import { payeePaymentDetails, payeePaymentsPage } from '../../services/payment-queries.ts';

const tags = ['Payee payments'];

/** Payee API: payments (seeds 000 §2.5, §3 Payment, §7). */
export const payeePaymentsRoutes = createAreaRouter(Area.Payee)
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeePayments,
      tags,
      summary: "The signed-in payee's payments, filtered, sorted (paid date, newest first) and paged",
      access: access.payeeFeature(PayeeFeature.Payments),
      request: { query: paymentsQuerySchema },
      responses: {
        200: jsonResponse(paymentsPageSchema, 'A page of payments with the totals of all that match'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await payeePaymentsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeePayment,
      tags,
      summary: 'A payment of the signed-in payee: fees, totals, account and the invoices it paid',
      access: access.payeeFeature(PayeeFeature.Payments),
      request: { params: paymentParamsSchema },
      responses: {
        200: jsonResponse(paymentDetailsSchema, 'The payment'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const details = await payeePaymentDetails(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!details) throw notFound();
      return c.json(details, 200);
    },
  );
