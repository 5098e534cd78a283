import { defineCall } from '../api/contract.ts';
import { publicPaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import { payorNamesQuerySchema, payorNamesResponseSchema } from '../schemas/public-payors.ts';

/** The public broker directory (the all-brokers page): names only, for anyone. */
export const publicPayorCalls = {
  names: defineCall({
    api: 'public',
    method: 'get',
    path: publicPaths.payorNames,
    access: access.public,
    query: payorNamesQuerySchema,
    status: 200,
    response: payorNamesResponseSchema,
  }),
};
