import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { payeeInvoicesReportRoutes } from './routes/payee-invoices.ts';
import { payeePaymentsReportRoutes } from './routes/payee-payments.ts';
import { payeeRelationshipsReportRoutes } from './routes/payee-relationships.ts';
import { settlementBillDocumentReportRoutes } from './routes/settlement-bill-documents.ts';

/**
 * The exports API: Excel and PDF files for the portal's lists and reports. Its paths mirror the API
 * path a browser asked for (`/api/v1/exports/core/payee/...`), to which the edge routes every request
 * carrying exportReport=true, and the few settlement calls that need the PDF library (a bill's
 * combined document).
 */
export const reportsApp = createApiApp(apiRoots.exports, 'LanePay exports')
  .route('/', payeeInvoicesReportRoutes)
  .route('/', payeePaymentsReportRoutes)
  .route('/', payeeRelationshipsReportRoutes)
  .route('/', settlementBillDocumentReportRoutes);

export type ReportsApp = typeof reportsApp;
