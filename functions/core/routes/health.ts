import { healthCalls } from '#shared/contracts/health.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { jsonResponse } from '../../lib/http/openapi.ts';
import { tableReachable } from '../../repositories/health.ts';

const tags = ['Health'];

const statusRoute = routeOf(healthCalls.status, {
  tags,
  summary: 'The API and its data store can serve requests',
  answer: 'Healthy',
  errors: [],
});

/** Liveness (`ping`) and readiness (`health/status`, which the SPA turns into the maintenance page). */
export const healthRoutes = createRouter()
  .openapi(routeOf(healthCalls.ping, { tags, summary: 'The API is up', answer: 'Up', errors: [] }), (c) =>
    c.json({ status: 'ok' as const, time: new Date().toISOString() }, 200),
  )
  .openapi(
    // Unhealthy is an answer of the call's own shape, not an error: 503 `{ status: 'unavailable' }`.
    {
      ...statusRoute,
      responses: {
        ...statusRoute.responses,
        503: jsonResponse(healthCalls.status.response, 'Unavailable or under maintenance'),
      },
    },
    async (c) => {
      const healthy = await tableReachable();
      return healthy ? c.json({ status: 'ok' as const }, 200) : c.json({ status: 'unavailable' as const }, 503);
    },
  );
