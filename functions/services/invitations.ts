import { companyTypeName } from '#shared/enums/company-type.ts';
import { roleName } from '#shared/enums/role.ts';
import type { MyInvitation } from '#shared/schemas/users.ts';
import { getCompany } from '../repositories/companies.ts';
import {
  acceptInvitation,
  type InvitationRecord,
  listPendingInvitationsFor,
  resolveInvitation,
} from '../repositories/invitations.ts';
import { getUser, type UserRecord } from '../repositories/users.ts';

/**
 * The invitee's side of invitations (the inviting side is user-management.ts): the user signed in
 * as themselves sees the companies that invited them and accepts or declines. Only acceptance
 * makes them a member, with the roles the inviting admin chose.
 */

/** Refusals the route turns into HTTP answers: no such pending invitation, or the user changed meanwhile. */
export class InvitationRefused extends Error {
  constructor(readonly reason: 'not_found' | 'conflict') {
    super(reason);
  }
}

function myInvitationView(invitation: InvitationRecord): MyInvitation {
  return {
    id: invitation.id,
    company: {
      name: invitation.company.name,
      type: { id: invitation.company.type, name: companyTypeName(invitation.company.type) },
    },
    roles: invitation.roleIds.map((id) => ({ id, name: roleName(id) })),
    invitedAt: invitation.invitedAt,
  };
}

/** Invitations waiting for the user's answer (none from a company they already belong to). */
export async function listMyInvitations(user: UserRecord): Promise<MyInvitation[]> {
  return (await pendingFor(user)).map(myInvitationView);
}

async function pendingFor(user: UserRecord): Promise<InvitationRecord[]> {
  const invitations = await listPendingInvitationsFor(user.email);
  return invitations.filter((invitation) => !user.memberships.some((m) => m.companyId === invitation.companyId));
}

/** Rounds of read and conditional write when the user's memberships change meanwhile. */
const acceptAttempts = 3;

/** Makes the user a member of the inviting company; the user as they are afterwards. */
async function join(user: UserRecord, invitation: InvitationRecord, now: Date): Promise<UserRecord> {
  const company = await getCompany(invitation.companyId);
  if (!company) throw new InvitationRefused('not_found');
  let current = user;
  for (let attempt = 0; attempt < acceptAttempts; attempt++) {
    const membership = { userId: current.id, companyId: company.id, roleIds: invitation.roleIds, company };
    if (await acceptInvitation(invitation, membership, current.memberships.length, now.toISOString())) {
      return { ...current, memberships: [...current.memberships, membership] };
    }
    const fresh = await getUser(current.id);
    const stillPending = fresh ? (await pendingFor(fresh)).some((i) => i.id === invitation.id) : false;
    if (!fresh || !stillPending) throw new InvitationRefused('not_found');
    current = fresh;
  }
  throw new InvitationRefused('conflict');
}

async function pendingInvitation(user: UserRecord, invitationId: string): Promise<InvitationRecord> {
  const invitation = (await pendingFor(user)).find((candidate) => candidate.id === invitationId);
  if (!invitation) throw new InvitationRefused('not_found');
  return invitation;
}

/** Accepts one of the user's pending invitations; the user with the new membership. */
export async function acceptMyInvitation(
  user: UserRecord,
  invitationId: string,
  now = new Date(),
): Promise<UserRecord> {
  return join(user, await pendingInvitation(user, invitationId), now);
}

/** Declines one of the user's pending invitations; the company's admins see it no more. */
export async function declineMyInvitation(user: UserRecord, invitationId: string, now = new Date()): Promise<void> {
  const invitation = await pendingInvitation(user, invitationId);
  if (!(await resolveInvitation(invitation, 'declined', now.toISOString()))) throw new InvitationRefused('not_found');
}

/**
 * At sign-in: an account that an invitation created (a new address) accepts that invitation by
 * signing in for the first time with the emailed temporary password, since it exists for nothing
 * else. Accounts that existed before are never made members without their own answer.
 */
export async function joinCompaniesThatCreatedAccount(user: UserRecord, now = new Date()): Promise<UserRecord> {
  // Such an account is in no company until then; any other account needs no read here.
  if (user.memberships.length > 0) return user;
  let current = user;
  for (const invitation of await pendingFor(user)) {
    if (!invitation.createdAccount) continue;
    current = await join(current, invitation, now).catch((error: unknown) => {
      if (error instanceof InvitationRefused) return current;
      throw error;
    });
  }
  return current;
}
