import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CompanyType } from '#shared/enums/company-type.ts';
import { type Role, roleName } from '#shared/enums/role.ts';
import type { Translate } from '#shared/i18n/issue-message.ts';
import { canManageUsers } from '#shared/permissions/users.ts';
import {
  assignableRoles,
  type CompanyInvitation,
  type CompanyUser,
  type createUserRequestSchema,
  type updateUserRequestSchema,
} from '#shared/schemas/users.ts';
import { toE164 } from '#shared/validation/phone.ts';
import { temporaryPassword } from '../domain/temporary-password.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import { getCompany } from '../repositories/companies.ts';
import { nextId } from '../repositories/counters.ts';
import {
  type InvitationRecord,
  listPendingCompanyInvitations,
  putPendingInvitation,
  resolveInvitation,
} from '../repositories/invitations.ts';
import { listCompanyMemberships, type MembershipRecord, removeMembership } from '../repositories/memberships.ts';
import {
  createUserIfAbsent,
  deleteUserSessions,
  findUserIdByEmail,
  getUser,
  getUsers,
  saveUserEdit,
  type UserEdit,
  type UserRecord,
  unlinkCognitoSub,
  userVersion,
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
import { endEverySession } from './sessions.ts';

/** Who is acting: the signed-in user in the session's company, and every company they belong to. */
export type Actor = {
  userId: number;
  companyId: number;
  companyType: CompanyType;
  roleIds: readonly number[];
  memberships: readonly Pick<MembershipRecord, 'companyId' | 'roleIds' | 'company'>[];
};

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
const forbidden = (messageKey = 'errors.forbidden') => new UserManagementError('forbidden', messageKey);
const invalid = (field: string, key: string) =>
  new UserManagementError('invalid', 'errors.validationFailed', { [field]: key });

/** The user-management permission (seeds 000 §6), enforced on every call that needs it. */
export function assertCanManage(actor: Actor): void {
  if (!canManageUsers(actor.companyType, actor.roleIds)) throw forbidden();
}

/**
 * Whether the user's name and phone are the actor's company's to change: the user belongs to no
 * other company. Otherwise they are the user's own (another company must not rename its users).
 */
function detailsBelongToCompany(user: UserRecord, actor: Actor): boolean {
  return user.memberships.every((m) => m.companyId === actor.companyId);
}

/**
 * Whether the actor administers every company the user belongs to: only then may they replace the
 * user's password or reset their MFA, which act on the user's whole account.
 */
function administersEveryCompanyOf(user: UserRecord, actor: Actor): boolean {
  return user.memberships.every((target) =>
    actor.memberships.some(
      (own) => own.companyId === target.companyId && canManageUsers(own.company.type, own.roleIds),
    ),
  );
}

function companyUserOf(user: UserRecord, membership: Pick<MembershipRecord, 'roleIds'>, actor: Actor): CompanyUser {
  const isCurrentUser = user.id === actor.userId;
  const isManager = canManageUsers(actor.companyType, actor.roleIds);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    roles: membership.roleIds.map((id) => ({ id, name: roleName(id) })),
    isCurrentUser,
    canEditDetails: isCurrentUser || (isManager && detailsBelongToCompany(user, actor)),
    canResetCredentials: isManager && administersEveryCompanyOf(user, actor),
    createdAt: user.createdAt,
    version: userVersion(user),
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

function invitationView(invitation: InvitationRecord): CompanyInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    roles: invitation.roleIds.map((id) => ({ id, name: roleName(id) })),
    state: 'Invited',
    invitedAt: invitation.invitedAt,
  };
}

/**
 * Adds a user to the company (seeds 000 §6, §8) by invitation: nobody joins a company until they
 * accept it signed in as themselves, so a company's admin cannot take over another company's
 * user. A new address gets a portal account, a pool user with a temporary password and an email
 * with it, and its first sign-in accepts; an address that has an account gets an email asking
 * them to sign in and answer. The answer is the same either way (the admin sees the address they
 * typed and 'Invited'), so the form tells nobody whether an address has an account. Someone
 * already in the company, or already invited, is refused, so a repeated request adds nothing.
 */
export async function inviteCompanyUser(
  actor: Actor,
  input: z.output<typeof createUserRequestSchema>,
  t: Translate,
  now = new Date(),
): Promise<CompanyInvitation> {
  assertCanManage(actor);
  const roleIds = checkRoles(actor, input.roleIds);
  const company = await getCompany(actor.companyId);
  if (!company) throw notFound();
  const email = input.email.toLowerCase();

  let existing = await userByEmail(email);
  if (existing?.memberships.some((m) => m.companyId === actor.companyId)) {
    throw invalid('email', 'profile.validation.alreadyMember');
  }
  const newAccount = existing ? null : await newAccountFor(email, input, company.id, now);
  // An account made for the address a moment ago by someone else answers like any account.
  if (!existing && !newAccount) existing = await userByEmail(email);
  const invitation: InvitationRecord = {
    id: randomUUID(),
    companyId: company.id,
    company: { id: company.id, name: company.name, type: company.type },
    email,
    roleIds,
    invitedByUserId: actor.userId,
    invitedAt: now.toISOString(),
    state: 'pending',
    createdAccount: newAccount !== null,
    resolvedAt: null,
  };
  if (!(await putPendingInvitation(invitation))) throw invalid('email', 'profile.validation.alreadyInvited');
  if (newAccount) {
    const password = temporaryPassword();
    await createCognitoUser(email, newAccount.name, password);
    await sendMessage({
      channel: 'email',
      to: email,
      subject: t('profile.emails.welcome.subject'),
      body: t('profile.emails.welcome.body', { name: newAccount.name, company: company.name, password }),
    });
  } else {
    await sendMessage({
      channel: 'email',
      to: email,
      subject: t('profile.emails.invitation.subject', { company: company.name }),
      body: t('profile.emails.invitation.body', { company: company.name }),
    });
  }
  return invitationView(invitation);
}

/**
 * A portal account for an address that has none, in no company yet (its invitation's acceptance
 * adds the membership); null when the address got one meanwhile.
 */
async function newAccountFor(
  email: string,
  input: z.output<typeof createUserRequestSchema>,
  companyId: number,
  now: Date,
): Promise<UserRecord | null> {
  const id = await nextId('user');
  const user: UserRecord = {
    id,
    guid: randomUUID(),
    email,
    name: input.name,
    phoneNumber: phoneOf(input.phoneNumber),
    cognitoSub: null,
    defaultCompanyId: companyId,
    language: null,
    memberships: [],
    createdAt: now.toISOString(),
  };
  return (await createUserIfAbsent(user)) ? user : null;
}

async function userByEmail(email: string): Promise<UserRecord | null> {
  const userId = await findUserIdByEmail(email);
  return userId === null ? null : getUser(userId);
}

/** The company's invitations still waiting for an answer. */
export async function listCompanyInvitations(actor: Actor): Promise<CompanyInvitation[]> {
  assertCanManage(actor);
  return (await listPendingCompanyInvitations(actor.companyId)).map(invitationView);
}

/** Withdraws one of the company's pending invitations; another company's, or an answered one, is 404. */
export async function cancelCompanyInvitation(actor: Actor, invitationId: string, now = new Date()): Promise<void> {
  assertCanManage(actor);
  const invitation = (await listPendingCompanyInvitations(actor.companyId)).find((i) => i.id === invitationId);
  if (!invitation || !(await resolveInvitation(invitation, 'cancelled', now.toISOString()))) throw notFound();
}

/**
 * Edits a user of the company. Everyone may change their own name and contact phone; roles, and
 * anyone else, need the user-management permission. An admin cannot take away their own right to
 * manage users (the company would risk having no admin). The contact phone is not the MFA phone:
 * that one lives in Cognito and changes only through MFA enrolment. The edit is made on the
 * version of the user the editor saw (`expected`, from If-Match): when the user changed
 * since (someone else's edit, a new membership, an MFA phone), 409 and nothing is written; details
 * and roles are written together, in one conditional write, so neither half can land alone.
 */
export async function updateCompanyUser(
  actor: Actor,
  userId: number,
  input: z.output<typeof updateUserRequestSchema>,
  expected: ExpectedVersion,
): Promise<CompanyUser> {
  const isSelf = userId === actor.userId;
  if (!isSelf || input.roleIds !== undefined) assertCanManage(actor);
  const member = await companyMember(actor, userId);
  const membership = member?.user.memberships[member.index];
  if (!member || !membership) throw notFound();

  const edit: UserEdit = {};
  let roleIds = membership.roleIds;
  if (input.roleIds !== undefined) {
    const wanted = checkRoles(actor, input.roleIds);
    if (isSelf && !canManageUsers(actor.companyType, wanted))
      throw invalid('roleIds', 'profile.validation.keepOwnAdmin');
    if (!sameRoles(wanted, membership.roleIds)) {
      edit.roles = { companyId: actor.companyId, index: member.index, roleIds: wanted };
      roleIds = wanted;
    }
  }
  const phoneNumber = phoneOf(input.phoneNumber);
  const renaming = input.name !== member.user.name;
  if (renaming || phoneNumber !== member.user.phoneNumber) {
    if (!isSelf && !detailsBelongToCompany(member.user, actor)) throw forbidden('profile.errors.detailsOwnedByUser');
    edit.details = { name: input.name, phoneNumber };
  }
  // Who may and what may be asked are judged first (403, 400); then the version the editor saw.
  const expectedVersion = expected();
  if (userVersion(member.user) !== expectedVersion) throw concurrentChange();
  if (!edit.roles && !edit.details) return companyUserOf(member.user, membership, actor);
  if (!(await saveUserEdit(userId, edit, expectedVersion))) {
    // Gone from the company meanwhile: 404 as for any other id; otherwise someone changed the user first.
    if (!(await companyMember(actor, userId))) throw notFound();
    throw concurrentChange();
  }
  if (renaming) {
    await updateCognitoName(member.user.email, input.name).catch((error: unknown) => {
      if (!isUserNotFound(error)) throw error;
    });
  }
  const saved = { ...member.user, name: input.name, phoneNumber, version: expectedVersion + 1 };
  return companyUserOf(saved, { roleIds }, actor);
}

const concurrentChange = () => new UserManagementError('conflict', 'errors.concurrentChange');

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
  if (!administersEveryCompanyOf(member.user, actor)) throw forbidden('profile.errors.credentialsOwnedElsewhere');
  const password = temporaryPassword();
  await setTemporaryPassword(member.user.email, password).catch(async (error: unknown) => {
    if (!isUserNotFound(error)) throw error;
    await createCognitoUser(member.user.email, member.user.name, password);
  });
  await endEverySession(member.user);
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
  if (!administersEveryCompanyOf(member.user, actor)) throw forbidden('profile.errors.credentialsOwnedElsewhere');
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
