import { handle } from 'hono/aws-lambda';
import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { payeeInvoicesReportRoutes } from './routes/payee-invoices.ts';
import { payeePaymentsReportRoutes } from './routes/payee-payments.ts';
import { payeeRelationshipsReportRoutes } from './routes/payee-relationships.ts';

/**
 * The exports API's Excel files (write-excel-file, no PDF library): the list exports of invoices,
 * payments and payors, and the payout report's workbook. It answers every exports path the
 * documents function does not take (infra/definitions/api-routing.ts); `reportsApp` (./app.ts) is
 * the whole exports API.
 */
export const app = createApiApp(apiRoots.exports, 'LanePay exports')
  .route('/', payeeInvoicesReportRoutes)
  .route('/', payeePaymentsReportRoutes)
  .route('/', payeeRelationshipsReportRoutes);

export const handler = handle(app);
