import { loadApiApp } from '../lib/http/registered-apps.ts';

/** Calls without a session (seeds 000 §7: /public/api/v1/...), served by the core function. */
export const publicApp = await loadApiApp('public');
