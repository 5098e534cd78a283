import type { ApiFunctionName } from './api-routing.ts';
import type { LambdaName } from './lambda-bundling.ts';

/**
 * What a core function may do beyond reading and writing the table, each granted only to the
 * functions whose code needs it (test/infra/lambda-bundles.test.ts checks each bundle against
 * these): Cognito admin calls on the pool (functions/services/cognito-users.ts), the bank-account
 * hash key (wallet and LoadPay numbers), the Okta SSO settings.
 */
export type CoreFunctionNeeds = {
  readonly userAdministration: boolean;
  readonly bankAccountHashKey: boolean;
  readonly sso: boolean;
};

/** The core API's functions by construct id (`CoreApi` answers everything the others do not take). */
export const coreFunctions = {
  CoreApi: {
    name: 'core',
    serviceName: 'lanepay-core',
    description: 'LanePay core API: sign-in, session, SSO, password reset, registration; public API',
    needs: { userAdministration: true, bankAccountHashKey: false, sso: true },
  },
  CoreUsersApi: {
    name: 'coreUsers',
    serviceName: 'lanepay-core-users',
    description: 'LanePay core API: users, MFA enrolment, user restrictions',
    needs: { userAdministration: true, bankAccountHashKey: false, sso: false },
  },
  CorePayeeApi: {
    name: 'corePayee',
    serviceName: 'lanepay-core-payee',
    description: 'LanePay core API: payee invoices, credit notes, payors, payments, dashboard',
    needs: { userAdministration: false, bankAccountHashKey: false, sso: false },
  },
  CorePayeeRelationshipsApi: {
    name: 'corePayeeRelationships',
    serviceName: 'lanepay-core-payee-relationships',
    description: 'LanePay core API: payee relationships and promotional campaigns',
    needs: { userAdministration: false, bankAccountHashKey: false, sso: false },
  },
  CorePayeeWalletApi: {
    name: 'corePayeeWallet',
    serviceName: 'lanepay-core-payee-wallet',
    description: 'LanePay core API: payee wallet (bank accounts)',
    needs: { userAdministration: false, bankAccountHashKey: true, sso: false },
  },
  CorePayorApi: {
    name: 'corePayor',
    serviceName: 'lanepay-core-payor',
    description: 'LanePay core API: payor area',
    needs: { userAdministration: false, bankAccountHashKey: false, sso: false },
  },
} as const satisfies Record<
  string,
  { name: ApiFunctionName & LambdaName; serviceName: string; description: string; needs: CoreFunctionNeeds }
>;
