import { CompanyType } from '../enums/company-type.ts';
import { Role } from '../enums/role.ts';
import { hasAnyRole, type RoleIds } from './roles.ts';

const payeeLevelRoles = [Role.PayeeAdmin, Role.PayeeBilling] as const;
const quickPayableRoles = [Role.PayeeAdmin, Role.UserAdmin, Role.PayeeBilling] as const;

/** Payee admin or billing roles get the payee-level features (seeds 000 §6). */
export function hasPayeeLevelFeatures(roleIds: RoleIds): boolean {
  return hasAnyRole(roleIds, payeeLevelRoles);
}

/** A driver without payee admin or billing roles sees the driver-only experience (seeds 000 §6). */
export function isDriverOnly(roleIds: RoleIds): boolean {
  return roleIds.includes(Role.PayeeDriver) && !hasPayeeLevelFeatures(roleIds);
}

/** Promotional campaigns show only to payee users with PayeeAdmin or PayeeBilling (seeds 000 §6). */
export function seesPromotionalCampaigns(companyType: CompanyType, roleIds: RoleIds): boolean {
  return companyType === CompanyType.Payee && hasPayeeLevelFeatures(roleIds);
}

/** The quick-payable invoices query runs only for PayeeAdmin, UserAdmin or PayeeBilling (seeds 000 §6). */
export function quickPayableQueryAllowed(roleIds: RoleIds): boolean {
  return hasAnyRole(roleIds, quickPayableRoles);
}
