import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['payments'] as const;

/** Pages of the payee area: payments (paths relative to /payee). */
export const payeePaymentsRoutes: RouteObject[] = [
  {
    path: 'payments',
    lazy: lazyComponent(
      () => import('./routes/payments-list.tsx'),
      (m) => m.PaymentsListRoute,
      namespaces,
    ),
  },
  {
    path: 'payments/:id',
    lazy: lazyComponent(
      () => import('./routes/payment-details.tsx'),
      (m) => m.PaymentDetailsRoute,
      namespaces,
    ),
  },
];
