import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['opsReports'] as const;

/** The payor's operations reports (paths relative to /payor; gated by area-route-access.ts brokerReports). */
export const payorOpsReportsRoutes: RouteObject[] = [
  {
    path: 'reports/gotp-fees',
    lazy: lazyComponent(
      () => import('./routes/gotp-fees.tsx'),
      (m) => m.GotpFeesRoute,
      namespaces,
    ),
  },
  {
    path: 'reports/gotp-fees/:id',
    lazy: lazyComponent(
      () => import('./routes/gotp-month.tsx'),
      (m) => m.GotpMonthRoute,
      namespaces,
    ),
  },
  {
    path: 'reports/holds-report',
    lazy: lazyComponent(
      () => import('./routes/holds-report.tsx'),
      (m) => m.HoldsReportRoute,
      namespaces,
    ),
  },
  {
    path: 'reports/unreconciled-funds-report',
    lazy: lazyComponent(
      () => import('./routes/unreconciled-funds.tsx'),
      (m) => m.UnreconciledFundsRoute,
      namespaces,
    ),
  },
];
