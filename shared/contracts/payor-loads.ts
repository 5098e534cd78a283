import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { payorInvoiceRoles } from '../permissions/payor.ts';
import { access } from '../permissions/route-access.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';
import {
  loadAdvanceRequestSchema,
  loadCreationSchema,
  loadUpdateSchema,
  payorLoadListQuerySchema,
  payorLoadPageSchema,
  payorLoadSchema,
} from '../schemas/payor-loads.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';

/**
 * The payor's loads (EnableLoads): the list, one load with its invoices and bills, creating one
 * (natural idempotency on the load number), changing its dates or status on the version the payor
 * saw (`If-Match`), and asking for a load advance for the carrier. Every `{id}` is one of the
 * signed-in payor's own loads; another payor's answers 404. Changes need PayorSubmission or
 * UserAdmin; reading is for every user who may open the loads page.
 */
export const payorLoadCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorLoads,
    access: access.page('/payor/loads'),
    query: payorLoadListQuerySchema,
    status: 200,
    response: payorLoadPageSchema,
  }),
  /**
   * Answers 201 with the new load; sending exactly the same load again answers 200 with the first
   * one, so a retry creates nothing twice. A different load under a used number is refused (409).
   */
  create: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payorLoads,
    access: access.page('/payor/loads', payorInvoiceRoles),
    body: loadCreationSchema,
    status: 201,
    repeatStatus: 200,
    response: payorLoadSchema,
    versioned: true,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorLoad,
    access: access.page('/payor/loads/:id'),
    params: idParamsSchema,
    status: 200,
    response: payorLoadSchema,
    versioned: true,
  }),
  update: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.payorLoad,
    access: access.page('/payor/loads/:id', payorInvoiceRoles),
    params: idParamsSchema,
    body: loadUpdateSchema,
    status: 200,
    response: payorLoadSchema,
    versioned: true,
    headers: ifMatchHeadersSchema,
  }),
  /**
   * Asks for the load's advance (at most `maxLoadAdvanceShareBps` of its expected invoice amount);
   * asking again for the same amount answers the load as it is, so a retry asks nothing twice.
   */
  requestAdvance: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payorLoadAdvance,
    access: access.page('/payor/loads/:id', payorInvoiceRoles),
    params: idParamsSchema,
    body: loadAdvanceRequestSchema,
    status: 200,
    response: payorLoadSchema,
    versioned: true,
  }),
};
