import { defineCall } from '../api/contract.ts';
import { settlementPaths } from '../api/settlement-paths.ts';
import { access } from '../permissions/route-access.ts';
import { chargeTypesResponseSchema, imageTypesResponseSchema } from '../schemas/paperwork-types.ts';

/** The reference lists of paperwork: charge types and document (image) types. */
export const paperworkTypeCalls = {
  chargeTypes: defineCall({
    api: 'settlement',
    method: 'get',
    path: settlementPaths.chargeTypes,
    access: access.paperwork,
    status: 200,
    response: chargeTypesResponseSchema,
  }),
  imageTypes: defineCall({
    api: 'settlement',
    method: 'get',
    path: settlementPaths.imageTypes,
    access: access.paperwork,
    status: 200,
    response: imageTypesResponseSchema,
  }),
};
