import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { access } from '#shared/permissions/route-access.ts';
import { okResponseSchema, passwordResetRequestSchema, resetPasswordRequestSchema } from '#shared/schemas/session.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { clientAddress } from '../../lib/http/client-address.ts';
import { translator } from '../../lib/http/i18n.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/http/openapi.ts';
import { requestOwnPasswordReset, requestPasswordReset, resetPassword } from '../../services/password-reset.ts';

const tags = ['Session'];

/**
 * Forgot password (services/password-reset.ts): a code is emailed and held aside; the password
 * changes only when the code is used with a new one.
 */
export const passwordResetRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: corePaths.requestPasswordReset,
      access: access.public,
      tags,
      summary: 'Email a password reset code (answers the same whether or not the account exists)',
      request: { body: jsonBody(passwordResetRequestSchema) },
      responses: { 200: jsonResponse(okResponseSchema, 'Requested'), ...errorResponses(400, 429) },
    }),
    async (c) => {
      await requestPasswordReset(c.req.valid('json').email, clientAddress(c), translator(c));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: corePaths.requestAuthorizedPasswordReset,
      tags,
      summary: 'Email the signed-in user a password reset code for their own account',
      access: access.signedIn,
      responses: { 200: jsonResponse(okResponseSchema, 'Requested'), ...errorResponses(401, 403, 429) },
    }),
    async (c) => {
      await requestOwnPasswordReset(c.var.auth.user, translator(c));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: corePaths.resetPassword,
      access: access.public,
      tags,
      summary: 'Set a new password with the emailed code; every session of the account ends',
      request: { body: jsonBody(resetPasswordRequestSchema) },
      responses: { 200: jsonResponse(okResponseSchema, 'Password saved'), ...errorResponses(400, 429) },
    }),
    async (c) => {
      await resetPassword(c.req.valid('json'), clientAddress(c), translator(c));
      return c.json({ ok: true as const }, 200);
    },
  );
