import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { payeeInvoicesReportRoutes } from './routes/payee-invoices.ts';
import { payeePaymentsReportRoutes } from './routes/payee-payments.ts';
import { payeePayoutReportPdfRoutes } from './routes/payee-payout-report-pdf.ts';
import { payeeRelationshipsReportRoutes } from './routes/payee-relationships.ts';
import { payeeTakeControlPdfRoutes } from './routes/payee-take-control-pdf.ts';
import { settlementBillDocumentReportRoutes } from './routes/settlement-bill-documents.ts';

/**
 * The exports API: Excel and PDF files for the portal's lists and reports. Its paths mirror the API
 * path a browser asked for (`/api/v1/exports/core/payee/...`), to which the edge routes every request
 * carrying exportReport=true, and the few settlement calls that need the PDF library (a bill's
 * combined document).
 *
 * This is the whole API (the local tests and the OpenAPI document use it). Two Lambda functions
 * answer it, split by what they produce so that neither carries the other's library:
 * `lambda-sheets.ts` (every Excel file) and `lambda-documents.ts` (every PDF); a new router goes
 * here and into the entry of its kind, and infra/definitions/api-routing.ts sends its paths there.
 */
export const reportsApp = createApiApp(apiRoots.exports, 'LanePay exports')
  .route('/', payeeInvoicesReportRoutes)
  .route('/', payeePaymentsReportRoutes)
  .route('/', payeeRelationshipsReportRoutes)
  .route('/', payeePayoutReportPdfRoutes)
  .route('/', payeeTakeControlPdfRoutes)
  .route('/', settlementBillDocumentReportRoutes);

export type ReportsApp = typeof reportsApp;
