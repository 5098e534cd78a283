import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { PayeeFeature } from '../permissions/payee.ts';
import { access } from '../permissions/route-access.ts';
import {
  paymentDetailsSchema,
  paymentParamsSchema,
  paymentsPageSchema,
  paymentsQuerySchema,
} from '../schemas/payee-payments.ts';

/** The payee's payments (seeds 000 §2.5, §3 Payment, §7). */
export const payeePaymentCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeePayments,
    access: access.payeeFeature(PayeeFeature.Payments),
    query: paymentsQuerySchema,
    status: 200,
    response: paymentsPageSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeePayment,
    access: access.payeeFeature(PayeeFeature.Payments),
    params: paymentParamsSchema,
    status: 200,
    response: paymentDetailsSchema,
  }),
};
