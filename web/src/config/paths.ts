import { type Area, areaOf } from '#shared/enums/company-type.ts';
import { missingDetailSegment } from '#shared/enums/missing-detail.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { outstandingMissingDetails } from '#web/lib/deferred-missing-details.ts';

/**
 * Every in-app URL of the SPA, built here and nowhere else (API paths live in shared/api/paths.ts);
 * test/unit/web/app-paths.test.ts fails on a literal area path elsewhere in web/src.
 */
export const paths = {
  root: '/',
  mfaInfo: '/mfa',
  ssoLogin: '/okta/login',
  ssoCallback: '/okta/callback',
  ssoError: '/okta/error',
  missingDetails: (segment: string, returnUrl = '') => `/missing-details/${segment}${returnUrl}`,
  registerPayee: '/register-payee',
  allBrokers: '/display-all-brokers',
  /** Top level, payee company only (seeds 000 §2.2): link a LoadPay account to the wallet. */
  linkLoadPayAccount: '/link-LoadPay-account',
  payee: { root: '/payee', dashboard: '/payee/dashboard', profile: '/payee/profile' },
  payor: { root: '/payor', dashboard: '/payor/dashboard', profile: '/payor/profile' },
  factor: { root: '/factor', debtors: '/factor/payors', profile: '/factor/profile' },
  admin: { root: '/admin', dashboard: '/admin/dashboard' },
} as const;

/**
 * Client routes inside the areas that the shell links to (navigation, account menu, legacy
 * redirects). Route names follow the seeds (000 §2.5, 001 §2), in kebab-case as the seeds' paths
 * are; the report paths are not shown there, so they sit under `reports/` named after the seeds'
 * route names.
 */
export const areaRoutes = {
  payee: {
    dashboard: paths.payee.dashboard,
    paperwork: '/payee/paperwork',
    invoices: '/payee/invoices',
    creditNotes: '/payee/credit-notes',
    payments: '/payee/payments',
    profile: paths.payee.profile,
    /** `users/new` and `users/{id}/edit`: the profile's user forms. */
    users: '/payee/users',
    /** The Select Carrier offer and its success page, reached from the dashboard's card. */
    selectCarrier: '/payee/select-carrier',
    /** The carrier's payors; claiming new ones starts at unclaimedRelationships. */
    relationships: '/payee/relationships',
    unclaimedRelationships: '/payee/unclaimed-relationships',
    /** `brokers/{id}`: where the all-brokers page's Connect leads (to the relationship with that broker). */
    brokers: '/payee/brokers',
    /** Bank accounts; the dashboard's wallet card and the profile link here. */
    wallet: '/payee/wallet',
    /** Issue 15: the notices of assignment, from the dashboard's banner and the notice email. */
    noaNotices: '/payee/noa-notices',
  },
  payor: {
    dashboard: paths.payor.dashboard,
    relationships: '/payor/relationships',
    creditNotes: '/payor/credit-notes',
    settlements: '/payor/settlements',
    /** The paperwork terms a payor accepts before Settlements opens (route name settlements_terms, seeds 001 §2). */
    settlementsTerms: '/payor/settlements/terms',
    invoices: '/payor/invoices',
    /** Not in the navigation (seeds 001 §2): reached from the dashboard, for highway subscribers. */
    highwayAlerts: '/payor/highway-alerts',
    payments: '/payor/payments',
    loads: '/payor/loads',
    profile: paths.payor.profile,
    /** The reports hub: the ten report screens (seeds 001 §2 reports), for the kind of payor they are for. */
    reports: '/payor/reports',
    billingReport: '/payor/reports/billing-report',
    creditLimitReport: '/payor/reports/credit-limit-report',
    revenueShare: '/payor/reports/revenue-share',
    invoiceRefundsReport: '/payor/reports/invoice-refunds-report',
    previousSettlements: '/payor/reports/previous-settlements',
    gotpFees: '/payor/reports/gotp-fees',
    previousWeeklySettlements: '/payor/reports/previous-weekly-settlements',
    holdsReport: '/payor/reports/holds-report',
    unreconciledFundsReport: '/payor/reports/unreconciled-funds-report',
    /** Uploaded invoice batches waiting for release (route name invoice_review, seeds 001 §2). */
    invoiceReview: '/payor/reports/invoice-review',
    /** Invoices in by spreadsheet (issue 13); not in the seeds' route list. */
    invoiceUpload: '/payor/invoices/upload',
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

/** One path segment from a value: always encoded, whatever the id looks like. */
const segment = (value: string | number) => encodeURIComponent(String(value));

/** The payee's invoices, credit notes and payments (seeds 000 §2.5). */
export const invoicesPaths = {
  list: areaRoutes.payee.invoices,
  invoice: (id: number | string) => `${areaRoutes.payee.invoices}/${segment(id)}`,
  creditNotes: areaRoutes.payee.creditNotes,
  creditNote: (id: number | string) => `${areaRoutes.payee.creditNotes}/${segment(id)}`,
} as const;

/** The payee's payments (seeds 000 §2.5, §3 Payment). */
export const paymentsPaths = {
  list: areaRoutes.payee.payments,
  payment: (id: string) => `${areaRoutes.payee.payments}/${segment(id)}`,
} as const;

/** The carrier's notices of assignment (issue 15: noa-notices, noa-notices/{id}). */
export const noaNoticePaths = {
  list: areaRoutes.payee.noaNotices,
  notice: (id: number) => `${areaRoutes.payee.noaNotices}/${segment(id)}`,
} as const;

/** Addresses of the former portal that lead to today's pages (web/src/app/legacy-redirects.ts). */
export const legacyAreaPaths = {
  payorPaperwork: '/payor/paperwork',
} as const;

const bill = (id: string) => `${areaRoutes.payee.paperwork}/${segment(id)}`;

/** The payee's paperwork (seeds 000 §2.5: paperwork, paperwork/new, paperwork/{id}, …/edit, …/success). */
export const paperworkPaths = {
  list: areaRoutes.payee.paperwork,
  new: `${areaRoutes.payee.paperwork}/new`,
  bill,
  edit: (id: string) => `${bill(id)}/edit`,
  success: (id: string) => `${bill(id)}/success`,
  restrictions: `${areaRoutes.payee.profile}?tab=restrictions`,
} as const;

/** The payor's statements (seeds 001 §2 previous settlements, previous weekly settlements), each with its statement. */
export const payorStatementsPaths = {
  previous: areaRoutes.payor.previousSettlements,
  weekly: areaRoutes.payor.previousWeeklySettlements,
  statement: (list: 'previous' | 'weekly', id: string) =>
    `${list === 'weekly' ? areaRoutes.payor.previousWeeklySettlements : areaRoutes.payor.previousSettlements}/${segment(id)}`,
} as const;

/** The payor profile's tabs other pages link to (a draft's funding account, the draft schedule). */
export const payorProfilePaths = {
  settings: `${areaRoutes.payor.profile}?tab=settings`,
  funding: `${areaRoutes.payor.profile}?tab=funding`,
} as const;

/** A company area's profile and users pages (seeds 000 §2.5, 001 §2: profile; users/new and users/{id}/edit). */
export function profilePaths(area: Area) {
  const root = paths[area].root;
  return {
    profile: `${root}/profile`,
    users: `${root}/profile?tab=users`,
    newUser: `${root}/users/new`,
    editUser: (id: number) => `${root}/users/${segment(id)}/edit`,
  } as const;
}

/**
 * The relationship screens (seeds 000 §2.5 route names): relationships/{id},
 * relationships/{id}/terms-of-service, relationships/success, unclaimed-relationships,
 * unclaimed-relationships/{id} and unclaimed-relationships/add_bank_account.
 */
export const relationshipPaths = {
  list: areaRoutes.payee.relationships,
  relationship: (id: number) => `${areaRoutes.payee.relationships}/${segment(id)}`,
  terms: (id: number) => `${areaRoutes.payee.relationships}/${segment(id)}/terms-of-service`,
  claimSuccess: `${areaRoutes.payee.relationships}/success`,
  unclaimed: areaRoutes.payee.unclaimedRelationships,
  unclaimedRelationship: (id: number) => `${areaRoutes.payee.unclaimedRelationships}/${segment(id)}`,
  addBankAccountStep: `${areaRoutes.payee.unclaimedRelationships}/add_bank_account`,
  /** Claim by contact info: the claim screen for every payor of one contact method. */
  claimByContact: (contactMethodId: number) =>
    `${areaRoutes.payee.unclaimedRelationships}?contactMethodId=${segment(contactMethodId)}`,
  /** Where the all-brokers page's Connect leads: the relationship with that broker. */
  broker: (id: number) => `${areaRoutes.payee.brokers}/${segment(id)}`,
} as const;

/** The wallet (seeds 000 §2.5: the wallet gets its own page; the dashboard card links here). */
export const walletPaths = {
  list: areaRoutes.payee.wallet,
  new: `${areaRoutes.payee.wallet}/new`,
} as const;

/**
 * Where the dashboard's cards lead (seeds 000 §2.5 route names). The Select Carrier pages are the
 * dashboard's own (`select-carrier` and its success page); the side navigation does not list them.
 */
export const dashboardPaths = {
  dashboard: areaRoutes.payee.dashboard,
  selectCarrier: areaRoutes.payee.selectCarrier,
  selectCarrierSuccess: `${areaRoutes.payee.selectCarrier}/success`,
  /** The invoice list filtered to some statuses. */
  invoices: (statuses: readonly number[] = []) => withStatuses(areaRoutes.payee.invoices, statuses),
} as const;

/** The payor's settlements (seeds 001 §2). */
export const settlementsPaths = {
  list: areaRoutes.payor.settlements,
  terms: areaRoutes.payor.settlementsTerms,
  bill: (id: string) => `${areaRoutes.payor.settlements}/${segment(id)}`,
  edit: (id: string) => `${areaRoutes.payor.settlements}/${segment(id)}/edit`,
  success: (id: string, outcome: 'reviewed' | 'edited') =>
    `${areaRoutes.payor.settlements}/${segment(id)}/success?outcome=${outcome}`,
} as const;

/** An invoice list filtered to some statuses: its address-bar form repeats `status`. */
function withStatuses(list: string, statuses: readonly number[]): string {
  const query = new URLSearchParams(statuses.map((status) => ['status', String(status)])).toString();
  return query ? `${list}?${query}` : list;
}

/** The payor's invoices (seeds 001 §2), the list optionally filtered to some statuses. */
export const payorInvoicesPaths = {
  list: (statuses: readonly number[] = []) => withStatuses(areaRoutes.payor.invoices, statuses),
  invoice: (id: number) => `${areaRoutes.payor.invoices}/${segment(id)}`,
} as const;

/** The payor's payments and the drafts that funded them (seeds 001 §2). */
export const payorPaymentsPaths = {
  list: areaRoutes.payor.payments,
  payment: (id: string) => `${areaRoutes.payor.payments}/${segment(id)}`,
  /** The payments one draft funded: the list filtered by it. */
  draftPayments: (draftId: string) => `${areaRoutes.payor.payments}?draftId=${encodeURIComponent(draftId)}`,
  /** The payments no draft covers yet: the list filtered to them. */
  undrafted: `${areaRoutes.payor.payments}?drafted=false`,
} as const;

/** The payor's credit notes (seeds 001 §2). */
export const payorCreditNotesPaths = {
  list: areaRoutes.payor.creditNotes,
  note: (id: number) => `${areaRoutes.payor.creditNotes}/${segment(id)}`,
} as const;

/** The payor's loads (seeds 001 §2, EnableLoads). */
export const payorLoadsPaths = {
  list: areaRoutes.payor.loads,
  load: (id: number) => `${areaRoutes.payor.loads}/${segment(id)}`,
} as const;

/**
 * The factor's pages (seeds 001 §2): clients and invoices, each list optionally narrowed to one
 * debtor or client (the Debtors page links each debtor's invoices), loads, and payments with their remittance.
 */
export const factorPaths = {
  clients: areaRoutes.factor.clients,
  client: (id: number) => `${areaRoutes.factor.clients}/${segment(id)}`,
  invoices: (filter: { payorId?: number; payeeId?: number } = {}) => {
    const query = new URLSearchParams();
    if (filter.payorId !== undefined) query.set('payorId', String(filter.payorId));
    if (filter.payeeId !== undefined) query.set('payeeId', String(filter.payeeId));
    const text = query.toString();
    return text ? `${areaRoutes.factor.invoices}?${text}` : areaRoutes.factor.invoices;
  },
  invoice: (id: number) => `${areaRoutes.factor.invoices}/${segment(id)}`,
  loads: areaRoutes.factor.loads,
  load: (id: number) => `${areaRoutes.factor.loads}/${segment(id)}`,
  payments: areaRoutes.factor.payments,
  payment: (id: string) => `${areaRoutes.factor.payments}/${segment(id)}`,
} as const;

/** The payor's highway alerts; one alert opens over the list (`?alert=<id>`). */
export const highwayAlertsPaths = {
  list: areaRoutes.payor.highwayAlerts,
  alert: (id: number) => `${areaRoutes.payor.highwayAlerts}?alert=${segment(id)}`,
} as const;

/** Each area's landing page (factor lands on Debtors, seeds 001 §2). */
export const areaHome: Record<Area, string> = {
  payee: paths.payee.dashboard,
  payor: paths.payor.dashboard,
  factor: paths.factor.debtors,
  admin: paths.admin.dashboard,
};

export const returnUrlParam = 'return_url';

/** The login page's email, filled in from the query string (`/?email=…`, e.g. after registration). */
export const loginEmailParam = 'email';

/** Only same-origin paths are followed, so return_url cannot become an open redirect. */
export function safeReturnPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/**
 * Where a signed-in user goes next: an unfinished missing detail first, then the page they asked
 * for (if it is in their area), else their area's landing page.
 */
export function destinationFor(user: CurrentUser, requested: string | null): string {
  const returnPath = safeReturnPath(requested);
  const firstMissing = outstandingMissingDetails(user)[0];
  if (firstMissing !== undefined) {
    return paths.missingDetails(missingDetailSegment[firstMissing], returnPath ?? '');
  }
  const area = areaOf(user.company.type.id);
  if (!area) return paths.root;
  if (returnPath?.startsWith(`/${area}`)) return returnPath;
  if (area === 'payee' && returnPath?.toLowerCase().startsWith(paths.linkLoadPayAccount.toLowerCase())) {
    return returnPath;
  }
  return areaHome[area];
}

/** An admin page's path relative to /admin, as the admin route-role table names it. */
export const adminRelativePath = (path: string) => path.slice(paths.admin.root.length + 1);

/** The payor's carriers (seeds 001 §2: relationships and relationships/{id}). */
export const carriersPaths = {
  list: areaRoutes.payor.relationships,
  carrier: (id: number) => `${areaRoutes.payor.relationships}/${segment(id)}`,
} as const;

/** The payor's operations reports (seeds 001 §2 gotp fees, holds report, unreconciled-funds report). */
export const opsReportsPaths = {
  gotpFees: areaRoutes.payor.gotpFees,
  /** The invoices behind one month's GOTP fees (the month as YYYY-MM). */
  gotpMonth: (month: string) => `${areaRoutes.payor.gotpFees}/${segment(month)}`,
  holds: areaRoutes.payor.holdsReport,
  unreconciledFunds: areaRoutes.payor.unreconciledFundsReport,
} as const;

const noaRoot = '/admin/noa';

/** Staff processing of NOA and LOR documents (seeds 001 §2 NOA routes: the root, process, {id} …). */
export const noaProcessingPaths = {
  root: noaRoot,
  /** Takes the next document to process, or with `audit` the next to audit, and opens it. */
  process: (work: 'process' | 'audit' = 'process') => `${noaRoot}/process${work === 'audit' ? '?work=audit' : ''}`,
  document: (id: number | string) => `${noaRoot}/${segment(id)}`,
  /** After a step on a document: the next one of the same work. */
  next: (id: number | string, work: 'process' | 'audit') => `${noaRoot}/${segment(id)}/next?work=${work}`,
  /** Where a link to a document lands: its work screen while it is worked, else its history. */
  redirect: (id: number | string) => `${noaRoot}/${segment(id)}/redirect`,
  matches: `${noaRoot}/matches`,
  /** The split queue's page (ops managers only): who may send a document there. */
  splitNoas: `${noaRoot}/split_noas`,
  success: (id: number | string) => `${noaRoot}/success?document=${segment(id)}`,
  auditQueueWarning: `${noaRoot}/audit_queue_warning`,
  error: `${noaRoot}/error`,
  history: (id: number | string) => `${noaRoot}/history/${segment(id)}`,
} as const;

/** The staff's NOA queue screens (seeds 001 §2 NOA routes, route names as the seeds write them). */
export const noaQueuesPaths = {
  search: `${noaRoot}/search`,
  /** The search for one status (what a metrics row opens). */
  searchStatus: (status: number) => `${noaRoot}/search?status=${segment(status)}`,
  metrics: `${noaRoot}/metrics`,
  actionConflicts: `${noaRoot}/action_conflicts`,
  actionConflict: (id: number) => `${noaRoot}/action_conflicts/${segment(id)}`,
  pendingFactors: `${noaRoot}/pending_factors`,
  pendingFactor: (id: number) => `${noaRoot}/pending_factors/${segment(id)}`,
  missingLor: `${noaRoot}/missing_lor`,
  bulkRemove: `${noaRoot}/bulk_remove`,
  splitNoas: noaProcessingPaths.splitNoas,
  splitNoa: (id: number) => `${noaRoot}/split_noas/${segment(id)}`,
  coachableReport: `${noaRoot}/coachable_report`,
  /** One processor's findings (their user id), over the days the report showed. */
  coachableProcessor: (id: number, days?: { from: string; to: string }) =>
    `${noaRoot}/coachable_report/${segment(id)}${days ? `?from=${segment(days.from)}&to=${segment(days.to)}` : ''}`,
  conflictHistory: `${noaRoot}/action_conflicts/history`,
  conflictHistoryDocument: (id: number) => `${noaRoot}/action_conflicts/history/${segment(id)}`,
  lorDesignation: (id: number) => `${noaRoot}/pending_lor_designation/${segment(id)}`,
} as const;

/** The staff's factor assignment (seeds 001 §2 factor-assignment, /audit, /history). */
export const factorAssignmentPaths = {
  list: '/admin/factor-assignment',
  /** One carrier's relationships (its company id), held or not. */
  carrier: (carrierId: number) => `/admin/factor-assignment?carrierId=${segment(carrierId)}`,
  /** The relationships of the carriers whose name starts so. */
  carrierNamed: (name: string) => `/admin/factor-assignment?carrierName=${encodeURIComponent(name)}`,
  audit: '/admin/factor-assignment/audit',
  history: '/admin/factor-assignment/history',
} as const;
