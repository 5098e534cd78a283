import type { MiddlewareHandler } from 'hono';
import { csrfHeaderName } from '#shared/constants/session.ts';
import { type Area, areaOf } from '#shared/enums/company-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { MembershipRecord } from '../../repositories/memberships.ts';
import type { SessionRecord } from '../../repositories/sessions.ts';
import { loadSignedInUser } from '../../repositories/user-accounts.ts';
import type { UserRecord } from '../../repositories/users.ts';
import type { AppEnv } from './api-app.ts';
import { forbidden, HttpError, unauthenticated } from './errors.ts';
import { hashSecret, readSessionCookie, sameToken } from './session-cookie.ts';

/** Who is calling: the session, its user, and the membership of the company the session is in. */
export type AuthContext = {
  session: SessionRecord;
  user: UserRecord;
  membership: MembershipRecord;
};

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export type SessionRequirement = {
  /** Lets a session that still has to enrol MFA through (the enrolment and session calls). */
  allowMfaPending?: boolean;
  /** Company types (as areas) allowed to call; others get 403 and no data. */
  areas?: readonly Area[];
};

/**
 * Authenticates the request from the session cookie (one Query), enforces the CSRF header on
 * mutations, MFA enrolment and the caller's area, and exposes the result as `c.var.auth`.
 */
export function requireSession(requirement: SessionRequirement = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Every area router mounted on an app guards the same paths, so one request meets this
    // middleware once per router: the session is read the first time, and every meeting still
    // applies its own checks below.
    let auth: AuthContext | undefined = c.get('auth');
    if (!auth) {
      const cookie = readSessionCookie(c);
      if (!cookie) throw unauthenticated();
      const signedIn = await loadSignedInUser(cookie.userId, hashSecret(cookie.secret));
      const found = signedIn?.user.memberships.find((m) => m.companyId === signedIn.session.companyId);
      if (!signedIn || !found) throw unauthenticated();
      auth = { session: signedIn.session, user: signedIn.user, membership: found };
    }
    const { session, user, membership } = auth;

    if (!safeMethods.has(c.req.method) && !sameToken(c.req.header(csrfHeaderName) ?? '', session.csrfToken)) {
      throw new HttpError(403, ErrorCode.CsrfMismatch, 'errors.csrfMismatch');
    }
    if (session.mfaPending && !requirement.allowMfaPending) {
      throw new HttpError(403, ErrorCode.MfaRequired, 'errors.mfaRequired');
    }
    const area = areaOf(membership.company.type);
    if (requirement.areas && (!area || !requirement.areas.includes(area))) throw forbidden();

    c.set('auth', { session, user, membership });
    await next();
  };
}
