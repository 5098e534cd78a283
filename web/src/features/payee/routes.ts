import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['dashboard', 'invoices'] as const;

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
      namespaces,
    ),
  },
  {
    path: 'select-carrier/success',
    lazy: lazyComponent(
      () => import('./routes/select-carrier-success.tsx'),
      (m) => m.SelectCarrierSuccessRoute,
      namespaces,
    ),
  },
];
