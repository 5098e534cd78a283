import { decodeJwt } from 'jose';
import { CompanyType } from '#shared/enums/company-type.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { currentUserView } from '../domain/current-user.ts';
import { secondsRemaining, sessionExpiry } from '../domain/session-policy.ts';
import type { AuthContext } from '../lib/http/require-session.ts';
import { hashSecret, newSecret, type SessionCookie } from '../lib/http/session-cookie.ts';
import type { MembershipRecord } from '../repositories/memberships.ts';
import { deleteSession, putSession, type SessionRecord, updateSession } from '../repositories/sessions.ts';
import { epochSeconds } from '../repositories/table.ts';
import {
  deleteUserSessions,
  findUserIdByEmail,
  getUser,
  linkCognitoSub,
  type UserRecord,
} from '../repositories/users.ts';
import type { VerifiedIdentity } from './cognito-tokens.ts';
import { accessTokenFor, isNotAuthorized, revokeRefreshToken, signOutEverywhere } from './cognito-users.ts';
import { incorrectFactorDue } from './incorrect-factor-due.ts';
import { joinCompaniesThatCreatedAccount } from './invitations.ts';

export class SignInRefused extends Error {
  constructor(readonly reason: 'unknown_user' | 'identity_mismatch' | 'no_company') {
    super(reason);
  }
}

/**
 * The portal user behind a verified identity; links the Cognito sub at first sign-in. An account
 * an invitation created joins that company now (services/invitations.ts).
 */
export async function userForIdentity(identity: VerifiedIdentity, linkSub: boolean): Promise<UserRecord> {
  const userId = await findUserIdByEmail(identity.email);
  const user = userId === null ? null : await getUser(userId);
  if (!user) throw new SignInRefused('unknown_user');
  if (linkSub) {
    if (user.cognitoSub && user.cognitoSub !== identity.sub) throw new SignInRefused('identity_mismatch');
    if (!user.cognitoSub) await linkCognitoSub(user.id, identity.sub);
  }
  return joinCompaniesThatCreatedAccount(user);
}

export type StartedSession = { cookie: SessionCookie; session: SessionRecord; membership: MembershipRecord };

/** Opens a session in the user's default company (or their first, if that membership is gone). */
export async function startSession(
  user: UserRecord,
  options: { refreshToken: string | null; signedInWithSso: boolean; mfaPending: boolean },
  now = new Date(),
): Promise<StartedSession> {
  const membership = user.memberships.find((m) => m.companyId === user.defaultCompanyId) ?? user.memberships[0];
  if (!membership) throw new SignInRefused('no_company');
  const secret = newSecret();
  const session: SessionRecord = {
    idHash: hashSecret(secret),
    userId: user.id,
    companyId: membership.companyId,
    csrfToken: newSecret(),
    refreshToken: options.refreshToken,
    signedInWithSso: options.signedInWithSso,
    mfaPending: options.mfaPending,
    createdAt: now.toISOString(),
    expiresAt: sessionExpiry(epochSeconds(now)),
  };
  await putSession(session);
  return { cookie: { userId: user.id, companyId: membership.companyId, secret }, session, membership };
}

/** The current user, with the carrier's factor mismatch step read for a carrier's session. */
export async function viewOf(auth: Pick<AuthContext, 'user' | 'session' | 'membership'>): Promise<CurrentUser> {
  const { company } = auth.membership;
  const incorrectFactor = company.type === CompanyType.Payee && (await incorrectFactorDue(company.id));
  return currentUserView({ ...auth, incorrectFactor });
}

export function timingOf(session: SessionRecord, now = new Date()) {
  return { seconds: secondsRemaining(session.expiresAt, epochSeconds(now)), csrfToken: session.csrfToken };
}

/** Renews a live session for another full lifetime; null if it ended meanwhile. */
export async function renewSession(session: SessionRecord, now = new Date()): Promise<SessionRecord | null> {
  const expiresAt = sessionExpiry(epochSeconds(now));
  return (await updateSession(session, { expiresAt }, now)) ? { ...session, expiresAt } : null;
}

/**
 * Whether the refresh token handed in at sign-in works and belongs to the identity of the ID token
 * beside it: a revoked token (signed out, password changed) opens no session, and nobody can tie
 * someone else's token to their own sign-in.
 */
export async function refreshTokenBelongsTo(refreshToken: string, identity: VerifiedIdentity): Promise<boolean> {
  try {
    return decodeJwt(await accessTokenFor(refreshToken)).sub === identity.sub;
  } catch (error) {
    if (isNotAuthorized(error)) return false;
    throw error;
  }
}

/** Log out: the session's refresh token is revoked (it can open no new session), then the session ends. */
export async function endSession(session: SessionRecord): Promise<void> {
  if (session.refreshToken) await revokeRefreshToken(session.refreshToken);
  await deleteSession(session);
}

/**
 * Signs the user out everywhere: their refresh tokens are revoked at the pool first (so no new
 * session can be opened with one), then every portal session ends. After a password or MFA change.
 */
export async function endEverySession(user: Pick<UserRecord, 'id' | 'email'>): Promise<void> {
  await signOutEverywhere(user.email);
  await deleteUserSessions(user.id);
}

/**
 * An access token to act for the session's user at Cognito, checked to belong to that user so a
 * refresh token handed in with someone else's ID token cannot be used.
 */
export async function userAccessToken(auth: Pick<AuthContext, 'session' | 'user'>): Promise<string | null> {
  if (!auth.session.refreshToken) return null;
  const token = await accessTokenFor(auth.session.refreshToken);
  return decodeJwt(token).sub === auth.user.cognitoSub ? token : null;
}
