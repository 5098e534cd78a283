import type { PayeeRestrictions, PayeeRestrictionsView } from '#shared/schemas/users.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import { companyVersion, getCompany } from '../repositories/companies.ts';
import { writeCompanyFields } from '../repositories/memberships.ts';
import { type Actor, assertCanManage, UserManagementError } from './user-management.ts';

/** Profile → Restrictions of the signed-in payee (seeds 000 §2.5, §6), with the company's version. */
export async function getPayeeRestrictions(companyId: number): Promise<PayeeRestrictionsView> {
  const company = await getCompany(companyId, { consistent: true });
  if (!company) throw new UserManagementError('not_found', 'errors.notFound');
  return { isPaperworkViewAllowed: company.isPaperworkViewAllowed ?? true, version: companyVersion(company) };
}

/**
 * Sets 'Allowed to view paperwork' on the company and on its members' copies of it (so a
 * paperwork check can read it from the session's membership); user admins only. Off is what will
 * put the carrier on the paperwork deny list (shared/permissions/paperwork.ts). Only on the
 * company's version the admin saw (`expectedVersion`, from If-Match): when the company changed
 * since, 409 and nothing is written, so two admins switching it at once cannot undo each other
 * unseen. Asking for what is already set, on the current version, writes nothing.
 */
export async function setPayeeRestrictions(
  actor: Actor,
  restrictions: PayeeRestrictions,
  expected: ExpectedVersion,
): Promise<PayeeRestrictionsView> {
  assertCanManage(actor);
  const current = await getPayeeRestrictions(actor.companyId);
  const expectedVersion = expected();
  if (current.version !== expectedVersion) throw conflict();
  if (current.isPaperworkViewAllowed === restrictions.isPaperworkViewAllowed) return current;
  const fields = { isPaperworkViewAllowed: restrictions.isPaperworkViewAllowed };
  if (!(await writeCompanyFields(actor.companyId, fields, { expectedVersion }))) throw conflict();
  return { ...restrictions, version: expectedVersion + 1 };
}

const conflict = () => new UserManagementError('conflict', 'errors.concurrentChange');
