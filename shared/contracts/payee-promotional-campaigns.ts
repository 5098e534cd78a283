import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { Area } from '../enums/company-type.ts';
import { payeeLevelRoles } from '../permissions/payee.ts';
import { access } from '../permissions/route-access.ts';
import {
  promotionalCampaignSchema,
  promotionalCampaignsSchema,
  promotionalInvoicesPageSchema,
  promotionalInvoicesQuerySchema,
} from '../schemas/payee-dashboard.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';

/** Payors' promotional campaigns and their free QuickPay invoices (seeds 000 §3, §6, §7). */
export const payeePromotionalCampaignCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeePromotionalCampaigns,
    access: access.roles(Area.Payee, payeeLevelRoles),
    status: 200,
    response: promotionalCampaignsSchema,
  }),
  invoices: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeePromotionalInvoices,
    access: access.roles(Area.Payee, payeeLevelRoles),
    query: promotionalInvoicesQuerySchema,
    status: 200,
    response: promotionalInvoicesPageSchema,
  }),
  relationshipCampaign: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeRelationshipPromotionalCampaign,
    access: access.roles(Area.Payee, payeeLevelRoles),
    params: idParamsSchema,
    status: 200,
    response: promotionalCampaignSchema,
  }),
  relationshipInvoices: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeRelationshipPromotionalInvoices,
    access: access.roles(Area.Payee, payeeLevelRoles),
    params: idParamsSchema,
    query: promotionalInvoicesQuerySchema,
    status: 200,
    response: promotionalInvoicesPageSchema,
  }),
};
