import type { Area } from '#shared/enums/company-type.ts';
import { createRouter } from './api-app.ts';
import type { EarlyRead } from './early-read.ts';
import { requireSession } from './require-session.ts';

/**
 * A router for one area's API (`/payee/*`, `/payor/*`, `/factor/*`, `/admin/*`): every route in
 * it answers only sessions of a company of that type; others get 403 and no data. The exports API
 * mirrors the core paths under `/core`, hence the prefix. Early reads (early-read.ts) are registered
 * ahead of the session guard, so that they start while it reads the session.
 */
export function createAreaRouter(
  area: Area,
  prefix = '',
  earlyReads: readonly Pick<EarlyRead<never, unknown>, 'path' | 'start'>[] = [],
) {
  const router = createRouter();
  for (const early of earlyReads) router.use(early.path, early.start);
  router.use(`${prefix}/${area}/*`, requireSession({ areas: [area] }));
  return router;
}
