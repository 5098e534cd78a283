import { CompanyType } from '../enums/company-type.ts';
import { Role } from '../enums/role.ts';
import {
  type AreaRoute,
  areaRouteAccess,
  areaRoutePatterns,
  isAreaRoute,
  isIbexOnly,
  type RouteRule,
  ruleAdmits,
} from './area-route-access.ts';
import { hasAnyRole, type RoleIds } from './roles.ts';

export { ibexRoles, isIbexOnly } from './area-route-access.ts';

/** External-vendor companies and IBEX-only staff get the separate vendor experience (seeds 000 §6, 001 §6). */
export function hasVendorExperience(companyType: CompanyType, roleIds: RoleIds): boolean {
  return companyType === CompanyType.ExternalVendor || isIbexOnly(roleIds);
}

const adminPrefix = '/admin/';
type Table = typeof areaRouteAccess;

/** The admin routes of the table whose rule names roles, relative to /admin (`bank-account-reviews/:id`). */
export type RoleGatedAdminRoute = {
  [K in AreaRoute]: Table[K]['rule'] extends { readonly anyRole: readonly Role[] }
    ? K extends `${typeof adminPrefix}${infer Relative}`
      ? Relative
      : never
    : never;
}[AreaRoute];

/**
 * The seeds' route-level role table (001 §6) as roles by admin route relative to /admin: a view of
 * the one table (shared/permissions/area-route-access.ts), for what reads the role lists.
 */
export const adminRouteRoles = Object.fromEntries(
  areaRoutePatterns.flatMap((route) => {
    const rule: RouteRule = areaRouteAccess[route].rule;
    const roles = rule.kind === 'staff' || rule.kind === 'noa' ? rule.anyRole : undefined;
    return route.startsWith(adminPrefix) && roles ? [[route.slice(adminPrefix.length), roles]] : [];
  }),
) as Record<RoleGatedAdminRoute, readonly Role[]>;

/** First segment of the NOA routes, the only admin routes IBEX-only staff may open. */
export const noaRoutePrefix = 'noa';

/**
 * Whether a staff member who passed the general staff check may open an admin route, given as its
 * pattern relative to /admin (`bank-account-reviews/:id`): the table's rule, or for a route the
 * table does not hold, the general rule of its kind (NOA routes for any staff, the others not for
 * IBEX-only staff). The navigation asks this of the routes it links to.
 */
export function canOpenAdminRoute(route: string, roleIds: RoleIds): boolean {
  const pattern = `${adminPrefix}${route}`;
  const rule: RouteRule = isAreaRoute(pattern)
    ? areaRouteAccess[pattern].rule
    : { kind: route.split('/')[0] === noaRoutePrefix ? 'noa' : 'staff' };
  return ruleAdmits(rule, { companyType: CompanyType.Triumph, roleIds, settings: {}, payorDetails: null });
}

const adminDashboardRoles = [Role.Underwriting, Role.FraudManager, Role.Csr, Role.TbcCsr, Role.IbexCsr] as const;

/**
 * Where the admin side navigation's "Admin" item leads (seeds 001 §2): the admin dashboard for
 * Underwriting, FraudManager or CSR roles (Csr, TbcCsr, IbexCsr), otherwise the core admin site.
 */
export function adminNavTarget(roleIds: RoleIds): 'adminDashboard' | 'coreAdminSite' {
  return hasAnyRole(roleIds, adminDashboardRoles) ? 'adminDashboard' : 'coreAdminSite';
}
