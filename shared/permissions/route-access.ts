import { Area, areaOf, type CompanyType } from '../enums/company-type.ts';
import type { Role } from '../enums/role.ts';
import { type AreaRoute, areaOfRoute, type RouteCaller, routeAccess } from './area-route-access.ts';
import { type PayeeFeature, payeeFeatureRoles } from './payee.ts';
import { hasAnyRole, type RoleIds } from './roles.ts';
import { companyUserAdminRoles, internalUserManagerRoles } from './users.ts';

/**
 * Who may call an API route, declared on the route itself (functions/lib/http/access.ts enforces
 * it before anything else runs, and the OpenAPI documents carry it as `x-lanepay-access`, where
 * the security suite reads it). A route is either public, or for sessions whose company and
 * roles meet one of its clauses. What the route then checks of the objects it touches (the
 * caller's own company's invoice, bill, user) is its own business, on top of this.
 */
export type AccessClause = {
  /** The company type (as its area) of the session's company. */
  readonly area: Area;
  /** Roles of which the session's membership must hold one; absent: any roles, none included. */
  readonly anyRole?: readonly Role[];
};

export type RouteAccess =
  /** Anyone, signed in or not (sign-in, registration, the broker directory). */
  | { readonly kind: 'public' }
  | {
      readonly kind: 'session';
      /** One of these must hold. */
      readonly allow: readonly AccessClause[];
      /** Sessions still enrolling MFA may call too (the session and enrolment calls). */
      readonly enrolling?: boolean;
    }
  /**
   * Exactly the callers who may open an in-app page: its rule in the one route table
   * (shared/permissions/area-route-access.ts), which the web router's guard reads too.
   */
  | {
      readonly kind: 'page';
      readonly page: AreaRoute;
      /**
       * Roles of which the caller must also hold one: a change made from the page that not every
       * user who may open it may make (approving an invoice, issuing a credit note).
       */
      readonly anyRole?: readonly Role[];
    };

/** What the page rules read of the caller's company, as the current user's payload carries it. */
export type AccessCompany = Pick<RouteCaller, 'settings' | 'payorDetails'>;

/**
 * The caller as a route's access sees them; null without a live session. `company` is what page
 * rules read of the company (functions/lib/http/access.ts passes the session's); a caller without
 * it counts as a company with no setting on and no payor details.
 */
export type AccessCaller = {
  companyType: CompanyType;
  roleIds: RoleIds;
  mfaPending: boolean;
  company?: AccessCompany;
} | null;

/** Whether the caller meets the route's declared access. */
export function accessGranted(access: RouteAccess, caller: AccessCaller): boolean {
  if (access.kind === 'public') return true;
  if (!caller || (caller.mfaPending && !(access.kind === 'session' && access.enrolling))) return false;
  if (access.kind === 'page') {
    const { companyType, roleIds, company } = caller;
    const facts = company ?? { settings: {}, payorDetails: null };
    const opens = routeAccess(access.page, { companyType, roleIds, ...facts }).kind === 'allowed';
    return opens && (!access.anyRole || hasAnyRole(roleIds, access.anyRole));
  }
  const area = areaOf(caller.companyType);
  return access.allow.some(
    (clause) => clause.area === area && (!clause.anyRole || hasAnyRole(caller.roleIds, clause.anyRole)),
  );
}

const everyArea = Object.values(Area);

/** The company types (as areas) a declaration admits at all: what the session check lets through. */
export function accessAreas(access: Exclude<RouteAccess, { kind: 'public' }>): Area[] {
  return access.kind === 'page' ? [areaOfRoute(access.page)] : [...new Set(access.allow.map((clause) => clause.area))];
}

/** Declarations the routes use; each names the rule it stands for. */
export const access = {
  public: { kind: 'public' } as RouteAccess,

  /** Any signed-in user, whatever their company (their own profile, session and invitations). */
  signedIn: { kind: 'session', allow: everyArea.map((area) => ({ area })) } as RouteAccess,

  /** Like `signedIn`, and sessions still enrolling MFA too (the session and enrolment calls). */
  enrolling: { kind: 'session', allow: everyArea.map((area) => ({ area })), enrolling: true } as RouteAccess,

  /** Every user of a company of these areas. */
  areas: (...areas: Area[]): RouteAccess => ({ kind: 'session', allow: areas.map((area) => ({ area })) }),

  /** Users of a company of `area` with one of `roles`. */
  roles: (area: Area, roles: readonly Role[]): RouteAccess => ({ kind: 'session', allow: [{ area, anyRole: roles }] }),

  /**
   * An API route serving an in-app page (`access.page('/admin/bank-account-reviews/:id')`): it
   * answers exactly the callers the page opens for, by the page's entry in the one route table
   * (shared/permissions/area-route-access.ts), company settings and payor details included; with
   * `anyRole`, only those of them holding one of these roles (a change made from the page).
   */
  page: (page: AreaRoute, anyRole?: readonly Role[]): Extract<RouteAccess, { kind: 'page' }> =>
    anyRole ? { kind: 'page', page, anyRole } : { kind: 'page', page },

  /** A payee feature (shared/permissions/payee.ts): the roles that may use it. */
  payeeFeature: (feature: PayeeFeature): RouteAccess => {
    const roles = payeeFeatureRoles(feature);
    return { kind: 'session', allow: [roles ? { area: Area.Payee, anyRole: roles } : { area: Area.Payee }] };
  },

  /**
   * The user-management permission (shared/permissions/users.ts `canManageUsers`): PayeeAdmin or
   * UserAdmin in a company, AccountExecutive, IntegrationManager or OpsManager for staff.
   */
  userManagers: {
    kind: 'session',
    allow: [
      ...[Area.Payee, Area.Payor, Area.Factor].map((area) => ({ area, anyRole: companyUserAdminRoles })),
      { area: Area.Admin, anyRole: internalUserManagerRoles },
    ],
  } as RouteAccess,

  /**
   * Paperwork: payee, payor and staff sessions reach the bills; functions/services/paperwork-access.ts
   * decides the rest (a payor's roles and accepted terms, a carrier's restrictions, staff read only).
   */
  paperwork: {
    kind: 'session',
    allow: [{ area: Area.Payee }, { area: Area.Payor }, { area: Area.Admin }],
  } as RouteAccess,
} as const;
