import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazy-route.ts';

/**
 * Pages of the payee area: paperwork (paths relative to /payee). Every payee user may open it
 * (shared/permissions/payee.ts); the paperwork screens themselves (bills, upload, review) come with
 * the paperwork issue and replace this landing page.
 */
export const payeePaperworkRoutes: RouteObject[] = [
  {
    path: 'paperwork',
    lazy: lazyComponent(
      () => import('./routes/paperwork.tsx'),
      (m) => m.PaperworkRoute,
    ),
  },
];
