import type { RouteObject } from 'react-router-dom';
import type { Area } from '#shared/enums/company-type.ts';
import { adminFactorAssignmentRoutes } from '../features/admin-factor-assignment/routes.ts';
import { adminNoaProcessingRoutes } from '../features/admin-noa-processing/routes.ts';
import { adminNoaQueuesRoutes } from '../features/admin-noa-queues/routes.ts';
import { factorClientsRoutes } from '../features/factor-clients/routes.ts';
import { factorInvoicesRoutes } from '../features/factor-invoices/routes.ts';
import { factorLoadsRoutes } from '../features/factor-loads/routes.ts';
import { factorPaymentsRoutes } from '../features/factor-payments/routes.ts';
import { payeeDashboardRoutes } from '../features/payee/routes.ts';
import { payeeInvoicesRoutes } from '../features/payee-invoices/routes.ts';
import { payeeNoaNoticesRoutes } from '../features/payee-noa-notices/routes.ts';
import { payeePaperworkRoutes } from '../features/payee-paperwork/routes.ts';
import { payeePaymentsRoutes } from '../features/payee-payments/routes.ts';
import { payeeRelationshipsRoutes } from '../features/payee-relationships/routes.ts';
import { payeeWalletRoutes } from '../features/payee-wallet/routes.ts';
import { payorCreditNotesRoutes } from '../features/payor-credit-notes/routes.ts';
import { payorHighwayAlertsRoutes } from '../features/payor-highway-alerts/routes.ts';
import { payorInvoiceUploadsRoutes } from '../features/payor-invoice-uploads/routes.ts';
import { payorInvoicesRoutes } from '../features/payor-invoices/routes.ts';
import { payorLedgerReportsRoutes } from '../features/payor-ledger-reports/routes.ts';
import { payorLoadsRoutes } from '../features/payor-loads/routes.ts';
import { payorOpsReportsRoutes } from '../features/payor-ops-reports/routes.ts';
import { payorPaymentsRoutes } from '../features/payor-payments/routes.ts';
import { payorRelationshipsRoutes } from '../features/payor-relationships/routes.ts';
import { payorReportsRoutes } from '../features/payor-reports/routes.ts';
import { payorSettlementsRoutes } from '../features/payor-settlements/routes.ts';
import { payorStatementsRoutes } from '../features/payor-statements/routes.ts';
import { profileRoutes } from '../features/profile/routes.ts';

/**
 * Each area's pages, from the features that own them (each feature lazy-loads its screens).
 *
 * Who may open a page is not decided here: the area's guard (require-area.tsx) looks every
 * address up in the one route table, shared/permissions/area-route-access.ts, which the API reads
 * too. A new page is its feature's routes added here and its entry in that table (a unit test fails
 * for a page route without one); an API route serving it declares `access.page('<its pattern>')`.
 */
export const areaPages: Record<Area, RouteObject[]> = {
  payee: [
    ...payeeInvoicesRoutes,
    ...payeePaymentsRoutes,
    ...payeeNoaNoticesRoutes,
    ...payeeRelationshipsRoutes,
    ...payeeWalletRoutes,
    ...payeePaperworkRoutes,
    ...profileRoutes,
    ...payeeDashboardRoutes,
  ],
  payor: [
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
  ],
  factor: [
    ...factorClientsRoutes,
    ...factorLoadsRoutes,
    ...factorInvoicesRoutes,
    ...factorPaymentsRoutes,
    ...profileRoutes,
  ],
  admin: [...adminNoaProcessingRoutes, ...adminNoaQueuesRoutes, ...adminFactorAssignmentRoutes],
};
