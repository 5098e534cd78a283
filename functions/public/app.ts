import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { publicPayorRoutes } from './routes/payors.ts';

/** Calls without a session (seeds 000 §7: /public/api/v1/...), served by the core function. */
export const publicApp = createApiApp(apiRoots.public, 'LanePay public API').route('/', publicPayorRoutes);
