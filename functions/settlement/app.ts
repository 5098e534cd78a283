import { loadApiApp } from '../lib/http/registered-apps.ts';

/** The settlement API (paperwork bills, charges, documents), as registered in functions/api-functions.ts. */
export const settlementApp = await loadApiApp('settlement');
