import type { RouteObject } from 'react-router-dom';
import { payorCreditNotesRoutes } from '#web/features/payor-credit-notes/routes.ts';
import { payorHighwayAlertsRoutes } from '#web/features/payor-highway-alerts/routes.ts';
import { payorInvoiceUploadsRoutes } from '#web/features/payor-invoice-uploads/routes.ts';
import { payorInvoicesRoutes } from '#web/features/payor-invoices/routes.ts';
import { payorLedgerReportsRoutes } from '#web/features/payor-ledger-reports/routes.ts';
import { payorLoadsRoutes } from '#web/features/payor-loads/routes.ts';
import { payorOpsReportsRoutes } from '#web/features/payor-ops-reports/routes.ts';
import { payorPaymentsRoutes } from '#web/features/payor-payments/routes.ts';
import { payorRelationshipsRoutes } from '#web/features/payor-relationships/routes.ts';
import { payorReportsRoutes } from '#web/features/payor-reports/routes.ts';
import { payorSettlementsRoutes } from '#web/features/payor-settlements/routes.ts';
import { payorStatementsRoutes } from '#web/features/payor-statements/routes.ts';
import { profileRoutes } from '#web/features/profile/routes.ts';

/** The payor's pages (seeds 001 §2), from the features that own them. Each feature lazy-loads its own screens. */
export const payorPages: RouteObject[] = [
  ...payorInvoicesRoutes,
  ...payorRelationshipsRoutes,
  ...payorPaymentsRoutes,
  ...payorStatementsRoutes,
  ...payorCreditNotesRoutes,
  ...payorInvoiceUploadsRoutes,
  ...payorLoadsRoutes,
  ...payorHighwayAlertsRoutes,
  ...payorSettlementsRoutes,
  ...payorReportsRoutes,
  ...payorLedgerReportsRoutes,
  ...payorOpsReportsRoutes,
  ...profileRoutes,
];
