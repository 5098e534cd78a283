import type { RouteObject } from 'react-router-dom';
import type { Area } from '#shared/enums/company-type.ts';
import { payeeInvoicesRoutes } from '../features/payee-invoices/routes.ts';
import { payeePaymentsRoutes } from '../features/payee-payments/routes.ts';
import { payeeProfileRoutes } from '../features/payee-profile/routes.ts';
import { payeeRelationshipsRoutes } from '../features/payee-relationships/routes.ts';
import { payeeWalletRoutes } from '../features/payee-wallet/routes.ts';

/** Each area's pages, from the features that own them (each feature lazy-loads its screens). */
export const areaPages: Record<Area, RouteObject[]> = {
  payee: [
    ...payeeInvoicesRoutes,
    ...payeePaymentsRoutes,
    ...payeeRelationshipsRoutes,
    ...payeeWalletRoutes,
    ...payeeProfileRoutes,
  ],
  payor: [],
  factor: [],
  admin: [],
};
