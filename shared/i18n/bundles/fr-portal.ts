import type { PortalMessageLoaders } from './portal-namespaces.ts';

/** French portal messages: each namespace a chunk of its own, loaded by the pages that use it. */
export default {
  shell: () => import('../fr/shell.ts'),
  errors: () => import('../fr/errors.ts'),
  validation: () => import('../fr/validation.ts'),
  areas: () => import('../fr/areas.ts'),
  brokers: () => import('../fr/brokers.ts'),
  invoices: () => import('../fr/invoices.ts'),
  payments: () => import('../fr/payments.ts'),
  relationships: () => import('../fr/relationships.ts'),
  wallet: () => import('../fr/wallet.ts'),
  profile: () => import('../fr/profile.ts'),
  registration: () => import('../fr/registration.ts'),
  dashboard: () => import('../fr/dashboard.ts'),
  settlements: () => import('../fr/settlements.ts'),
  paperwork: () => import('../fr/paperwork.ts'),
  payorInvoices: () => import('../fr/payor-invoices.ts'),
  carriers: () => import('../fr/carriers.ts'),
  payorPayments: () => import('../fr/payor-payments.ts'),
  payorCreditNotes: () => import('../fr/payor-credit-notes.ts'),
  invoiceUploads: () => import('../fr/invoice-uploads.ts'),
  payorLoads: () => import('../fr/payor-loads.ts'),
  highwayAlerts: () => import('../fr/highway-alerts.ts'),
  payorDashboard: () => import('../fr/payor-dashboard.ts'),
  payorProfile: () => import('../fr/payor-profile.ts'),
  opsReports: () => import('../fr/ops-reports.ts'),
} satisfies PortalMessageLoaders;
