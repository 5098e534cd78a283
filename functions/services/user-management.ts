import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CompanyType } from '#shared/enums/company-type.ts';
import { type Role, roleName } from '#shared/enums/role.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import { canManageUsers } from '#shared/permissions/users.ts';
import {
  assignableRoles,
  type CompanyUser,
  type createUserRequestSchema,
  type updateUserRequestSchema,
} from '#shared/schemas/users.ts';
import { toE164 } from '#shared/validation/phone.ts';
import { temporaryPassword } from '../domain/temporary-password.ts';
import { getCompany } from '../repositories/companies.ts';
import { nextId } from '../repositories/counters.ts';
import {
  addMembership,
  listCompanyMemberships,
  MembershipConflict,
  type MembershipRecord,
  removeMembership,
  updateMembershipRoles,
} from '../repositories/memberships.ts';
import {
  createUserIfAbsent,
  deleteUserSessions,
  findUserIdByEmail,
  getUser,
  getUsers,
  type UserRecord,
  unlinkCognitoSub,
  updateUserDetails,
} from '../repositories/users.ts';
import {
  createCognitoUser,
  deleteCognitoUser,
  isUserNotFound,
  setCognitoUserEnabled,
  setTemporaryPassword,
  updateCognitoName,
} from './cognito-users.ts';
import { sendMessage } from './messages.ts';

/** Who is acting: the signed-in user in the session's company. */
export type Actor = { userId: number; companyId: number; companyType: CompanyType; roleIds: readonly number[] };

/** A refusal the route turns into an HTTP answer. Field errors are message keys by field. */
export class UserManagementError extends Error {
  constructor(
    readonly kind: 'not_found' | 'forbidden' | 'invalid' | 'conflict',
    readonly messageKey: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(messageKey);
  }
}

const notFound = () => new UserManagementError('not_found', 'errors.notFound');
const forbidden = () => new UserManagementError('forbidden', 'errors.forbidden');
const invalid = (field: string, key: string) =>
  new UserManagementError('invalid', 'errors.validationFailed', { [field]: key });

/** The user-management permission (seeds 000 §6), enforced on every call that needs it. */
export function assertCanManage(actor: Actor): void {
  if (!canManageUsers(actor.companyType, actor.roleIds)) throw forbidden();
}

function companyUserOf(user: UserRecord, membership: Pick<MembershipRecord, 'roleIds'>, actor: Actor): CompanyUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    roles: membership.roleIds.map((id) => ({ id, name: roleName(id) })),
    isCurrentUser: user.id === actor.userId,
    createdAt: user.createdAt,
  };
}

/** The company's users, by name (the company member items, then one batch read of profiles). */
export async function listCompanyUsers(actor: Actor): Promise<CompanyUser[]> {
  assertCanManage(actor);
  const members = await listCompanyMemberships(actor.companyId);
  const roles = new Map(members.map((member) => [member.userId, member.roleIds]));
  const users = await getUsers(members.map((member) => member.userId));
  return users
    .map((user) => companyUserOf(user, { roleIds: roles.get(user.id) ?? [] }, actor))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** A user of the actor's company with that membership's index in their profile; null otherwise. */
async function companyMember(actor: Actor, userId: number): Promise<{ user: UserRecord; index: number } | null> {
  const user = await getUser(userId);
  const index = user ? user.memberships.findIndex((m) => m.companyId === actor.companyId) : -1;
  return user && index >= 0 ? { user, index } : null;
}

/** One user of the company: themselves, or anyone for a user admin; others' ids are 404. */
export async function getCompanyUser(actor: Actor, userId: number): Promise<CompanyUser> {
  if (userId !== actor.userId) assertCanManage(actor);
  const member = await companyMember(actor, userId);
  const membership = member?.user.memberships[member.index];
  if (!member || !membership) throw notFound();
  return companyUserOf(member.user, membership, actor);
}

export function rolesFor(companyType: CompanyType): { id: Role; name: string }[] {
  return assignableRoles[companyType].map((id) => ({ id, name: roleName(id) }));
}

function checkRoles(actor: Actor, roleIds: readonly number[]): Role[] {
  const allowed = new Set<number>(assignableRoles[actor.companyType]);
  if (roleIds.some((id) => !allowed.has(id))) throw invalid('roleIds', 'profile.validation.roleUnavailable');
  return [...new Set(roleIds)] as Role[];
}

const phoneOf = (value: string) => (value === '' ? null : toE164(value));

/**
 * Adds a user to the company (seeds 000 §6, §8). A new email gets a portal user, a Cognito user
 * with a temporary password (AdminCreateUser) and an email with that password; an email that
 * already has a portal user joins the company with the roles given. Adding someone already in the
 * company is refused, so a repeated request adds nothing.
 */
export async function createCompanyUser(
  actor: Actor,
  input: z.output<typeof createUserRequestSchema>,
  t: Translate,
  now = new Date(),
): Promise<{ user: CompanyUser; invited: boolean }> {
  assertCanManage(actor);
  const roleIds = checkRoles(actor, input.roleIds);
  const company = await getCompany(actor.companyId);
  if (!company) throw notFound();
  const email = input.email.toLowerCase();

  const existingId = await findUserIdByEmail(email);
  const existing = existingId === null ? null : await getUser(existingId);
  if (existing) {
    if (existing.memberships.some((m) => m.companyId === actor.companyId)) {
      throw invalid('email', 'profile.validation.alreadyMember');
    }
    const membership: MembershipRecord = { userId: existing.id, companyId: company.id, roleIds, company };
    try {
      await addMembership(membership, existing.memberships.length);
    } catch (error) {
      // Someone added them (or changed their memberships) meanwhile; the admin can look again.
      if (error instanceof MembershipConflict) throw invalid('email', 'profile.validation.alreadyMember');
      throw error;
    }
    // A user removed from all their companies was disabled at the pool; joining one enables them.
    await setCognitoUserEnabled(existing.email, true).catch((error: unknown) => {
      if (!isUserNotFound(error)) throw error;
    });
    return { user: companyUserOf(existing, membership, actor), invited: false };
  }

  const id = await nextId('user');
  const user: UserRecord = {
    id,
    guid: randomUUID(),
    email,
    name: input.name,
    phoneNumber: phoneOf(input.phoneNumber),
    cognitoSub: null,
    defaultCompanyId: company.id,
    language: null,
    memberships: [{ userId: id, companyId: company.id, roleIds, company }],
    createdAt: now.toISOString(),
  };
  if (!(await createUserIfAbsent(user))) throw invalid('email', 'profile.validation.alreadyMember');
  const password = temporaryPassword();
  await createCognitoUser(email, user.name, password);
  await sendMessage({
    channel: 'email',
    to: email,
    subject: t('profile.emails.welcome.subject'),
    body: t('profile.emails.welcome.body', { name: user.name, company: company.name, password }),
  });
  return { user: companyUserOf(user, { roleIds }, actor), invited: true };
}

/**
 * Edits a user of the company. Everyone may change their own name and contact phone; roles, and
 * anyone else, need the user-management permission. An admin cannot take away their own right to
 * manage users (the company would risk having no admin). The contact phone is not the MFA phone:
 * that one lives in Cognito and changes only through MFA enrolment.
 */
export async function updateCompanyUser(
  actor: Actor,
  userId: number,
  input: z.output<typeof updateUserRequestSchema>,
): Promise<CompanyUser> {
  const isSelf = userId === actor.userId;
  if (!isSelf || input.roleIds !== undefined) assertCanManage(actor);
  const member = await companyMember(actor, userId);
  const membership = member?.user.memberships[member.index];
  if (!member || !membership) throw notFound();

  let roleIds = membership.roleIds;
  if (input.roleIds !== undefined) {
    const wanted = checkRoles(actor, input.roleIds);
    if (isSelf && !canManageUsers(actor.companyType, wanted))
      throw invalid('roleIds', 'profile.validation.keepOwnAdmin');
    if (!sameRoles(wanted, membership.roleIds)) {
      await updateMembershipRoles(userId, actor.companyId, member.index, wanted);
      roleIds = wanted;
    }
  }
  const phoneNumber = phoneOf(input.phoneNumber);
  if (input.name !== member.user.name || phoneNumber !== member.user.phoneNumber) {
    await updateUserDetails(userId, { name: input.name, phoneNumber });
    if (input.name !== member.user.name) {
      await updateCognitoName(member.user.email, input.name).catch((error: unknown) => {
        if (!isUserNotFound(error)) throw error;
      });
    }
  }
  return companyUserOf({ ...member.user, name: input.name, phoneNumber }, { roleIds }, actor);
}

function sameRoles(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * Removes a user from the company (not from the portal: they keep their other companies). A user
 * left with no company can no longer sign in: their pool user is disabled and their sessions end.
 * Nobody removes themselves here.
 */
export async function removeCompanyUser(actor: Actor, userId: number): Promise<void> {
  assertCanManage(actor);
  if (userId === actor.userId) throw new UserManagementError('conflict', 'profile.errors.cannotRemoveSelf');
  const member = await companyMember(actor, userId);
  if (!member) throw notFound();
  const remaining = member.user.memberships.filter((m) => m.companyId !== actor.companyId);
  const nextDefault =
    member.user.defaultCompanyId === actor.companyId
      ? (remaining[0]?.companyId ?? actor.companyId)
      : member.user.defaultCompanyId;
  await removeMembership(userId, actor.companyId, member.index, nextDefault);
  if (remaining.length === 0) {
    await setCognitoUserEnabled(member.user.email, false).catch((error: unknown) => {
      if (!isUserNotFound(error)) throw error;
    });
    await deleteUserSessions(userId);
  }
}

/**
 * 'Send temporary password' (seeds 000 §7 send_login_request): AdminSetUserPassword with
 * Permanent=false, then the password by email (seeds 000 §9: within 5 minutes). A portal user
 * without a pool user (its creation failed half-way) gets one now.
 */
export async function sendTemporaryPassword(actor: Actor, userId: number, t: Translate): Promise<void> {
  assertCanManage(actor);
  const member = await companyMember(actor, userId);
  if (!member) throw notFound();
  const password = temporaryPassword();
  await setTemporaryPassword(member.user.email, password).catch(async (error: unknown) => {
    if (!isUserNotFound(error)) throw error;
    await createCognitoUser(member.user.email, member.user.name, password);
  });
  await sendMessage({
    channel: 'email',
    to: member.user.email,
    subject: t('emails.temporaryPassword.subject'),
    body: t('emails.temporaryPassword.body', { password }),
  });
}

/**
 * Resets a user's MFA so that they must enrol again at their next sign-in (the missing-details
 * MFA step). Cognito's AdminSetUserMFAPreference would switch SMS MFA off, but the local emulator
 * has no such call, and removing only the phone attribute leaves an MFA setting the pool can no
 * longer satisfy (sign-in fails in the emulator). What works the same in both is replacing the
 * pool user: delete it (its MFA settings, phone and refresh tokens go with it) and create it again
 * with a temporary password that is emailed. The next sign-in then asks for a new password and,
 * finding no MFA, sends the user through enrolment; the portal forgets the old Cognito identity so
 * the new one links, and the user's sessions end. Users cannot reset their own MFA here.
 */
export async function resetUserMfa(actor: Actor, userId: number, t: Translate): Promise<void> {
  assertCanManage(actor);
  if (userId === actor.userId) throw new UserManagementError('conflict', 'profile.errors.cannotResetOwnMfa');
  const member = await companyMember(actor, userId);
  if (!member) throw notFound();
  const { user } = member;
  const password = temporaryPassword();
  await deleteCognitoUser(user.email);
  await createCognitoUser(user.email, user.name, password);
  await unlinkCognitoSub(user.id);
  await deleteUserSessions(user.id);
  await sendMessage({
    channel: 'email',
    to: user.email,
    subject: t('profile.emails.mfaReset.subject'),
    body: t('profile.emails.mfaReset.body', { name: user.name, password }),
  });
}
