import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  factorClientListQuerySchema,
  factorClientPageSchema,
  factorClientSchema,
  factorDebtorListSchema,
} from '../schemas/factor-clients.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';

/**
 * The factor's clients and debtors (issue 16): only relationships assigned to the signed-in factor
 * now; a carrier with none is not found, like an unknown id. Read only.
 */
export const factorClientCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.factorClients,
    access: access.page('/factor/payee-relationships'),
    query: factorClientListQuerySchema,
    status: 200,
    response: factorClientPageSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.factorClient,
    access: access.page('/factor/payee-relationships/:id'),
    params: idParamsSchema,
    status: 200,
    response: factorClientSchema,
  }),
  debtors: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.factorDebtors,
    access: access.page('/factor/payors'),
    status: 200,
    response: factorDebtorListSchema,
  }),
};
