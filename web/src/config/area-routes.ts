import { paths } from './paths.ts';

/**
 * Client routes inside the areas that the shell links to (navigation, account menu, legacy
 * redirects); top-level routes and the landing pages live in ./paths.ts. Route names follow the
 * seeds (000 §2.5, 001 §2), in kebab-case as the seeds' paths are; the report paths are not shown
 * there, so they sit under `reports/` named after the seeds' route names.
 */
export const areaRoutes = {
  payee: {
    dashboard: paths.payee.dashboard,
    paperwork: '/payee/paperwork',
    invoices: '/payee/invoices',
    payments: '/payee/payments',
    profile: paths.payee.profile,
    /** The carrier's payors; claiming new ones starts at unclaimedRelationships. */
    relationships: '/payee/relationships',
    unclaimedRelationships: '/payee/unclaimed-relationships',
    /** `brokers/{id}`: where the all-brokers page's Connect leads (to the relationship with that broker). */
    brokers: '/payee/brokers',
    /** Bank accounts; the dashboard's wallet card and the profile link here. */
    wallet: '/payee/wallet',
  },
  payor: {
    dashboard: paths.payor.dashboard,
    relationships: '/payor/relationships',
    creditNotes: '/payor/credit-notes',
    settlements: '/payor/settlements',
    /** The paperwork terms a payor accepts before Settlements opens (route name settlements_terms, seeds 001 §2). */
    settlementsTerms: '/payor/settlements/terms',
    invoices: '/payor/invoices',
    payments: '/payor/payments',
    loads: '/payor/loads',
    profile: paths.payor.profile,
    billingReport: '/payor/reports/billing-report',
    creditLimitReport: '/payor/reports/credit-limit-report',
    revenueShare: '/payor/reports/revenue-share',
    invoiceRefundsReport: '/payor/reports/invoice-refunds-report',
    previousSettlements: '/payor/reports/previous-settlements',
  },
  factor: {
    debtors: paths.factor.debtors,
    clients: '/factor/payee-relationships',
    loads: '/factor/loads',
    invoices: '/factor/invoices',
    payments: '/factor/payments',
    profile: paths.factor.profile,
  },
  admin: {
    dashboard: paths.admin.dashboard,
    selectCarriers: '/admin/select-carriers',
    adminActions: '/admin/admin-actions',
    reports: '/admin/reports',
  },
} as const;
