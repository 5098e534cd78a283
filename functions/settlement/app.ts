import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { typeRoutes } from './routes/types.ts';

/** The settlement API (paperwork bills, charges, documents). */
export const settlementApp = createApiApp(apiRoots.settlement, 'LanePay settlement API').route('/', typeRoutes);

export type SettlementApp = typeof settlementApp;
