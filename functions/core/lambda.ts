import { Hono } from 'hono';
import { handle } from 'hono/aws-lambda';
import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { handleNotFound } from '../lib/http/errors.ts';
import { publicApp } from '../public/app.ts';
import { healthRoutes } from './routes/health.ts';
import { passwordResetRoutes } from './routes/password-resets.ts';
import { registrationRoutes } from './routes/registration.ts';
import { sessionRoutes } from './routes/session.ts';
import { ssoRoutes } from './routes/sso.ts';

/**
 * The core function: sign-in, session, SSO, password reset, registration and health, plus the
 * public API. It answers every core path no other core function takes (infra/definitions/api-routing.ts);
 * `coreApp` (./app.ts) is the whole core API, which the local server and the tests also use.
 */
export const app = new Hono()
  .route(
    '/',
    createApiApp(apiRoots.core, 'LanePay core API')
      .route('/', healthRoutes)
      .route('/', sessionRoutes)
      .route('/', ssoRoutes)
      .route('/', passwordResetRoutes)
      .route('/', registrationRoutes),
  )
  .route('/', publicApp)
  // Paths neither API has (this function takes every core path the others do not) get the API's 404.
  .notFound(handleNotFound);

export const handler = handle(app);
