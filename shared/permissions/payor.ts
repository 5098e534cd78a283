import { Role } from '../enums/role.ts';
import { hasAnyRole, type RoleIds } from './roles.ts';

const highwayHiddenRoles = [Role.Csr, Role.SeniorClientServiceAgent] as const;

/** Submitting and reviewing invoices: PayorSubmission, or the payor's UserAdmin. */
export const payorInvoiceRoles = [Role.PayorSubmission, Role.UserAdmin] as const;

/** The highway subscriber feature is hidden for Csr and SeniorClientServiceAgent (seeds 001 §2). */
export function highwaySubscriberFeatureVisible(roleIds: RoleIds): boolean {
  return !hasAnyRole(roleIds, highwayHiddenRoles);
}
