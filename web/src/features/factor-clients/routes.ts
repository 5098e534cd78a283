import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The factor area's words, and the invoice words (hold reasons). */
const namespaces = ['factorArea', 'invoices'] as const;

/** Pages of the factor area: clients, the seeds' payee-relationships (paths relative to /factor). */
export const factorClientsRoutes: RouteObject[] = [
  {
    path: 'payee-relationships',
    lazy: lazyComponent(
      () => import('./routes/clients-list.tsx'),
      (m) => m.FactorClientsListRoute,
      namespaces,
    ),
  },
  {
    path: 'payee-relationships/:id',
    lazy: lazyComponent(
      () => import('./routes/client-details.tsx'),
      (m) => m.FactorClientDetailsRoute,
      namespaces,
    ),
  },
];
