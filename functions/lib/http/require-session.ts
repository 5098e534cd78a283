import type { MiddlewareHandler } from 'hono';
import { csrfHeaderName } from '#shared/constants/session.ts';
import { type Area, areaOf } from '#shared/enums/company-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { MembershipRecord } from '../../repositories/memberships.ts';
import type { SessionRecord } from '../../repositories/sessions.ts';
import { loadSignedInUser } from '../../repositories/user-accounts.ts';
import { getUser, type UserRecord } from '../../repositories/users.ts';
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

/**
 * Who an in-process request is made for: the export worker (functions/worker/export-jobs.ts) asks
 * the exports API for a job's file as the user who started the job. It travels in the request's
 * environment (Hono's `c.env`, the third argument of `app.request`), which no HTTP request can
 * set: in Lambda and under the local server `c.env` holds the event or the Node request.
 */
export type InProcessCaller = { readonly exportJob: { readonly userId: number; readonly companyId: number } };

function inProcessCallerOf(env: unknown): InProcessCaller['exportJob'] | null {
  const caller = (env as Partial<InProcessCaller> | undefined)?.exportJob;
  return caller && Number.isInteger(caller.userId) && Number.isInteger(caller.companyId) ? caller : null;
}

/**
 * The user's membership of the company now (a user removed from it since, or gone, is nobody),
 * with a session that exists only for this request: GET only, as the file routes are.
 */
async function inProcessAuth(caller: InProcessCaller['exportJob'], method: string): Promise<AuthContext> {
  if (method !== 'GET') throw unauthenticated();
  const user = await getUser(caller.userId);
  const membership = user?.memberships.find((m) => m.companyId === caller.companyId);
  if (!user || !membership) throw unauthenticated();
  const now = new Date().toISOString();
  const session: SessionRecord = {
    idHash: '',
    userId: user.id,
    companyId: membership.companyId,
    csrfToken: '',
    refreshToken: null,
    signedInWithSso: false,
    mfaPending: false,
    createdAt: now,
    expiresAt: 0,
  };
  return { session, user, membership };
}

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
    const inProcess = auth ? null : inProcessCallerOf(c.env);
    if (inProcess) auth = await inProcessAuth(inProcess, c.req.method);
    if (!auth) {
      const cookie = readSessionCookie(c);
      if (!cookie) throw unauthenticated();
      const signedIn = await loadSignedInUser(cookie.userId, hashSecret(cookie.secret), {
        fresh: !safeMethods.has(c.req.method),
      });
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
