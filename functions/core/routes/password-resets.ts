import { passwordResetCalls } from '#shared/contracts/password-resets.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { clientAddress } from '../../lib/http/client-address.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { translator } from '../../lib/http/i18n.ts';
import { requestOwnPasswordReset, requestPasswordReset, resetPassword } from '../../services/password-reset.ts';

const tags = ['Session'];

/**
 * Forgot password (services/password-reset.ts): a code is emailed and held aside; the password
 * changes only when the code is used with a new one.
 */
export const passwordResetRoutes = createRouter()
  .openapi(
    routeOf(passwordResetCalls.request, {
      tags,
      summary: 'Email a password reset code (answers the same whether or not the account exists)',
      answer: 'Requested',
      errors: [400, 429],
    }),
    async (c) => {
      await requestPasswordReset(c.req.valid('json').email, clientAddress(c), translator(c));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    routeOf(passwordResetCalls.requestOwn, {
      tags,
      summary: 'Email the signed-in user a password reset code for their own account',
      answer: 'Requested',
      errors: [401, 403, 429],
    }),
    async (c) => {
      await requestOwnPasswordReset(c.var.auth.user, translator(c));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    routeOf(passwordResetCalls.reset, {
      tags,
      summary: 'Set a new password with the emailed code; every session of the account ends',
      answer: 'Password saved',
      errors: [400, 429],
    }),
    async (c) => {
      await resetPassword(c.req.valid('json'), clientAddress(c), translator(c));
      return c.json({ ok: true as const }, 200);
    },
  );
