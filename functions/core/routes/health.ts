import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { access } from '#shared/permissions/route-access.ts';
import { healthStatusSchema } from '#shared/schemas/health.ts';
import { pingResponseSchema } from '#shared/schemas/session.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { jsonResponse } from '../../lib/http/openapi.ts';
import { tableReachable } from '../../repositories/health.ts';

const tags = ['Health'];

/** Liveness (`ping`) and readiness (`health/status`, which the SPA turns into the maintenance page). */
export const healthRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.ping,
      access: access.public,
      tags,
      summary: 'The API is up',
      responses: { 200: jsonResponse(pingResponseSchema, 'Up') },
    }),
    (c) => c.json({ status: 'ok' as const, time: new Date().toISOString() }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.healthStatus,
      access: access.public,
      tags,
      summary: 'The API and its data store can serve requests',
      responses: {
        200: jsonResponse(healthStatusSchema, 'Healthy'),
        503: jsonResponse(healthStatusSchema, 'Unavailable or under maintenance'),
      },
    }),
    async (c) => {
      const healthy = await tableReachable();
      return healthy ? c.json({ status: 'ok' as const }, 200) : c.json({ status: 'unavailable' as const }, 503);
    },
  );
