/**
 * The portal's messages by namespace (the first part of a key, as in invoices.status.approved). Each
 * language's namespaces load apart, with the pages that use them (web/src/lib/i18n.ts), so a page
 * carries its own words and not every screen's.
 */
export const portalNamespaces = [
  'shell',
  'errors',
  'validation',
  'areas',
  'brokers',
  'invoices',
  'payments',
  'relationships',
  'wallet',
  'profile',
  'registration',
  'dashboard',
  'settlements',
  'paperwork',
  'payorInvoices',
  'carriers',
  'payorPayments',
  'payorStatements',
  'payorCreditNotes',
  'invoiceUploads',
  'payorLoads',
  'highwayAlerts',
  'noaNotices',
  'payorDashboard',
  'payorProfile',
  'factorProfile',
  'payorLedgerReports',
  'opsReports',
  'noaProcessing',
  'noaQueues',
  'noaDocuments',
  'factorNoaUploads',
  'factorArea',
  'factorAssignment',
] as const;
export type PortalNamespace = (typeof portalNamespaces)[number];

/** Loaded with the app itself: the shell, every area's frame and what any form or error may say. */
export const appNamespaces = ['shell', 'errors', 'validation', 'areas'] as const satisfies readonly PortalNamespace[];

export type Messages = { readonly [key: string]: string | Messages };
export type PortalMessageLoaders = Record<PortalNamespace, () => Promise<{ default: Messages }>>;
