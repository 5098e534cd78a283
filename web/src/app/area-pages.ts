import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Area } from '#shared/enums/company-type.ts';
import { PayeeFeature } from '#shared/permissions/payee.ts';
import { payeeDashboardRoutes } from '../features/payee/routes.ts';
import { payeeInvoicesRoutes } from '../features/payee-invoices/routes.ts';
import { payeePaperworkRoutes } from '../features/payee-paperwork/routes.ts';
import { payeePaymentsRoutes } from '../features/payee-payments/routes.ts';
import { payeeProfileRoutes } from '../features/payee-profile/routes.ts';
import { payeeRelationshipsRoutes } from '../features/payee-relationships/routes.ts';
import { payeeWalletRoutes } from '../features/payee-wallet/routes.ts';
import { payorSettlementsRoutes } from '../features/payor-settlements/routes.ts';
import { PayeeFeatureGate } from './payee-feature-gate.tsx';

/**
 * A payee feature's pages behind the rule the navigation and the API share: users who may not use
 * the feature get the in-shell no-access page (shared/permissions/payee.ts).
 */
function gated(feature: PayeeFeature, routes: RouteObject[]): RouteObject {
  return { element: createElement(PayeeFeatureGate, { feature }), children: routes };
}

/** Each area's pages, from the features that own them (each feature lazy-loads its screens). */
export const areaPages: Record<Area, RouteObject[]> = {
  payee: [
    gated(PayeeFeature.Invoices, payeeInvoicesRoutes),
    gated(PayeeFeature.Payments, payeePaymentsRoutes),
    gated(PayeeFeature.Relationships, payeeRelationshipsRoutes),
    gated(PayeeFeature.Wallet, payeeWalletRoutes),
    ...payeePaperworkRoutes,
    ...payeeProfileRoutes,
    ...payeeDashboardRoutes,
  ],
  payor: [...payorSettlementsRoutes],
  factor: [],
  admin: [],
};
