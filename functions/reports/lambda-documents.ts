import { handle } from 'hono/aws-lambda';
import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { payeePayoutReportPdfRoutes } from './routes/payee-payout-report-pdf.ts';
import { payeeTakeControlPdfRoutes } from './routes/payee-take-control-pdf.ts';
import { settlementBillDocumentReportRoutes } from './routes/settlement-bill-documents.ts';

/**
 * The exports API's PDF files (pdf-lib, no Excel writer): the payout report's PDF, the take-control
 * details, and a bill's combined document, which it stores in the paperwork bucket. Its paths are
 * those infra/definitions/api-routing.ts gives `reportsDocuments`.
 */
export const app = createApiApp(apiRoots.exports, 'LanePay exports')
  .route('/', payeePayoutReportPdfRoutes)
  .route('/', payeeTakeControlPdfRoutes)
  .route('/', settlementBillDocumentReportRoutes);

export const handler = handle(app);
