import { handle } from 'hono/aws-lambda';
import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { payeeCreditNotesRoutes } from './routes/payee-credit-notes.ts';
import { payeeDashboardRoutes } from './routes/payee-dashboard.ts';
import { payeeInvoicesRoutes } from './routes/payee-invoices.ts';
import { payeePaymentsRoutes } from './routes/payee-payments.ts';
import { payeePayorsRoutes } from './routes/payee-payors.ts';

/**
 * The payee area of the core API, except relationships, promotional campaigns and the wallet,
 * which have functions of their own: invoices, credit notes, payors, payments, the dashboard and
 * Select Carrier.
 */
export const app = createApiApp(apiRoots.core, 'LanePay core API')
  .route('/', payeeInvoicesRoutes)
  .route('/', payeeCreditNotesRoutes)
  .route('/', payeePayorsRoutes)
  .route('/', payeePaymentsRoutes)
  .route('/', payeeDashboardRoutes);

export const handler = handle(app);
