import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import { healthStatusSchema } from '../schemas/health.ts';
import { pingResponseSchema } from '../schemas/session.ts';

/** Liveness and readiness, open to anyone. */
export const healthCalls = {
  ping: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.ping,
    access: access.public,
    status: 200,
    response: pingResponseSchema,
  }),
  /**
   * `{ status: 'ok' }`; when the data store cannot serve, 503 with `{ status: 'unavailable' }`
   * (the same shape, not an error), which the SPA turns into the maintenance page.
   */
  status: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.healthStatus,
    access: access.public,
    status: 200,
    response: healthStatusSchema,
  }),
};
