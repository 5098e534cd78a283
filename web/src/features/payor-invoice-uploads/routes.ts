import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['invoiceUploads'] as const;

/**
 * Pages of the payor area (paths relative to /payor): invoices in by spreadsheet (issue 13) and
 * the reports' invoice review, where uploaded batches wait for release (seeds 001 §2).
 */
export const payorInvoiceUploadsRoutes: RouteObject[] = [
  {
    path: 'invoices/upload',
    lazy: lazyComponent(
      () => import('./routes/upload-invoices.tsx'),
      (m) => m.UploadInvoicesRoute,
      namespaces,
    ),
  },
  {
    path: 'reports/invoice-review',
    lazy: lazyComponent(
      () => import('./routes/invoice-review.tsx'),
      (m) => m.InvoiceReviewRoute,
      namespaces,
    ),
  },
];
