import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { acceptedTermsRoutes } from './routes/accepted-terms.ts';
import { billDocumentRoutes } from './routes/bill-documents.ts';
import { billRoutes } from './routes/bills.ts';
import { carrierDenyListRoutes } from './routes/carrier-deny-list.ts';
import { chargeRoutes } from './routes/charges.ts';
import { typeRoutes } from './routes/types.ts';

/** The settlement API (paperwork bills, charges, documents). */
export const settlementApp = createApiApp(apiRoots.settlement, 'LanePay settlement API')
  .route('/', typeRoutes)
  .route('/', billRoutes)
  .route('/', chargeRoutes)
  .route('/', acceptedTermsRoutes)
  .route('/', carrierDenyListRoutes)
  .route('/', billDocumentRoutes);

export type SettlementApp = typeof settlementApp;
