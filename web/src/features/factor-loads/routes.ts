import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The factor area's words (loads, and the invoice statuses a load's invoices show). */
const namespaces = ['factorArea'] as const;

/** Pages of the factor area: loads (paths relative to /factor). */
export const factorLoadsRoutes: RouteObject[] = [
  {
    path: 'loads',
    lazy: lazyComponent(
      () => import('./routes/loads-list.tsx'),
      (m) => m.FactorLoadsListRoute,
      namespaces,
    ),
  },
  {
    path: 'loads/:id',
    lazy: lazyComponent(
      () => import('./routes/load-details.tsx'),
      (m) => m.FactorLoadDetailsRoute,
      namespaces,
    ),
  },
];
