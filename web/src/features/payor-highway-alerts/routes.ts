import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** Pages of the payor area: highway alerts (paths relative to /payor). The held invoices show invoice statuses. */
export const payorHighwayAlertsRoutes: RouteObject[] = [
  {
    path: 'highway-alerts',
    lazy: lazyComponent(
      () => import('./routes/highway-alerts-list.tsx'),
      (m) => m.PayorHighwayAlertsRoute,
      ['highwayAlerts', 'invoices'],
    ),
  },
];
