import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  factorPaymentListQuerySchema,
  factorPaymentPageSchema,
  factorPaymentParamsSchema,
  factorPaymentSchema,
} from '../schemas/factor-payments.ts';

/** The payments made to the signed-in factor (issue 16); any other payment id is not found. Read only. */
export const factorPaymentCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.factorPayments,
    access: access.page('/factor/payments'),
    query: factorPaymentListQuerySchema,
    status: 200,
    response: factorPaymentPageSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.factorPayment,
    access: access.page('/factor/payments/:id'),
    params: factorPaymentParamsSchema,
    status: 200,
    response: factorPaymentSchema,
  }),
};
