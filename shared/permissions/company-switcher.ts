import { Role } from '../enums/role.ts';
import { hasAnyRole, type RoleIds } from './roles.ts';

const searchAllRoles = [Role.AppManager, Role.TriumphInternal] as const;

/**
 * How the company switcher works (seeds 000 §6): AppManager or TriumphInternal search all
 * companies by name; everyone else picks from their available companies.
 */
export function companySwitcherMode(roleIds: RoleIds): 'searchAll' | 'availableCompanies' {
  return hasAnyRole(roleIds, searchAllRoles) ? 'searchAll' : 'availableCompanies';
}

/** The switcher shows each company's type name when the available companies span more than one type. */
export function switcherShowsCompanyTypes(companies: readonly { type: { id: number } }[]): boolean {
  return new Set(companies.map((company) => company.type.id)).size > 1;
}
