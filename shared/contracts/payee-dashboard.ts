import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { Area } from '../enums/company-type.ts';
import { payeeLevelRoles, selectCarrierJoinerRoles } from '../permissions/payee.ts';
import { access } from '../permissions/route-access.ts';
import {
  dashboardQuerySchema,
  dashboardSchema,
  selectCarrierAcceptedSchema,
  selectCarrierAcceptSchema,
  selectCarrierSchema,
} from '../schemas/payee-dashboard.ts';

/**
 * The payee dashboard's figures and the Select Carrier programme (seeds 000 §2.5, §3, §9). The
 * dashboard page bundles this module: keep it to these calls and their schemas.
 */
export const payeeDashboardCalls = {
  figures: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeDashboard,
    access: access.roles(Area.Payee, payeeLevelRoles),
    query: dashboardQuerySchema,
    status: 200,
    response: dashboardSchema,
  }),
  selectCarrier: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeSelectCarrier,
    access: access.roles(Area.Payee, payeeLevelRoles),
    status: 200,
    response: selectCarrierSchema,
  }),
  /** Idempotent: joining again changes nothing but elects QuickPay where it now qualifies. */
  joinSelectCarrier: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.payeeSelectCarrier,
    access: access.roles(Area.Payee, selectCarrierJoinerRoles),
    body: selectCarrierAcceptSchema,
    status: 200,
    response: selectCarrierAcceptedSchema,
  }),
};
