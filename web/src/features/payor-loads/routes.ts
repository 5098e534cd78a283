import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from: their own and the invoice words (statuses, date presets). */
const namespaces = ['payorLoads', 'invoices'] as const;

/** Pages of the payor area: loads (paths relative to /payor; the route table gates them by EnableLoads). */
export const payorLoadsRoutes: RouteObject[] = [
  {
    path: 'loads',
    lazy: lazyComponent(
      () => import('./routes/loads-list.tsx'),
      (m) => m.PayorLoadsListRoute,
      namespaces,
    ),
  },
  {
    path: 'loads/:id',
    lazy: lazyComponent(
      () => import('./routes/load-details.tsx'),
      (m) => m.PayorLoadDetailsRoute,
      namespaces,
    ),
  },
];
