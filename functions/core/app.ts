import { apiRoots } from '#shared/api/paths.ts';
import { createApiApp } from '../lib/http/api-app.ts';
import { healthRoutes } from './routes/health.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { passwordResetRoutes } from './routes/password-resets.ts';
import { payeeBankAccountsRoutes } from './routes/payee-bank-accounts.ts';
import { payeeCreditNotesRoutes } from './routes/payee-credit-notes.ts';
import { payeeDashboardRoutes } from './routes/payee-dashboard.ts';
import { payeeInvoicesRoutes } from './routes/payee-invoices.ts';
import { payeePaymentsRoutes } from './routes/payee-payments.ts';
import { payeePayorsRoutes } from './routes/payee-payors.ts';
import { payeePromotionalCampaignsRoutes } from './routes/payee-promotional-campaigns.ts';
import { payeeRelationshipsRoutes } from './routes/payee-relationships.ts';
import { payorInvoicesRoutes } from './routes/payor-invoices.ts';
import { payorProfileSettingRoutes } from './routes/payor-profile-settings.ts';
import { registrationRoutes } from './routes/registration.ts';
import { sessionRoutes } from './routes/session.ts';
import { ssoRoutes } from './routes/sso.ts';
import { userRoutes } from './routes/users.ts';

/** The core API: session, users, and (in later issues) the payee, payor, factor and admin areas. */
export const coreApp = createApiApp(apiRoots.core, 'LanePay core API')
  .route('/', healthRoutes)
  .route('/', sessionRoutes)
  .route('/', ssoRoutes)
  .route('/', passwordResetRoutes)
  .route('/', registrationRoutes)
  .route('/', invitationRoutes)
  .route('/', userRoutes)
  .route('/', payorProfileSettingRoutes)
  .route('/', payorInvoicesRoutes)
  .route('/', payeeInvoicesRoutes)
  .route('/', payeeCreditNotesRoutes)
  .route('/', payeePayorsRoutes)
  .route('/', payeePaymentsRoutes)
  .route('/', payeeRelationshipsRoutes)
  .route('/', payeeBankAccountsRoutes)
  .route('/', payeeDashboardRoutes)
  .route('/', payeePromotionalCampaignsRoutes);

export type CoreApp = typeof coreApp;
