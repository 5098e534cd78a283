import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The factor area's words, and the invoice words (payment types, hold reasons, history). */
const namespaces = ['factorArea', 'invoices'] as const;

/** Pages of the factor area: invoices (paths relative to /factor). */
export const factorInvoicesRoutes: RouteObject[] = [
  {
    path: 'invoices',
    lazy: lazyComponent(
      () => import('./routes/invoices-list.tsx'),
      (m) => m.FactorInvoicesListRoute,
      namespaces,
    ),
  },
  {
    path: 'invoices/:id',
    lazy: lazyComponent(
      () => import('./routes/invoice-details.tsx'),
      (m) => m.FactorInvoiceDetailsRoute,
      namespaces,
    ),
  },
];
