import { payeePromotionalCampaignCalls as calls } from '#shared/contracts/payee-promotional-campaigns.ts';
import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { notFound } from '../../lib/http/errors.ts';
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
    routeOf(calls.list, {
      tags,
      summary: "The campaigns of the carrier's payors that have not ended, and where the carrier stands in each",
      answer: 'Campaigns, soonest to end first',
      errors: [401, 403],
    }),
    async (c) => c.json(await payeeCampaigns(c.var.auth.membership.companyId), 200),
  )
  .openapi(
    routeOf(calls.invoices, {
      tags,
      summary: "The carrier's free QuickPay invoices from its payors' campaigns, newest first",
      answer: 'One page of promotional invoices',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await payeePromotionalInvoices(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(calls.relationshipCampaign, {
      tags,
      summary: "The campaign of a relationship's payor that applies now (running, else next, else last ended)",
      answer: 'The campaign',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const result = await relationshipCampaign(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (result.kind !== 'ok') throw notFound();
      return c.json(result.campaign, 200);
    },
  )
  .openapi(
    routeOf(calls.relationshipInvoices, {
      tags,
      summary: "A relationship's free QuickPay invoices from its payor's campaigns, newest first",
      answer: 'One page of promotional invoices',
      errors: [400, 401, 403, 404],
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
