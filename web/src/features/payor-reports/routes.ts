import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The hub's words are the ledger reports' namespace (its `hub` part). */
const namespaces = ['payorLedgerReports'] as const;

/** The payor's reports hub (seeds 001 §2 'reports'; path relative to /payor). */
export const payorReportsRoutes: RouteObject[] = [
  {
    path: 'reports',
    lazy: lazyComponent(
      () => import('./routes/reports-hub.tsx'),
      (m) => m.ReportsHubRoute,
      namespaces,
    ),
  },
];
