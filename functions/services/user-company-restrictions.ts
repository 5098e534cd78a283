import type { PayeeRestrictions } from '#shared/schemas/users.ts';
import { getCompany } from '../repositories/companies.ts';
import { writeCompanyFields } from '../repositories/memberships.ts';
import { type Actor, assertCanManage, UserManagementError } from './user-management.ts';

/** Profile → Restrictions of the signed-in payee (seeds 000 §2.5, §6). */
export async function getPayeeRestrictions(companyId: number): Promise<PayeeRestrictions> {
  const company = await getCompany(companyId);
  if (!company) throw new UserManagementError('not_found', 'errors.notFound');
  return { isPaperworkViewAllowed: company.isPaperworkViewAllowed ?? true };
}

/**
 * Sets 'Allowed to view paperwork' on the company and on its members' copies of it (so a
 * paperwork check can read it from the session's membership); user admins only. Off is what will
 * put the carrier on the paperwork deny list (shared/permissions/paperwork.ts).
 */
export async function setPayeeRestrictions(actor: Actor, restrictions: PayeeRestrictions): Promise<PayeeRestrictions> {
  assertCanManage(actor);
  await writeCompanyFields(actor.companyId, { isPaperworkViewAllowed: restrictions.isPaperworkViewAllowed });
  return restrictions;
}
