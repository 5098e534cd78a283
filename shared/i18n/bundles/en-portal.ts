import type { PortalMessageLoaders } from './portal-namespaces.ts';

/** English portal messages: each namespace a chunk of its own, loaded by the pages that use it. */
export default {
  shell: () => import('../en/shell.ts'),
  errors: () => import('../en/errors.ts'),
  validation: () => import('../en/validation.ts'),
  areas: () => import('../en/areas.ts'),
  brokers: () => import('../en/brokers.ts'),
  invoices: () => import('../en/invoices.ts'),
  payments: () => import('../en/payments.ts'),
  relationships: () => import('../en/relationships.ts'),
  wallet: () => import('../en/wallet.ts'),
  profile: () => import('../en/profile.ts'),
  registration: () => import('../en/registration.ts'),
  dashboard: () => import('../en/dashboard.ts'),
  settlements: () => import('../en/settlements.ts'),
  paperwork: () => import('../en/paperwork.ts'),
  payorInvoices: () => import('../en/payor-invoices.ts'),
  carriers: () => import('../en/carriers.ts'),
  payorPayments: () => import('../en/payor-payments.ts'),
  payorCreditNotes: () => import('../en/payor-credit-notes.ts'),
  invoiceUploads: () => import('../en/invoice-uploads.ts'),
  payorLoads: () => import('../en/payor-loads.ts'),
  highwayAlerts: () => import('../en/highway-alerts.ts'),
  payorDashboard: () => import('../en/payor-dashboard.ts'),
  payorProfile: () => import('../en/payor-profile.ts'),
  opsReports: () => import('../en/ops-reports.ts'),
} satisfies PortalMessageLoaders;
