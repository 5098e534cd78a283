import { defineCall } from '../api/contract.ts';
import { settlementPaths } from '../api/settlement-paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  chargeIdParamsSchema,
  chargeResponseSchema,
  createChargeBodySchema,
  updateChargeBodySchema,
} from '../schemas/bills.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';

/**
 * A bill's charges (seeds 000 §4): one per type, a new amount replaces the charge (new id). Charges
 * live inside the bill, so each call changes the bill, is made on the version of it the user loaded
 * (If-Match) and answers the charge with the whole bill, its version as the ETag.
 */
export const chargeCalls = {
  create: defineCall({
    api: 'settlement',
    method: 'post',
    path: settlementPaths.charges,
    access: access.paperwork,
    headers: ifMatchHeadersSchema,
    body: createChargeBodySchema,
    status: 200,
    response: chargeResponseSchema,
    versioned: true,
  }),
  update: defineCall({
    api: 'settlement',
    method: 'put',
    path: settlementPaths.charge,
    access: access.paperwork,
    params: chargeIdParamsSchema,
    headers: ifMatchHeadersSchema,
    body: updateChargeBodySchema,
    status: 200,
    response: chargeResponseSchema,
    versioned: true,
  }),
  delete: defineCall({
    api: 'settlement',
    method: 'delete',
    path: settlementPaths.charge,
    access: access.paperwork,
    params: chargeIdParamsSchema,
    headers: ifMatchHeadersSchema,
    status: 200,
    response: chargeResponseSchema,
    versioned: true,
  }),
};
