import { loadApiApp } from '../lib/http/registered-apps.ts';

/**
 * The exports API: Excel and PDF files for the portal's lists and reports. Its paths mirror the API
 * path a browser asked for (`/api/v1/exports/core/payee/...`), to which the edge routes every request
 * carrying exportReport=true, and the settlement call that makes a PDF (a bill's combined document).
 *
 * Its routes read the data and check who may have it; the files themselves are made by the
 * renderer functions they invoke (functions/renderers/, through functions/lib/renderers.ts), so
 * that neither the Excel nor the PDF library sits on top of this API's own code.
 */
export const reportsApp = await loadApiApp('exports');
