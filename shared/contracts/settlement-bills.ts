import { defineCall } from '../api/contract.ts';
import { settlementPaths } from '../api/settlement-paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  billDeletedResponseSchema,
  billIdParamsSchema,
  billListQuerySchema,
  billListResponseSchema,
  billResponseSchema,
  billStatusesResponseSchema,
  billsPresentResponseSchema,
  billValidationRulesSchema,
  createBillBodySchema,
  paperworkTypeResponseSchema,
  resubmitBillsBodySchema,
  resubmitBillsResponseSchema,
  updateBillBodySchema,
  updateBillByPayeeBodySchema,
} from '../schemas/bills.ts';
import { idempotencyHeadersSchema } from '../schemas/idempotency.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';

/**
 * Paperwork bills (seeds 000 §7 "Bills and charges", 001 "Bills seen by payors"): the carrier's
 * and the payor's list, a bill, its creation (idempotent with an Idempotency-Key: a repeat answers
 * the first bill with 200), the payor's review and the carrier's edit (both made on the version of
 * the bill the user loaded: If-Match), deletion, submission, and what a bill still needs. Who may
 * see which bill is the service's (functions/services/paperwork-access.ts); every call is open to
 * the paperwork callers (`access.paperwork`).
 */
export const billCalls = {
  statuses: defineCall({
    api: 'settlement',
    method: 'get',
    path: settlementPaths.billStatuses,
    access: access.paperwork,
    status: 200,
    response: billStatusesResponseSchema,
  }),
  present: defineCall({
    api: 'settlement',
    method: 'get',
    path: settlementPaths.billsPresent,
    access: access.paperwork,
    status: 200,
    response: billsPresentResponseSchema,
  }),
  resubmit: defineCall({
    api: 'settlement',
    method: 'post',
    path: settlementPaths.billsResubmit,
    access: access.paperwork,
    body: resubmitBillsBodySchema,
    status: 200,
    response: resubmitBillsResponseSchema,
  }),
  list: defineCall({
    api: 'settlement',
    method: 'get',
    path: settlementPaths.bills,
    access: access.paperwork,
    query: billListQuerySchema,
    status: 200,
    response: billListResponseSchema,
  }),
  create: defineCall({
    api: 'settlement',
    method: 'post',
    path: settlementPaths.bills,
    access: access.paperwork,
    headers: idempotencyHeadersSchema,
    body: createBillBodySchema,
    status: 201,
    repeatStatus: 200,
    response: billResponseSchema,
    versioned: true,
  }),
  details: defineCall({
    api: 'settlement',
    method: 'get',
    path: settlementPaths.bill,
    access: access.paperwork,
    params: billIdParamsSchema,
    status: 200,
    response: billResponseSchema,
    versioned: true,
  }),
  review: defineCall({
    api: 'settlement',
    method: 'put',
    path: settlementPaths.bill,
    access: access.paperwork,
    params: billIdParamsSchema,
    headers: ifMatchHeadersSchema,
    body: updateBillBodySchema,
    status: 200,
    response: billResponseSchema,
    versioned: true,
  }),
  delete: defineCall({
    api: 'settlement',
    method: 'delete',
    path: settlementPaths.bill,
    access: access.paperwork,
    params: billIdParamsSchema,
    status: 200,
    response: billDeletedResponseSchema,
  }),
  paperworkType: defineCall({
    api: 'settlement',
    method: 'get',
    path: settlementPaths.billPaperworkType,
    access: access.paperwork,
    params: billIdParamsSchema,
    status: 200,
    response: paperworkTypeResponseSchema,
  }),
  validationRules: defineCall({
    api: 'settlement',
    method: 'get',
    path: settlementPaths.billValidationRules,
    access: access.paperwork,
    params: billIdParamsSchema,
    status: 200,
    response: billValidationRulesSchema,
  }),
  updateByPayee: defineCall({
    api: 'settlement',
    method: 'put',
    path: settlementPaths.billUpdateByPayee,
    access: access.paperwork,
    params: billIdParamsSchema,
    headers: ifMatchHeadersSchema,
    body: updateBillByPayeeBodySchema,
    status: 200,
    response: billResponseSchema,
    versioned: true,
  }),
};
