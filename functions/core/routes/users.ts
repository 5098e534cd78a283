import { createRoute, z } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { currentUserSchema } from '#shared/schemas/current-user.ts';
import { okResponseSchema } from '#shared/schemas/session.ts';
import {
  MfaDelivery,
  mfaDeliverySchema,
  registerMfaRequestSchema,
  sendMfaRequestSchema,
} from '#shared/validation/mfa.ts';
import { toE164 } from '#shared/validation/phone.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { badRequest, HttpError, unauthenticated } from '../../lib/http/errors.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/http/openapi.ts';
import { requireSession } from '../../lib/http/require-session.ts';
import { updateSession } from '../../repositories/sessions.ts';
import { updateUserPhoneNumber } from '../../repositories/users.ts';
import { enableSmsMfa, hasSmsMfa, sendPhoneVerificationCode } from '../../services/cognito-users.ts';
import { userAccessToken, viewOf } from '../../services/sessions.ts';

const tags = ['Users'];
const params = z.object({ type: mfaDeliverySchema });
const enrolling = requireSession({ allowMfaPending: true });

const callUnavailable = () => badRequest('errors.mfaTypeUnavailable', {});

/** MFA enrolment for the signed-in user (the missing-details flow). */
export const userRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'put',
      path: corePaths.sendMfa,
      tags,
      summary: 'Save the MFA phone number and send it a verification code',
      middleware: [enrolling],
      request: { params, body: jsonBody(sendMfaRequestSchema) },
      responses: { 200: jsonResponse(okResponseSchema, 'Code sent'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      if (c.req.valid('param').type === MfaDelivery.Call) throw callUnavailable();
      const phoneNumber = toE164(c.req.valid('json').phoneNumber);
      const accessToken = await userAccessToken(c.var.auth);
      if (!accessToken) throw unauthenticated();
      await sendPhoneVerificationCode(accessToken, phoneNumber);
      await updateUserPhoneNumber(c.var.auth.user.id, phoneNumber);
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: corePaths.registerMfa,
      tags,
      summary: 'Verify the code and enable SMS MFA for the user',
      middleware: [enrolling],
      request: { params, body: jsonBody(registerMfaRequestSchema) },
      responses: { 200: jsonResponse(currentUserSchema, 'MFA enabled'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      if (c.req.valid('param').type === MfaDelivery.Call) throw callUnavailable();
      const auth = c.var.auth;
      const accessToken = await userAccessToken(auth);
      if (!accessToken) throw unauthenticated();
      try {
        await enableSmsMfa(accessToken, c.req.valid('json').code);
      } catch (error) {
        if (error instanceof Error && error.name === 'CodeMismatchException') {
          throw badRequest('errors.mfaCodeMismatch', { code: [] });
        }
        throw error;
      }
      // Trust the pool, not the calls above: MFA counts as enrolled only when Cognito says so.
      if (!(await hasSmsMfa(auth.user.email))) throw new HttpError(409, ErrorCode.Conflict, 'errors.mfaNotEnrolled');
      if (!(await updateSession(auth.session, { mfaPending: false }))) throw unauthenticated();
      return c.json(viewOf({ ...auth, session: { ...auth.session, mfaPending: false } }), 200);
    },
  );
