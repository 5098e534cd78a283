import { CompanySetting, settingAsBoolean } from '../enums/company-setting.ts';
import { Area, areaOf, type CompanyType } from '../enums/company-type.ts';
import { PayorCategory } from '../enums/payor.ts';
import { Role } from '../enums/role.ts';
import { canUsePayeeFeature, hasPayeeLevelFeatures, PayeeFeature } from './payee.ts';
import { highwaySubscriberFeatureVisible, payorInvoiceRoles } from './payor.ts';
import { hasAnyRole, type RoleIds } from './roles.ts';
import { canOpenUserManagementRoutes } from './users.ts';

/**
 * Who may open each in-app route of the four areas: ONE table, read by the web router's area
 * guard (web/src/app/require-area.tsx, through web/src/app/route-guard.ts) and by the API
 * (`access.page(route)` in shared/permissions/route-access.ts, enforced by
 * functions/lib/http/access.ts), so a page and the API routes serving it admit the same callers.
 *
 * A route is its path pattern as the seeds write it, in router form (`{id}` as `:id`), under its
 * area (`/admin/bank-account-reviews/:id`). Each entry names a rule (what the caller must be or
 * hold beyond belonging to the area's company type) and, where the seeds send a refused caller
 * somewhere, where to; otherwise a refused caller sees the in-shell no-access page. A caller of
 * another company type is always sent to the root (seeds 000 §2.2, 001 §2 and §4).
 *
 * Adding a page: give it an entry here (the unit tests fail for a route of the web router that has
 * none, test/unit/permissions/area-route-access.test.ts); the router then guards it, and an API
 * route serving it declares `access: access.page('<its pattern>')`.
 */

/** The outsourced notice-of-assignment roles (seeds 001 §2). */
export const ibexRoles = [Role.IbexCsr, Role.NoaAuditIbex, Role.NoaIBEX, Role.NoaManagerIBEX] as const;

/**
 * Staff holding an IBEX role without internal status see only the NOA routes (seeds 001 §2 and
 * §6). "Internal status" is read as holding the TriumphInternal role.
 */
export function isIbexOnly(roleIds: RoleIds): boolean {
  return hasAnyRole(roleIds, ibexRoles) && !roleIds.includes(Role.TriumphInternal);
}

/**
 * The caller as the rules see them: what the current user's payload carries
 * (shared/schemas/current-user.ts), which the API reads from the session's membership alike.
 */
export type RouteCaller = {
  companyType: CompanyType;
  /** Role ids of the current company membership (`authRoles`). */
  roleIds: RoleIds;
  /** The company's settings by setting id, values as strings (`company.settings`). */
  settings: Readonly<Record<string, string>>;
  /** `payorDetails`: a payor company's type and highway subscription; null for other companies. */
  payorDetails: { payorTypeId: number | null; isHighwaySubscriber: boolean } | null;
};

/** Where a refused caller goes: elsewhere (replacing the address), or the in-shell no-access page. */
export type RouteRefusal = { readonly kind: 'redirect'; readonly to: string } | { readonly kind: 'no-access' };
export type RouteDecision = { readonly kind: 'allowed' } | RouteRefusal;

/** What a route asks of a caller of its area. */
export type RouteRule =
  /** Every user of the area's company type. */
  | { readonly kind: 'area' }
  /**
   * Admin routes but NOA: the general admin check, which IBEX-only staff do not pass, and one of
   * `anyRole` where the route-role table names roles (seeds 001 §2, §6).
   */
  | { readonly kind: 'staff'; readonly anyRole?: readonly Role[] }
  /** NOA routes: any staff, IBEX-only included, and one of `anyRole` where named (seeds 001 §2, §6). */
  | { readonly kind: 'noa'; readonly anyRole?: readonly Role[] }
  /** A payee feature (shared/permissions/payee.ts `canUsePayeeFeature`). */
  | { readonly kind: 'payeeFeature'; readonly feature: PayeeFeature }
  /** Payee admin or billing (shared/permissions/payee.ts `hasPayeeLevelFeatures`). */
  | { readonly kind: 'payeeLevel' }
  /** A company setting read as a boolean is on (seeds 001 §2: Credit Notes, Loads). */
  | { readonly kind: 'companySetting'; readonly setting: CompanySetting }
  /** The payor's `payorTypeId` is one of these categories (seeds 001 §2: reports). */
  | { readonly kind: 'payorCategory'; readonly categories: readonly PayorCategory[] }
  /** The highway flag is on and the roles do not hide it (seeds 001 §2: highway-alerts). */
  | { readonly kind: 'highwayAlerts' }
  /** The user-management routes (shared/permissions/users.ts `canOpenUserManagementRoutes`). */
  | { readonly kind: 'userManagement' }
  /** One of these roles in the area's company (a page only for those who submit invoices). */
  | { readonly kind: 'roles'; readonly anyRole: readonly Role[] };

export type RouteEntry = {
  readonly rule: RouteRule;
  /** What a caller of the area whom the rule refuses gets; the no-access page when absent. */
  readonly refusal?: RouteRefusal;
};

const redirect = (to: string) => ({ kind: 'redirect', to }) as const;

const area = { rule: { kind: 'area' } } as const;
const payee = (feature: PayeeFeature) => ({ rule: { kind: 'payeeFeature', feature } }) as const;
const payeeLevel = { rule: { kind: 'payeeLevel' } } as const;
const setting = (id: CompanySetting) => ({ rule: { kind: 'companySetting', setting: id } }) as const;
/** Users/new and users/{id}/edit; refused callers go back to the profile, whose My users tab lists the users. */
const users = (profile: string) => ({ rule: { kind: 'userManagement' }, refusal: redirect(profile) }) as const;
const admin = { rule: { kind: 'staff' } } as const;
const adminRoles = <const R extends readonly Role[]>(anyRole: R) => ({ rule: { kind: 'staff', anyRole } }) as const;
const noa = { rule: { kind: 'noa' } } as const;
const noaRoles = <const R extends readonly Role[]>(anyRole: R) => ({ rule: { kind: 'noa', anyRole } }) as const;

/**
 * Payor reports (seeds 001 §2: "shown only for a certain kind of payor (exact kind not shown)"):
 * read as brokers, the payors whose reports these are (revenue share and GOTP fees are what a
 * broker earns and pays on its carriers' QuickPay), so not shippers.
 */
const brokerReports = {
  rule: { kind: 'payorCategory', categories: [PayorCategory.LanePayBroker, PayorCategory.FactoredBroker] },
} as const;

const creditLimitRoles = [Role.Underwriting, Role.Treasury, Role.Reviewer] as const;
const payDateChangeRoles = [Role.Treasury, Role.Underwriting] as const;
const matchingRoles = [Role.CarrierConnector] as const;
const promotionalCampaignRoles = [Role.BrokerSales] as const;
const selectCarrierRoles = [Role.CarrierSales, Role.OpsLeadership, Role.OpsManager] as const;
const bankAccountReviewRoles = [
  Role.Underwriting,
  Role.UnderwritingManager,
  Role.CarrierBankApprover,
  Role.FraudTeamMember,
] as const;

/** The table. Order matters only for readers: the router ranks static segments over parameters. */
export const areaRouteAccess = {
  // Payee area (seeds 000 §2.5), with the gates of shared/permissions/payee.ts. A user without any
  // role is paperwork-only and lands on paperwork instead of the dashboard (000 §2.3, §2.5).
  '/payee/dashboard': { ...payee(PayeeFeature.Dashboard), refusal: redirect('/payee/paperwork') },
  '/payee/paperwork': payee(PayeeFeature.Paperwork),
  '/payee/paperwork/new': payee(PayeeFeature.Paperwork),
  '/payee/paperwork/:id': payee(PayeeFeature.Paperwork),
  '/payee/paperwork/:id/edit': payee(PayeeFeature.Paperwork),
  '/payee/paperwork/:id/success': payee(PayeeFeature.Paperwork),
  '/payee/invoices': payee(PayeeFeature.Invoices),
  '/payee/invoices/:id': payee(PayeeFeature.Invoices),
  '/payee/credit-notes': payee(PayeeFeature.Invoices),
  '/payee/credit-notes/:id': payee(PayeeFeature.Invoices),
  '/payee/payments': payee(PayeeFeature.Payments),
  '/payee/payments/:id': payee(PayeeFeature.Payments),
  '/payee/brokers/:id': payee(PayeeFeature.Relationships),
  '/payee/relationships': payee(PayeeFeature.Relationships),
  '/payee/relationships/success': payee(PayeeFeature.Relationships),
  '/payee/relationships/:id': payee(PayeeFeature.Relationships),
  '/payee/relationships/:id/terms-of-service': payee(PayeeFeature.Relationships),
  '/payee/unclaimed-relationships': payee(PayeeFeature.Relationships),
  '/payee/unclaimed-relationships/add_bank_account': payee(PayeeFeature.Relationships),
  '/payee/unclaimed-relationships/:id': payee(PayeeFeature.Relationships),
  // Issue 15, the fraud guard: the notices of assignment that moved the company's money (payee level, as its money is).
  '/payee/noa-notices': payeeLevel,
  '/payee/noa-notices/:id': payeeLevel,
  '/payee/wallet': payee(PayeeFeature.Wallet),
  '/payee/wallet/new': payee(PayeeFeature.Wallet),
  // Select Carrier is payee-level: its offer and joining are (the API's payee/dashboard routes).
  '/payee/select-carrier': payeeLevel,
  '/payee/select-carrier/success': payeeLevel,
  '/payee/profile': payee(PayeeFeature.Profile),
  '/payee/users/new': users('/payee/profile'),
  '/payee/users/:id/edit': users('/payee/profile'),

  // Payor area (seeds 001 §2).
  '/payor/dashboard': area,
  '/payor/highway-alerts': { rule: { kind: 'highwayAlerts' } },
  '/payor/reports': brokerReports,
  '/payor/reports/billing-report': brokerReports,
  '/payor/reports/credit-limit-report': brokerReports,
  '/payor/reports/invoice-refunds-report': brokerReports,
  '/payor/reports/invoice-review': brokerReports,
  '/payor/reports/revenue-share': brokerReports,
  '/payor/reports/previous-settlements': brokerReports,
  '/payor/reports/previous-settlements/:id': brokerReports,
  '/payor/reports/gotp-fees': brokerReports,
  '/payor/reports/gotp-fees/:id': brokerReports,
  '/payor/reports/previous-weekly-settlements': brokerReports,
  '/payor/reports/previous-weekly-settlements/:id': brokerReports,
  '/payor/reports/holds-report': brokerReports,
  '/payor/reports/unreconciled-funds-report': brokerReports,
  '/payor/users/new': users('/payor/profile'),
  '/payor/users/:id/edit': users('/payor/profile'),
  '/payor/invoices': area,
  '/payor/invoices/:id': area,
  // Uploading a spreadsheet of invoices submits them: PayorSubmission or UserAdmin.
  '/payor/invoices/upload': { rule: { kind: 'roles', anyRole: payorInvoiceRoles } },
  '/payor/loads': setting(CompanySetting.EnableLoads),
  '/payor/loads/:id': setting(CompanySetting.EnableLoads),
  '/payor/credit-notes': setting(CompanySetting.EnableCreditNotes),
  '/payor/credit-notes/:id': setting(CompanySetting.EnableCreditNotes),
  '/payor/payments': area,
  '/payor/payments/:id': area,
  '/payor/profile': area,
  '/payor/relationships': area,
  '/payor/relationships/:id': area,
  // Settlements: the navigation shows the item only when paperwork is in production, the terms are
  // accepted and the payor has bills (seeds 001 §2), none of which the caller carries; the pages
  // open for every payor user and fetch paperwork only under shared/permissions/paperwork.ts
  // (PayorSubmission or UserAdmin, and accepted terms; the terms page is where they are accepted).
  '/payor/settlements': area,
  '/payor/settlements/terms': area,
  '/payor/settlements/:id': area,
  '/payor/settlements/:id/edit': area,
  '/payor/settlements/:id/success': area,

  // Factor area (seeds 001 §2).
  '/factor/payors': area,
  '/factor/payee-relationships': area,
  '/factor/payee-relationships/:id': area,
  '/factor/loads': area,
  '/factor/loads/:id': area,
  '/factor/invoices': area,
  '/factor/invoices/:id': area,
  '/factor/payments': area,
  '/factor/payments/:id': area,
  '/factor/profile': area,
  '/factor/users/new': users('/factor/profile'),
  '/factor/users/:id/edit': users('/factor/profile'),

  // Admin area (seeds 001 §2, and the route-level role table of §6).
  '/admin/admin-actions': admin,
  '/admin/company-details': admin,
  '/admin/csr-dashboard': admin,
  '/admin/credit-limit-exceeded': adminRoles(creditLimitRoles),
  '/admin/credit-limit-exposure': adminRoles(creditLimitRoles),
  '/admin/invoice-pay-date-change-report': adminRoles(payDateChangeRoles),
  '/admin/invoice-pay-date-change-report/:payorId': adminRoles(payDateChangeRoles),
  '/admin/factor-assignment': adminRoles([Role.OpsManager, Role.SeniorNoaProcessor]),
  '/admin/factor-assignment/audit': adminRoles([Role.OpsManager]),
  '/admin/factor-assignment/history': adminRoles([Role.OpsManager]),
  '/admin/broker-account-matchings': adminRoles(matchingRoles),
  '/admin/broker-account-matchings/dashboard': adminRoles(matchingRoles),
  '/admin/broker-account-matchings/next': adminRoles(matchingRoles),
  '/admin/broker-account-matchings/:id': adminRoles(matchingRoles),
  '/admin/broker-carrier-matchings': adminRoles(matchingRoles),
  '/admin/broker-carrier-matchings/dashboard': adminRoles(matchingRoles),
  '/admin/broker-carrier-matchings/next': adminRoles(matchingRoles),
  '/admin/broker-carrier-matchings/:id': adminRoles(matchingRoles),
  '/admin/factor-client-matchings': adminRoles(matchingRoles),
  '/admin/factor-client-matchings/dashboard': adminRoles(matchingRoles),
  '/admin/factor-client-matchings/next': adminRoles(matchingRoles),
  '/admin/factor-client-matchings/:id': adminRoles(matchingRoles),
  '/admin/factor-debtor-matchings': adminRoles(matchingRoles),
  '/admin/factor-debtor-matchings/dashboard': adminRoles(matchingRoles),
  '/admin/factor-debtor-matchings/next': adminRoles(matchingRoles),
  '/admin/factor-debtor-matchings/:id': adminRoles(matchingRoles),
  '/admin/carrier-actions': admin,
  '/admin/audit/:id': admin,
  '/admin/dashboard': admin,
  // The list also opens for OpsManager; a review itself does not (seeds 001 §6).
  '/admin/bank-account-reviews': adminRoles([...bankAccountReviewRoles, Role.OpsManager]),
  '/admin/bank-account-reviews/:id': adminRoles(bankAccountReviewRoles),
  '/admin/invoices': admin,
  '/admin/metrics': admin,
  '/admin/metrics-history/:metricId': admin,
  '/admin/payors': admin,
  '/admin/payors/new': admin,
  '/admin/payors/:id': admin,
  '/admin/payors/:id/edit': admin,
  '/admin/promotional-campaigns': adminRoles(promotionalCampaignRoles),
  '/admin/promotional-campaigns/:id': adminRoles(promotionalCampaignRoles),
  '/admin/reports': admin,
  '/admin/advances/payors': admin,
  '/admin/advances/payors/:id': admin,
  '/admin/advances/relationships/:id': admin,
  '/admin/misdirected-payments': admin,
  '/admin/unreconciled-funds/payors': admin,
  '/admin/unreconciled-funds/payors/:id': admin,
  '/admin/select-carriers': adminRoles(selectCarrierRoles),
  '/admin/select-carriers/:id': adminRoles(selectCarrierRoles),
  '/admin/server-settings': admin,
  '/admin/setup': admin,
  // NOA (seeds 001 §2): any staff, IBEX-only staff included; splitting is the ops manager's.
  '/admin/noa': noa,
  '/admin/noa/action_conflicts': noa,
  '/admin/noa/action_conflicts/history': noa,
  '/admin/noa/action_conflicts/history/:id': noa,
  '/admin/noa/action_conflicts/:id': noa,
  '/admin/noa/pending_lor_designation/:id': noa,
  '/admin/noa/bulk_remove': noa,
  '/admin/noa/split_noas': noaRoles([Role.OpsManager]),
  '/admin/noa/split_noas/:id': noaRoles([Role.OpsManager]),
  '/admin/noa/coachable_report': noa,
  '/admin/noa/coachable_report/:id': noa,
  '/admin/noa/history/:id': noa,
  '/admin/noa/search': noa,
  '/admin/noa/metrics': noa,
  '/admin/noa/pending_factors': noa,
  '/admin/noa/pending_factors/:id': noa,
  '/admin/noa/missing_lor': noa,
  '/admin/noa/audit_queue_warning': noa,
  '/admin/noa/error': noa,
  '/admin/noa/matches': noa,
  '/admin/noa/:id/redirect': noa,
  '/admin/noa/:id/next': noa,
  '/admin/noa/process': noa,
  '/admin/noa/success': noa,
  '/admin/noa/:id': noa,
} as const satisfies Record<`/${Area}/${string}`, RouteEntry>;

/** A route of the table, by its pattern. */
export type AreaRoute = keyof typeof areaRouteAccess;

/** Every route of the table. */
export const areaRoutePatterns = Object.keys(areaRouteAccess) as AreaRoute[];

export function isAreaRoute(pattern: string): pattern is AreaRoute {
  return Object.hasOwn(areaRouteAccess, pattern);
}

const areas: readonly string[] = Object.values(Area);

/** The area a route belongs to: its first segment. */
export function areaOfRoute(route: AreaRoute): Area {
  const first = route.split('/')[1] ?? '';
  if (!areas.includes(first)) throw new Error(`${route} is not under an area`);
  return first as Area;
}

const allowed: RouteDecision = { kind: 'allowed' };
const noAccess: RouteRefusal = { kind: 'no-access' };
/** Callers of another company type are sent to the root (seeds 000 §2.2, 001 §2, 001 §4). */
const toRoot: RouteRefusal = { kind: 'redirect', to: '/' };

/** Whether a rule admits a caller who belongs to the route's area. */
export function ruleAdmits(rule: RouteRule, caller: RouteCaller): boolean {
  switch (rule.kind) {
    case 'area':
      return true;
    case 'staff':
      return !isIbexOnly(caller.roleIds) && (!rule.anyRole || hasAnyRole(caller.roleIds, rule.anyRole));
    case 'noa':
      return !rule.anyRole || hasAnyRole(caller.roleIds, rule.anyRole);
    case 'payeeFeature':
      return canUsePayeeFeature(rule.feature, caller.roleIds);
    case 'payeeLevel':
      return hasPayeeLevelFeatures(caller.roleIds);
    case 'companySetting':
      return settingAsBoolean(caller.settings[String(rule.setting)]);
    case 'payorCategory': {
      const typeId = caller.payorDetails?.payorTypeId;
      return typeId !== null && typeId !== undefined && (rule.categories as readonly number[]).includes(typeId);
    }
    case 'highwayAlerts':
      return caller.payorDetails?.isHighwaySubscriber === true && highwaySubscriberFeatureVisible(caller.roleIds);
    case 'userManagement':
      return canOpenUserManagementRoutes(caller.companyType, caller.roleIds);
    case 'roles':
      return hasAnyRole(caller.roleIds, rule.anyRole);
  }
}

/**
 * May the caller open the route, and if not, where do they go: the root for a company of another
 * type, else the entry's refusal (the in-shell no-access page unless the entry says otherwise).
 */
export function routeAccess(route: AreaRoute, caller: RouteCaller): RouteDecision {
  if (areaOf(caller.companyType) !== areaOfRoute(route)) return toRoot;
  const entry: RouteEntry = areaRouteAccess[route];
  return ruleAdmits(entry.rule, caller) ? allowed : (entry.refusal ?? noAccess);
}
