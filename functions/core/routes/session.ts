import { sessionCalls } from '#shared/contracts/session.ts';
import { TokenType } from '#shared/enums/token-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { forbidden, HttpError, unauthenticated } from '../../lib/http/errors.ts';
import {
  clearSessionCookie,
  readSessionCookie,
  readSsoBindingCookie,
  writeSessionCookie,
} from '../../lib/http/session-cookie.ts';
import { updateSession } from '../../repositories/sessions.ts';
import { verifyCognitoIdToken } from '../../services/cognito-tokens.ts';
import { hasSmsMfa } from '../../services/cognito-users.ts';
import {
  endSession,
  refreshTokenBelongsTo,
  renewSession,
  SignInRefused,
  startSession,
  timingOf,
  userForIdentity,
  viewOf,
} from '../../services/sessions.ts';
import { completeSsoSignIn } from '../../services/sso-sign-in.ts';

const tags = ['Session'];

/** Sign-in exchange, session lifetime, and the signed-in user (seeds 000 §7 Auth). */
export const sessionRoutes = createRouter()
  .openapi(
    routeOf(sessionCalls.login, {
      tags,
      summary: 'Exchange a Cognito ID token or an SSO authorization code for a session cookie',
      answer: 'Signed in',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const body = c.req.valid('json');
      try {
        const started =
          body.tokenType === TokenType.Cognito
            ? await cognitoSignIn(body.token, body.refreshToken)
            : await completeSsoSignIn({ code: body.token, state: body.state, binding: readSsoBindingCookie(c) });
        writeSessionCookie(c, started.cookie);
        const user = await viewOf(started);
        // Timed from the session's own start, so a second ticking over meanwhile cannot shave one off.
        return c.json(
          {
            ...timingOf(started.session, new Date(started.session.createdAt)),
            user,
            alertMessage: null,
            returnUrl: started.returnUrl,
          },
          200,
        );
      } catch (error) {
        if (error instanceof SignInRefused) {
          throw error.reason === 'no_company'
            ? forbidden('errors.companyNotAvailable')
            : new HttpError(401, ErrorCode.Unauthenticated, 'errors.userNotFound');
        }
        throw error;
      }
    },
  )
  .openapi(
    routeOf(sessionCalls.logout, {
      tags,
      summary: 'End the session and clear its cookie',
      answer: 'Signed out',
      errors: [401, 403],
    }),
    async (c) => {
      await endSession(c.var.auth.session);
      clearSessionCookie(c);
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    routeOf(sessionCalls.tokenExpiration, {
      tags,
      summary: 'Seconds left in the session, and its CSRF token',
      answer: 'Session timing',
      errors: [401],
    }),
    (c) => c.json(timingOf(c.var.auth.session), 200),
  )
  .openapi(
    routeOf(sessionCalls.renew, {
      tags,
      summary: 'Renew the session for another full lifetime',
      answer: 'Renewed',
      errors: [401, 403],
    }),
    async (c) => {
      const now = new Date();
      const renewed = await renewSession(c.var.auth.session, now);
      if (!renewed) throw unauthenticated();
      return c.json(timingOf(renewed, now), 200);
    },
  )
  .openapi(
    routeOf(sessionCalls.currentUser, {
      tags,
      summary: 'The signed-in user in the session’s current company',
      answer: 'Current user',
      errors: [401],
    }),
    async (c) => c.json(await viewOf(c.var.auth), 200),
  )
  .openapi(
    routeOf(sessionCalls.switchCompany, {
      tags,
      summary: 'Switch the session to another of the user’s companies',
      answer: 'Switched',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const body = c.req.valid('json');
      const auth = c.var.auth;
      const target = auth.user.memberships.find((m) =>
        'companyGuid' in body ? m.company.guid === body.companyGuid : m.companyId === body.companyId,
      );
      if (!target) throw forbidden('errors.companyNotAvailable');
      if (!(await updateSession(auth.session, { companyId: target.companyId }))) throw unauthenticated();
      const cookie = readSessionCookie(c);
      if (cookie) writeSessionCookie(c, { ...cookie, companyId: target.companyId });
      const session = { ...auth.session, companyId: target.companyId };
      return c.json(await viewOf({ ...auth, session, membership: target }), 200);
    },
  )
  .openapi(
    routeOf(sessionCalls.heartbeat, {
      tags,
      summary: 'Confirms the session is alive without renewing it',
      answer: 'Alive',
      errors: [401],
    }),
    (c) => c.json({ ok: true as const }, 200),
  );

const invalidCredentials = () => new HttpError(401, ErrorCode.Unauthenticated, 'errors.invalidCredentials');

async function cognitoSignIn(idToken: string, refreshToken: string) {
  const identity = await verifyCognitoIdToken(idToken).catch(() => {
    throw invalidCredentials();
  });
  if (!(await refreshTokenBelongsTo(refreshToken, identity))) throw invalidCredentials();
  const user = await userForIdentity(identity, true);
  const mfaPending = !(await hasSmsMfa(identity.email));
  const started = await startSession(user, { refreshToken, signedInWithSso: false, mfaPending });
  return { ...started, user, returnUrl: null };
}
