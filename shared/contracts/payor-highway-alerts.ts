import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { payorInvoiceRoles } from '../permissions/payor.ts';
import { access } from '../permissions/route-access.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';
import {
  highwayAlertListQuerySchema,
  highwayAlertPageSchema,
  highwayAlertSchema,
  highwayRecheckResultSchema,
  highwayRecheckSchema,
} from '../schemas/payor-highway-alerts.ts';

const page = '/payor/highway-alerts';

/**
 * The payor's highway alerts (seeds 001 §2): for a highway-subscribing payor whose user's roles do
 * not hide the feature (the page's rule). Reading is for whoever may open the page; ending an alert
 * (it releases invoices) and checking a carrier again need PayorSubmission or UserAdmin, as the
 * invoice review does. Clearing and ignoring are naturally idempotent: repeating one answers the
 * ended alert unchanged.
 */
export const payorHighwayAlertCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorHighwayAlerts,
    access: access.page(page),
    query: highwayAlertListQuerySchema,
    status: 200,
    response: highwayAlertPageSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payorHighwayAlert,
    access: access.page(page),
    params: idParamsSchema,
    status: 200,
    response: highwayAlertSchema,
  }),
  clear: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.payorHighwayAlertClear,
    access: access.page(page, payorInvoiceRoles),
    params: idParamsSchema,
    status: 200,
    response: highwayAlertSchema,
  }),
  ignore: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.payorHighwayAlertIgnore,
    access: access.page(page, payorInvoiceRoles),
    params: idParamsSchema,
    status: 200,
    response: highwayAlertSchema,
  }),
  recheck: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payorHighwayChecks,
    access: access.page(page, payorInvoiceRoles),
    body: highwayRecheckSchema,
    status: 200,
    response: highwayRecheckResultSchema,
  }),
};
