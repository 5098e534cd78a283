import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

const namespaces = ['factorArea'] as const;

/** Pages of the factor area: payments and their remittance (paths relative to /factor). */
export const factorPaymentsRoutes: RouteObject[] = [
  {
    path: 'payments',
    lazy: lazyComponent(
      () => import('./routes/payments-list.tsx'),
      (m) => m.FactorPaymentsListRoute,
      namespaces,
    ),
  },
  {
    path: 'payments/:id',
    lazy: lazyComponent(
      () => import('./routes/payment-details.tsx'),
      (m) => m.FactorPaymentDetailsRoute,
      namespaces,
    ),
  },
];
