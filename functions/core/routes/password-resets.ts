import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { okResponseSchema, passwordResetRequestSchema } from '#shared/schemas/session.ts';
import { temporaryPassword } from '../../domain/temporary-password.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { translator } from '../../lib/http/i18n.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/http/openapi.ts';
import { findUserIdByEmail, getUser } from '../../repositories/users.ts';
import { setTemporaryPassword } from '../../services/cognito-users.ts';
import { sendMessage } from '../../services/messages.ts';

/** Forgot password: a temporary password is emailed; the next sign-in must replace it. */
export const passwordResetRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: corePaths.requestPasswordReset,
    tags: ['Session'],
    summary: 'Email a temporary password (answers the same whether or not the account exists)',
    request: { body: jsonBody(passwordResetRequestSchema) },
    responses: { 200: jsonResponse(okResponseSchema, 'Requested'), ...errorResponses(400) },
  }),
  async (c) => {
    const { email } = c.req.valid('json');
    // The same answer for unknown addresses, so the form cannot be used to discover accounts.
    const userId = await findUserIdByEmail(email);
    const user = userId === null ? null : await getUser(userId);
    if (user) {
      const password = temporaryPassword();
      await setTemporaryPassword(user.email, password);
      const t = translator(c);
      await sendMessage({
        channel: 'email',
        to: user.email,
        subject: t('emails.temporaryPassword.subject'),
        body: t('emails.temporaryPassword.body', { password }),
      });
    }
    return c.json({ ok: true as const }, 200);
  },
);
