import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '#web/lib/lazy-route.ts';

/** The portal namespaces these pages speak from (loaded with each page, web/src/lib/i18n.ts). */
const namespaces = ['payorLedgerReports'] as const;

/**
 * The payor's ledger reports (seeds 001 §2 reports; paths relative to /payor): billing, credit
 * limit (with the purchased invoices), revenue share and invoice refunds.
 */
export const payorLedgerReportsRoutes: RouteObject[] = [
  {
    path: 'reports/billing-report',
    lazy: lazyComponent(
      () => import('./routes/billing-report.tsx'),
      (m) => m.BillingReportRoute,
      namespaces,
    ),
  },
  {
    path: 'reports/credit-limit-report',
    lazy: lazyComponent(
      () => import('./routes/credit-limit-report.tsx'),
      (m) => m.CreditLimitReportRoute,
      namespaces,
    ),
  },
  {
    path: 'reports/revenue-share',
    lazy: lazyComponent(
      () => import('./routes/revenue-share.tsx'),
      (m) => m.RevenueShareRoute,
      namespaces,
    ),
  },
  {
    path: 'reports/invoice-refunds-report',
    lazy: lazyComponent(
      () => import('./routes/invoice-refunds-report.tsx'),
      (m) => m.InvoiceRefundsReportRoute,
      namespaces,
    ),
  },
];
