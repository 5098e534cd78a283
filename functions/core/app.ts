import { loadApiApp } from '../lib/http/registered-apps.ts';

/**
 * The whole core API: every router registered for it (functions/api-functions.ts), although in
 * production several functions each answer a part. The tests and the OpenAPI document use it.
 */
export const coreApp = await loadApiApp('core');
