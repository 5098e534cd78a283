import { publicPayorCalls } from '#shared/contracts/public-payors.ts';
import { searchPayors } from '../../domain/payor-directory.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { listAdvertisedPayors } from '../../repositories/companies.ts';

/** The public broker directory (the all-brokers page): names only, for anyone. */
export const publicPayorRoutes = createRouter().openapi(
  routeOf(publicPayorCalls.names, {
    tags: ['Public'],
    summary: 'Brokers listed on the all-brokers page, searched by name',
    answer: 'Payors',
    errors: [400],
  }),
  async (c) => {
    const payors = searchPayors(await listAdvertisedPayors(), c.req.valid('query').q);
    c.header('cache-control', 'public, max-age=300');
    return c.json({ payors: payors.map((p) => ({ id: p.id, name: p.name, payorTypeId: p.payorTypeId })) }, 200);
  },
);
