import { CompanyType } from '../enums/company-type.ts';
import { Role } from '../enums/role.ts';
import { hasAnyRole, isInternalCompany, type RoleIds } from './roles.ts';

/** Staff who manage users. */
export const internalUserManagerRoles = [Role.AccountExecutive, Role.IntegrationManager, Role.OpsManager] as const;
const internalSecondaryUserRoles = [Role.OpsManager, Role.AccountExecutive, Role.Csr, Role.IbexCsr] as const;
/** A company's user administrators (payee, payor and factor companies). */
export const companyUserAdminRoles = [Role.PayeeAdmin, Role.UserAdmin] as const;

/**
 * The user-management permission (seeds 000 §6, 001 §6): internal staff need AccountExecutive,
 * IntegrationManager or OpsManager; everyone else needs PayeeAdmin or UserAdmin.
 */
export function canManageUsers(companyType: CompanyType, roleIds: RoleIds): boolean {
  return hasAnyRole(roleIds, isInternalCompany(companyType) ? internalUserManagerRoles : companyUserAdminRoles);
}

/**
 * The seeds' second user permission (seeds 000 §6, 001 §6; what it guards is not shown): internal
 * staff need OpsManager, AccountExecutive, Csr or IbexCsr; everyone else PayeeAdmin or UserAdmin.
 */
export function hasSecondaryUserPermission(companyType: CompanyType, roleIds: RoleIds): boolean {
  return hasAnyRole(roleIds, isInternalCompany(companyType) ? internalSecondaryUserRoles : companyUserAdminRoles);
}

/** Company types whose areas have users/new and users/{id}/edit routes (seeds 000 §2.5, 001 §2). */
const companiesWithUserRoutes: readonly CompanyType[] = [CompanyType.Payee, CompanyType.Payor, CompanyType.Factor];

/** Whether the users/new and users/{id}/edit routes open for this user (seeds 001 §2 and §6). */
export function canOpenUserManagementRoutes(companyType: CompanyType, roleIds: RoleIds): boolean {
  return companiesWithUserRoutes.includes(companyType) && canManageUsers(companyType, roleIds);
}
