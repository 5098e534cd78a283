import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { TokenType } from '#shared/enums/token-type.ts';
import { access } from '#shared/permissions/route-access.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { currentUserSchema } from '#shared/schemas/current-user.ts';
import {
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  sessionTimingSchema,
  switchCompanyRequestSchema,
} from '#shared/schemas/session.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { forbidden, HttpError, unauthenticated } from '../../lib/http/errors.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/http/openapi.ts';
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
    createRoute({
      method: 'post',
      path: corePaths.login,
      access: access.public,
      tags,
      summary: 'Exchange a Cognito ID token or an SSO authorization code for a session cookie',
      request: { body: jsonBody(loginRequestSchema) },
      responses: { 200: jsonResponse(loginResponseSchema, 'Signed in'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      try {
        const started =
          body.tokenType === TokenType.Cognito
            ? await cognitoSignIn(body.token, body.refreshToken)
            : await completeSsoSignIn({ code: body.token, state: body.state, binding: readSsoBindingCookie(c) });
        writeSessionCookie(c, started.cookie);
        const user = viewOf(started);
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
    createRoute({
      method: 'post',
      path: corePaths.logout,
      tags,
      summary: 'End the session and clear its cookie',
      access: access.enrolling,
      responses: { 200: jsonResponse(okResponseSchema, 'Signed out'), ...errorResponses(401, 403) },
    }),
    async (c) => {
      await endSession(c.var.auth.session);
      clearSessionCookie(c);
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.tokenExpiration,
      tags,
      summary: 'Seconds left in the session, and its CSRF token',
      access: access.enrolling,
      responses: { 200: jsonResponse(sessionTimingSchema, 'Session timing'), ...errorResponses(401) },
    }),
    (c) => c.json(timingOf(c.var.auth.session), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: corePaths.newToken,
      tags,
      summary: 'Renew the session for another full lifetime',
      access: access.enrolling,
      responses: { 200: jsonResponse(sessionTimingSchema, 'Renewed'), ...errorResponses(401, 403) },
    }),
    async (c) => {
      const now = new Date();
      const renewed = await renewSession(c.var.auth.session, now);
      if (!renewed) throw unauthenticated();
      return c.json(timingOf(renewed, now), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.currentUser,
      tags,
      summary: 'The signed-in user in the session’s current company',
      access: access.enrolling,
      responses: { 200: jsonResponse(currentUserSchema, 'Current user'), ...errorResponses(401) },
    }),
    (c) => c.json(viewOf(c.var.auth), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: corePaths.session,
      tags,
      summary: 'Switch the session to another of the user’s companies',
      access: access.signedIn,
      request: { body: jsonBody(switchCompanyRequestSchema) },
      responses: { 200: jsonResponse(currentUserSchema, 'Switched'), ...errorResponses(400, 401, 403) },
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
      return c.json(viewOf({ ...auth, session, membership: target }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.heartbeat,
      tags,
      summary: 'Confirms the session is alive without renewing it',
      access: access.enrolling,
      responses: { 200: jsonResponse(okResponseSchema, 'Alive'), ...errorResponses(401) },
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
