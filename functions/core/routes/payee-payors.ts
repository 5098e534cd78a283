import { payeePayorCalls as calls } from '#shared/contracts/payee-payors.ts';
import { Area } from '#shared/enums/company-type.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { notFound } from '../../lib/http/errors.ts';
import { payorDetails, payorNamesList, payorNamesOf, payorsPage } from '../../services/invoice-payors.ts';

const tags = ['Payee payors'];

/**
 * Payee API: the payors of the carrier's relationships (seeds 000 §7). Any member of the carrier
 * may see who it works with (drivers pick the broker when uploading paperwork). Static paths come
 * before `{id}`.
 */
export const payeePayorsRoutes = createAreaRouter(Area.Payee)
  .openapi(
    routeOf(calls.list, {
      tags,
      summary: "The signed-in payee's payors, filtered, sorted (name) and paged",
      answer: 'A page of payors',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await payorsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(calls.names, {
      tags,
      summary: "Id and name of each of the signed-in payee's payors matching the filters (for selects)",
      answer: 'Payor names',
      errors: [400, 401, 403],
    }),
    async (c) => c.json({ payors: await payorNamesList(c.var.auth.membership.companyId, c.req.valid('query')) }, 200),
  )
  .openapi(
    routeOf(calls.details, {
      tags,
      summary: 'A payor of the signed-in payee, with the terms it offers',
      answer: 'The payor',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const details = await payorDetails(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!details) throw notFound();
      return c.json(details, 200);
    },
  )
  .openapi(
    routeOf(calls.namesOf, {
      tags,
      summary: "Names of the given payor ids that are the signed-in payee's payors (others are left out)",
      answer: 'Names',
      errors: [400, 401, 403],
    }),
    async (c) => c.json({ names: await payorNamesOf(c.var.auth.membership.companyId, c.req.valid('json').ids) }, 200),
  );
