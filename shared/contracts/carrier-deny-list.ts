import { defineCall } from '../api/contract.ts';
import { settlementPaths } from '../api/settlement-paths.ts';
import { Area } from '../enums/company-type.ts';
import { access } from '../permissions/route-access.ts';
import {
  carrierDenyListEntryParamsSchema,
  carrierDenyListEntrySchema,
  carrierDenyListResponseSchema,
  createCarrierDenyListEntryBodySchema,
} from '../schemas/bills.ts';

/**
 * The payor's carrier deny list (`carrier_blacklists`, seeds 001): carriers on it cannot view this
 * payor's paperwork. A set-like edit, so not versioned (README "Concurrent edits"): adding a carrier
 * already on it answers the existing entry with 200.
 */
export const carrierDenyListCalls = {
  add: defineCall({
    api: 'settlement',
    method: 'post',
    path: settlementPaths.carrierDenyList,
    access: access.areas(Area.Payor),
    body: createCarrierDenyListEntryBodySchema,
    status: 201,
    repeatStatus: 200,
    response: carrierDenyListEntrySchema,
  }),
  list: defineCall({
    api: 'settlement',
    method: 'get',
    path: settlementPaths.carrierDenyList,
    access: access.areas(Area.Payor),
    status: 200,
    response: carrierDenyListResponseSchema,
  }),
  entry: defineCall({
    api: 'settlement',
    method: 'get',
    path: settlementPaths.carrierDenyListEntry,
    access: access.areas(Area.Payor),
    params: carrierDenyListEntryParamsSchema,
    status: 200,
    response: carrierDenyListEntrySchema,
  }),
  remove: defineCall({
    api: 'settlement',
    method: 'delete',
    path: settlementPaths.carrierDenyListEntry,
    access: access.areas(Area.Payor),
    params: carrierDenyListEntryParamsSchema,
    status: 200,
    response: carrierDenyListEntrySchema,
  }),
};
