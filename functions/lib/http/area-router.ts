import type { Area } from '#shared/enums/company-type.ts';
import { createRouter } from './api-app.ts';
import { requireSession } from './require-session.ts';

/**
 * A router for one area's API (`/payee/*`, `/payor/*`, `/factor/*`, `/admin/*`): every route in
 * it answers only sessions of a company of that type; others get 403 and no data. The exports API
 * mirrors the core paths under `/core`, hence the prefix.
 */
export function createAreaRouter(area: Area, prefix = '') {
  const router = createRouter();
  router.use(`${prefix}/${area}/*`, requireSession({ areas: [area] }));
  return router;
}
