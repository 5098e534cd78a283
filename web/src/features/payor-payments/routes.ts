import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['payorPayments'] as const;

/** Pages of the payor area: payments and the drafts that funded them (paths relative to /payor). */
export const payorPaymentsRoutes: RouteObject[] = [
  {
    path: 'payments',
    lazy: lazyComponent(
      () => import('./routes/payments-list.tsx'),
      (m) => m.PayorPaymentsListRoute,
      namespaces,
    ),
  },
  {
    path: 'payments/:id',
    lazy: lazyComponent(
      () => import('./routes/payment-details.tsx'),
      (m) => m.PayorPaymentDetailsRoute,
      namespaces,
    ),
  },
];
