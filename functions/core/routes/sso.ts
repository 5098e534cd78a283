import { createRoute } from '@hono/zod-openapi';
import * as z from 'zod';
import { corePaths } from '#shared/api/paths.ts';
import { access } from '#shared/permissions/route-access.ts';
import { ssoStartQuerySchema } from '#shared/schemas/session.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { writeSsoBindingCookie } from '../../lib/http/session-cookie.ts';
import { ssoRequestLifetimeSeconds, startSsoSignIn } from '../../services/sso-sign-in.ts';

/** SSO (Okta) sign-in start: redirects the browser to the OIDC authority with PKCE. */
export const ssoRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: corePaths.ssoAuthorize,
    access: access.public,
    tags: ['Session'],
    summary: 'Redirect to the SSO authority (authorization code + PKCE)',
    request: { query: ssoStartQuerySchema },
    responses: {
      302: {
        description: 'To the authority, or to /okta/error when SSO is not configured',
        headers: z.object({ location: z.string() }),
      },
    },
  }),
  async (c) => {
    const started = await startSsoSignIn(c.req.valid('query').returnUrl);
    if (!started) return c.redirect('/okta/error?reason=not_configured', 302);
    writeSsoBindingCookie(c, started.binding, ssoRequestLifetimeSeconds);
    return c.redirect(started.url, 302);
  },
);
