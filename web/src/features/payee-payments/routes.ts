import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** Pages of the payee area: payments (paths relative to /payee). */
export const payeePaymentsRoutes: RouteObject[] = [
  {
    path: 'payments',
    lazy: lazyComponent(
      () => import('./routes/payments-list.tsx'),
      (m) => m.PaymentsListRoute,
    ),
  },
  {
    path: 'payments/:id',
    lazy: lazyComponent(
      () => import('./routes/payment-details.tsx'),
      (m) => m.PaymentDetailsRoute,
    ),
  },
];
