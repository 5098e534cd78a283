import { factorLoadCalls } from '#shared/contracts/factor-loads.ts';
import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { notFound } from '../../lib/http/errors.ts';
import { factorLoadsPage, getFactorLoad } from '../../services/factor-loads.ts';

const tags = ['Factor loads'];

/**
 * Factor API (issue 16): the loads of the invoices the signed-in factor may see. A load of
 * another factor's client, of a relationship not assigned to the factor or before its NOA is
 * complete is not found, like an unknown id.
 */
export const factorLoadsRoutes = createAreaRouter(Area.Factor)
  .openapi(
    routeOf(factorLoadCalls.list, {
      tags,
      summary: 'The factor’s loads: search by load number, one debtor or client, statuses, sort, paging',
      answer: 'One page of loads',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await factorLoadsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(factorLoadCalls.details, {
      tags,
      summary: 'One of the factor’s loads with its invoices',
      answer: 'The load',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const load = await getFactorLoad(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!load) throw notFound();
      return c.json(load, 200);
    },
  );
