import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  draftParamsSchema,
  paymentDetailsParamsSchema,
  payorDraftScheduleQuerySchema,
  payorDraftScheduleSchema,
  payorDraftSchema,
  payorDraftsPageSchema,
  payorDraftsQuerySchema,
  payorPaymentDetailsSchema,
  payorPaymentsPageSchema,
  payorPaymentsQuerySchema,
} from '../schemas/payor-payments.ts';

/**
 * The payor's payments and the drafts that funded them (seeds 001 §2 payments, payments/{id}),
 * always within the signed-in payor's own: another payor's id answers 404 like an unknown one.
 */
export const payorPaymentCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorPayments,
    access: access.page('/payor/payments'),
    query: payorPaymentsQuerySchema,
    status: 200,
    response: payorPaymentsPageSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorPayment,
    access: access.page('/payor/payments/:id'),
    params: paymentDetailsParamsSchema,
    status: 200,
    response: payorPaymentDetailsSchema,
  }),
  drafts: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorDrafts,
    access: access.page('/payor/payments'),
    query: payorDraftsQuerySchema,
    status: 200,
    response: payorDraftsPageSchema,
  }),
  draft: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorDraft,
    access: access.page('/payor/payments'),
    params: draftParamsSchema,
    status: 200,
    response: payorDraftSchema,
  }),
  /**
   * The next draft per currency, computed by the server from the payor's schedule and the payments
   * not yet drafted (the browser never works a date out of the schedule), and the last drafts.
   */
  draftSchedule: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorDraftSchedule,
    access: access.page('/payor/payments'),
    query: payorDraftScheduleQuerySchema,
    status: 200,
    response: payorDraftScheduleSchema,
  }),
};
