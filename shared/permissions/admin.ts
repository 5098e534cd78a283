import { adminRouteRoles, noaRoutePrefix, type RoleGatedAdminRoute } from '../constants/admin-route-roles.ts';
import { CompanyType } from '../enums/company-type.ts';
import { Role } from '../enums/role.ts';
import { hasAnyRole, type RoleIds } from './roles.ts';

/** The outsourced notice-of-assignment roles (seeds 001 §2). */
export const ibexRoles = [Role.IbexCsr, Role.NoaAuditIbex, Role.NoaIBEX, Role.NoaManagerIBEX] as const;

/**
 * Staff holding an IBEX role without internal status see only the NOA routes (seeds 001 §2 and
 * §6). "Internal status" is read as holding the TriumphInternal role.
 */
export function isIbexOnly(roleIds: RoleIds): boolean {
  return hasAnyRole(roleIds, ibexRoles) && !roleIds.includes(Role.TriumphInternal);
}

/** External-vendor companies and IBEX-only staff get the separate vendor experience (seeds 000 §6, 001 §6). */
export function hasVendorExperience(companyType: CompanyType, roleIds: RoleIds): boolean {
  return companyType === CompanyType.ExternalVendor || isIbexOnly(roleIds);
}

function isRoleGatedAdminRoute(route: string): route is RoleGatedAdminRoute {
  return Object.hasOwn(adminRouteRoles, route);
}

/**
 * Whether a staff member who passed the general staff check may open an admin route, given as its
 * pattern relative to /admin (`bank-account-reviews/:id`). IBEX-only staff may open NOA routes
 * only; role-gated routes need one of their roles (seeds 001 §6).
 */
export function canOpenAdminRoute(route: string, roleIds: RoleIds): boolean {
  if (isIbexOnly(roleIds) && route.split('/')[0] !== noaRoutePrefix) return false;
  return isRoleGatedAdminRoute(route) ? hasAnyRole(roleIds, adminRouteRoles[route]) : true;
}

const adminDashboardRoles = [Role.Underwriting, Role.FraudManager, Role.Csr, Role.TbcCsr, Role.IbexCsr] as const;

/**
 * Where the admin side navigation's "Admin" item leads (seeds 001 §2): the admin dashboard for
 * Underwriting, FraudManager or CSR roles (Csr, TbcCsr, IbexCsr), otherwise the core admin site.
 */
export function adminNavTarget(roleIds: RoleIds): 'adminDashboard' | 'coreAdminSite' {
  return hasAnyRole(roleIds, adminDashboardRoles) ? 'adminDashboard' : 'coreAdminSite';
}
