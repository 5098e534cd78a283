import type { PortalMessageLoaders } from './portal-namespaces.ts';

/** Spanish portal messages: each namespace a chunk of its own, loaded by the pages that use it. */
export default {
  shell: () => import('../es/shell.ts'),
  errors: () => import('../es/errors.ts'),
  validation: () => import('../es/validation.ts'),
  areas: () => import('../es/areas.ts'),
  brokers: () => import('../es/brokers.ts'),
  invoices: () => import('../es/invoices.ts'),
  payments: () => import('../es/payments.ts'),
  relationships: () => import('../es/relationships.ts'),
  wallet: () => import('../es/wallet.ts'),
  profile: () => import('../es/profile.ts'),
  registration: () => import('../es/registration.ts'),
  dashboard: () => import('../es/dashboard.ts'),
  settlements: () => import('../es/settlements.ts'),
  paperwork: () => import('../es/paperwork.ts'),
  payorInvoices: () => import('../es/payor-invoices.ts'),
  carriers: () => import('../es/carriers.ts'),
  payorPayments: () => import('../es/payor-payments.ts'),
  payorCreditNotes: () => import('../es/payor-credit-notes.ts'),
  invoiceUploads: () => import('../es/invoice-uploads.ts'),
  payorLoads: () => import('../es/payor-loads.ts'),
  highwayAlerts: () => import('../es/highway-alerts.ts'),
  payorDashboard: () => import('../es/payor-dashboard.ts'),
  payorProfile: () => import('../es/payor-profile.ts'),
  opsReports: () => import('../es/ops-reports.ts'),
} satisfies PortalMessageLoaders;
