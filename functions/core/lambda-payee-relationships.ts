import { handle } from 'hono/aws-lambda';
import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { payeePromotionalCampaignsRoutes } from './routes/payee-promotional-campaigns.ts';
import { payeeRelationshipsRoutes } from './routes/payee-relationships.ts';

/** The payee's payor relationships (claims, verification, terms) and promotional campaigns. */
export const app = createApiApp(apiRoots.core, 'LanePay core API')
  .route('/', payeeRelationshipsRoutes)
  .route('/', payeePromotionalCampaignsRoutes);

export const handler = handle(app);
