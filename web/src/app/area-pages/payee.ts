import type { RouteObject } from 'react-router-dom';
import { payeeDashboardRoutes } from '#web/features/payee/routes.ts';
import { payeeInvoicesRoutes } from '#web/features/payee-invoices/routes.ts';
import { payeeNoaNoticesRoutes } from '#web/features/payee-noa-notices/routes.ts';
import { payeePaperworkRoutes } from '#web/features/payee-paperwork/routes.ts';
import { payeePaymentsRoutes } from '#web/features/payee-payments/routes.ts';
import { payeeRelationshipsRoutes } from '#web/features/payee-relationships/routes.ts';
import { payeeWalletRoutes } from '#web/features/payee-wallet/routes.ts';
import { profileRoutes } from '#web/features/profile/routes.ts';

/** The carrier's pages (seeds 000 §2.5), from the features that own them. Each feature lazy-loads its own screens. */
export const payeePages: RouteObject[] = [
  ...payeeInvoicesRoutes,
  ...payeePaymentsRoutes,
  ...payeeNoaNoticesRoutes,
  ...payeeRelationshipsRoutes,
  ...payeeWalletRoutes,
  ...payeePaperworkRoutes,
  ...profileRoutes,
  ...payeeDashboardRoutes,
];
