import { handle } from 'hono/aws-lambda';
import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { payorInvoicesRoutes } from './routes/payor-invoices.ts';
import { payorProfileSettingRoutes } from './routes/payor-profile-settings.ts';

/** The payor area of the core API. */
export const app = createApiApp(apiRoots.core, 'LanePay core API')
  .route('/', payorProfileSettingRoutes)
  .route('/', payorInvoicesRoutes);

export const handler = handle(app);
