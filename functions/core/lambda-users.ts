import { handle } from 'hono/aws-lambda';
import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { userRoutes } from './routes/users.ts';

/** The core API's user administration and invitations, MFA enrolment and the payee's user restrictions. */
export const app = createApiApp(apiRoots.core, 'LanePay core API').route('/', invitationRoutes).route('/', userRoutes);

export const handler = handle(app);
