import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  factorInvoiceListQuerySchema,
  factorInvoicePageSchema,
  factorInvoiceSchema,
} from '../schemas/factor-invoices.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';

/**
 * The factor's invoices (issue 16): only those of relationships assigned to the signed-in factor
 * while they are assigned; any other id answers 404 like an unknown one. Read only.
 */
export const factorInvoiceCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.factorInvoices,
    access: access.page('/factor/invoices'),
    query: factorInvoiceListQuerySchema,
    status: 200,
    response: factorInvoicePageSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.factorInvoice,
    access: access.page('/factor/invoices/:id'),
    params: idParamsSchema,
    status: 200,
    response: factorInvoiceSchema,
  }),
};
