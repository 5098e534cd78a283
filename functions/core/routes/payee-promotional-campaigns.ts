import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { Area } from '#shared/enums/company-type.ts';
import { payeeLevelRoles } from '#shared/permissions/payee.ts';
import { access } from '#shared/permissions/route-access.ts';
import {
  promotionalCampaignSchema,
  promotionalCampaignsSchema,
  promotionalInvoicesPageSchema,
  promotionalInvoicesQuerySchema,
} from '#shared/schemas/payee-dashboard.ts';
import { idParamsSchema } from '#shared/schemas/payee-invoices.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { notFound } from '../../lib/http/errors.ts';
import { errorResponses, jsonResponse } from '../../lib/http/openapi.ts';
import {
  payeeCampaigns,
  payeePromotionalInvoices,
  relationshipCampaign,
  relationshipPromotionalInvoices,
} from '../../services/promotional-campaigns.ts';

const tags = ['Payee promotional campaigns'];

/** Payee API: payors' promotional campaigns and their free QuickPay invoices (seeds 000 §3, §6, §7). */
export const payeePromotionalCampaignsRoutes = createAreaRouter(Area.Payee)
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeePromotionalCampaigns,
      tags,
      summary: "The campaigns of the carrier's payors that have not ended, and where the carrier stands in each",
      access: access.roles(Area.Payee, payeeLevelRoles),
      responses: {
        200: jsonResponse(promotionalCampaignsSchema, 'Campaigns, soonest to end first'),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await payeeCampaigns(c.var.auth.membership.companyId), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeePromotionalInvoices,
      tags,
      summary: "The carrier's free QuickPay invoices from its payors' campaigns, newest first",
      access: access.roles(Area.Payee, payeeLevelRoles),
      request: { query: promotionalInvoicesQuerySchema },
      responses: {
        200: jsonResponse(promotionalInvoicesPageSchema, 'One page of promotional invoices'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await payeePromotionalInvoices(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeeRelationshipPromotionalCampaign,
      tags,
      summary: "The campaign of a relationship's payor that applies now (running, else next, else last ended)",
      access: access.roles(Area.Payee, payeeLevelRoles),
      request: { params: idParamsSchema },
      responses: {
        200: jsonResponse(promotionalCampaignSchema, 'The campaign'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const result = await relationshipCampaign(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (result.kind !== 'ok') throw notFound();
      return c.json(result.campaign, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeeRelationshipPromotionalInvoices,
      tags,
      summary: "A relationship's free QuickPay invoices from its payor's campaigns, newest first",
      access: access.roles(Area.Payee, payeeLevelRoles),
      request: { params: idParamsSchema, query: promotionalInvoicesQuerySchema },
      responses: {
        200: jsonResponse(promotionalInvoicesPageSchema, 'One page of promotional invoices'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const page = await relationshipPromotionalInvoices(
        c.var.auth.membership.companyId,
        c.req.valid('param').id,
        c.req.valid('query'),
      );
      if (!page) throw notFound();
      return c.json(page, 200);
    },
  );
