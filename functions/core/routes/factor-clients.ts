import { factorClientCalls } from '#shared/contracts/factor-clients.ts';
import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { notFound } from '../../lib/http/errors.ts';
import { factorClientsPage, factorDebtors, getFactorClient } from '../../services/factor-clients.ts';

const tags = ['Factor clients and debtors'];

/**
 * Factor API (issue 16): the factor's clients (carriers with a relationship assigned to it now) and
 * debtors (their payors). A carrier with nothing assigned to the factor is not found.
 */
export const factorClientsRoutes = createAreaRouter(Area.Factor)
  .openapi(
    routeOf(factorClientCalls.list, {
      tags,
      summary: 'The factor’s clients: debtors assigned, factor-of-record state, holds and what resolves them',
      answer: 'One page of clients',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await factorClientsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(factorClientCalls.details, {
      tags,
      summary: 'One of the factor’s clients, by the carrier’s company id',
      answer: 'The client',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const client = await getFactorClient(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!client) throw notFound();
      return c.json(client, 200);
    },
  )
  .openapi(
    routeOf(factorClientCalls.debtors, {
      tags,
      summary: 'The factor’s debtors with their clients and open, approved and held amounts',
      answer: 'The debtors',
      errors: [401, 403],
    }),
    async (c) => c.json(await factorDebtors(c.var.auth.membership.companyId), 200),
  );
