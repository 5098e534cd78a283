import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/**
 * Pages of the payee area owned by the dashboard feature besides the dashboard itself (the area's
 * landing page, wired in app/router.tsx): Select Carrier and its success page (paths relative to /payee).
 */
export const payeeDashboardRoutes: RouteObject[] = [
  {
    path: 'select-carrier',
    lazy: lazyComponent(
      () => import('./routes/select-carrier.tsx'),
      (m) => m.SelectCarrierRoute,
    ),
  },
  {
    path: 'select-carrier/success',
    lazy: lazyComponent(
      () => import('./routes/select-carrier-success.tsx'),
      (m) => m.SelectCarrierSuccessRoute,
    ),
  },
];
