import { CompanyType } from '../enums/company-type.ts';
import type { Role } from '../enums/role.ts';

/** Role ids of the current company membership (the session's `authRoles`). */
export type RoleIds = readonly number[];

/** True when the user holds at least one of `roles`. */
export function hasAnyRole(roleIds: RoleIds, roles: readonly Role[]): boolean {
  return roles.some((role) => roleIds.includes(role));
}

/** Internal staff belong to the Triumph company (seeds 000 §3). */
export function isInternalCompany(companyType: CompanyType): boolean {
  return companyType === CompanyType.Triumph;
}

/**
 * Which area's view a user gets (seeds 000 §6, 001 §6): helper checks decide factor or payor;
 * everyone else is treated as a payee.
 */
export function userKind(companyType: CompanyType): 'factor' | 'payor' | 'payee' {
  if (companyType === CompanyType.Factor) return 'factor';
  if (companyType === CompanyType.Payor) return 'payor';
  return 'payee';
}
