import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { Area } from '#shared/enums/company-type.ts';
import { access } from '#shared/permissions/route-access.ts';
import { idParamsSchema } from '#shared/schemas/payee-invoices.ts';
import {
  payorDetailsSchema,
  payorNamesListSchema,
  payorNamesRequestSchema,
  payorNamesResponseSchema,
  payorsPageSchema,
  payorsQuerySchema,
} from '#shared/schemas/payee-payors.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { notFound } from '../../lib/http/errors.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/http/openapi.ts';
import { payorDetails, payorNamesList, payorNamesOf, payorsPage } from '../../services/invoice-payors.ts';

const tags = ['Payee payors'];

/**
 * Payee API: the payors of the carrier's relationships (seeds 000 §7). Any member of the carrier
 * may see who it works with (drivers pick the broker when uploading paperwork). Static paths come
 * before `{id}`.
 */
export const payeePayorsRoutes = createAreaRouter(Area.Payee)
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeePayors,
      access: access.areas(Area.Payee),
      tags,
      summary: "The signed-in payee's payors, filtered, sorted (name) and paged",
      request: { query: payorsQuerySchema },
      responses: { 200: jsonResponse(payorsPageSchema, 'A page of payors'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await payorsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeePayorsByName,
      access: access.areas(Area.Payee),
      tags,
      summary: "Id and name of each of the signed-in payee's payors matching the filters (for selects)",
      request: { query: payorsQuerySchema },
      responses: { 200: jsonResponse(payorNamesListSchema, 'Payor names'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json({ payors: await payorNamesList(c.var.auth.membership.companyId, c.req.valid('query')) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeePayor,
      access: access.areas(Area.Payee),
      tags,
      summary: 'A payor of the signed-in payee, with the terms it offers',
      request: { params: idParamsSchema },
      responses: { 200: jsonResponse(payorDetailsSchema, 'The payor'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const details = await payorDetails(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!details) throw notFound();
      return c.json(details, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: corePaths.payeePayorNames,
      access: access.areas(Area.Payee),
      tags,
      summary: "Names of the given payor ids that are the signed-in payee's payors (others are left out)",
      request: { body: jsonBody(payorNamesRequestSchema) },
      responses: { 200: jsonResponse(payorNamesResponseSchema, 'Names'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json({ names: await payorNamesOf(c.var.auth.membership.companyId, c.req.valid('json').ids) }, 200),
  );
