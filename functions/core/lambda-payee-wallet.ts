import { handle } from 'hono/aws-lambda';
import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { payeeBankAccountsRoutes } from './routes/payee-bank-accounts.ts';

/** The payee's wallet: bank accounts. */
export const app = createApiApp(apiRoots.core, 'LanePay core API').route('/', payeeBankAccountsRoutes);

export const handler = handle(app);
