import type { RouteObject } from 'react-router-dom';
import { factorClientsRoutes } from '#web/features/factor-clients/routes.ts';
import { factorInvoicesRoutes } from '#web/features/factor-invoices/routes.ts';
import { factorLoadsRoutes } from '#web/features/factor-loads/routes.ts';
import { factorPaymentsRoutes } from '#web/features/factor-payments/routes.ts';
import { profileRoutes } from '#web/features/profile/routes.ts';

/** The factor's pages (seeds 001 §2: Debtors, Clients, Loads, Invoices, Payments, Profile). Each feature lazy-loads its own screens. */
export const factorPages: RouteObject[] = [
  ...factorClientsRoutes,
  ...factorLoadsRoutes,
  ...factorInvoicesRoutes,
  ...factorPaymentsRoutes,
  ...profileRoutes,
];
