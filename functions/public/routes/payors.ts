import { createRoute } from '@hono/zod-openapi';
import { publicPaths } from '#shared/api/paths.ts';
import { access } from '#shared/permissions/route-access.ts';
import { payorNamesQuerySchema, payorNamesResponseSchema } from '#shared/schemas/public-payors.ts';
import { searchPayors } from '../../domain/payor-directory.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { errorResponses, jsonResponse } from '../../lib/http/openapi.ts';
import { listAdvertisedPayors } from '../../repositories/companies.ts';

/** The public broker directory (the all-brokers page): names only, for anyone. */
export const publicPayorRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: publicPaths.payorNames,
    access: access.public,
    tags: ['Public'],
    summary: 'Brokers listed on the all-brokers page, searched by name',
    request: { query: payorNamesQuerySchema },
    responses: { 200: jsonResponse(payorNamesResponseSchema, 'Payors'), ...errorResponses(400) },
  }),
  async (c) => {
    const payors = searchPayors(await listAdvertisedPayors(), c.req.valid('query').q);
    c.header('cache-control', 'public, max-age=300');
    return c.json({ payors: payors.map((p) => ({ id: p.id, name: p.name, payorTypeId: p.payorTypeId })) }, 200);
  },
);
