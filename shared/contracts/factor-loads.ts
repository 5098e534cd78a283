import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import { factorLoadListQuerySchema, factorLoadPageSchema, factorLoadSchema } from '../schemas/factor-loads.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';

/**
 * The factor's loads (issue 16): the loads of the invoices the signed-in factor may see (its
 * invoice list's rule); any other id answers 404 like an unknown one. Read only.
 */
export const factorLoadCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.factorLoads,
    access: access.page('/factor/loads'),
    query: factorLoadListQuerySchema,
    status: 200,
    response: factorLoadPageSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.factorLoad,
    access: access.page('/factor/loads/:id'),
    params: idParamsSchema,
    status: 200,
    response: factorLoadSchema,
  }),
};
