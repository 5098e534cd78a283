import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { healthRoutes } from './routes/health.ts';
import { passwordResetRoutes } from './routes/password-resets.ts';
import { payorProfileSettingRoutes } from './routes/payor-profile-settings.ts';
import { sessionRoutes } from './routes/session.ts';
import { ssoRoutes } from './routes/sso.ts';
import { userRoutes } from './routes/users.ts';

/** The core API: session, users, and (in later issues) the payee, payor, factor and admin areas. */
export const coreApp = createApiApp(apiRoots.core, 'LanePay core API')
  .route('/', healthRoutes)
  .route('/', sessionRoutes)
  .route('/', ssoRoutes)
  .route('/', passwordResetRoutes)
  .route('/', userRoutes)
  .route('/', payorProfileSettingRoutes);

export type CoreApp = typeof coreApp;
