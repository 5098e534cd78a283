import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from: their own and the invoice words they share with the carrier's. */
const namespaces = ['payorInvoices', 'invoices'] as const;

/** Pages of the payor area: invoices (paths relative to /payor). */
export const payorInvoicesRoutes: RouteObject[] = [
  {
    path: 'invoices',
    lazy: lazyComponent(
      () => import('./routes/invoices-list.tsx'),
      (m) => m.PayorInvoicesListRoute,
      namespaces,
    ),
  },
  {
    path: 'invoices/:id',
    lazy: lazyComponent(
      () => import('./routes/invoice-details.tsx'),
      (m) => m.PayorInvoiceDetailsRoute,
      namespaces,
    ),
  },
];
