import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { type CompanyRecord, newCompanyRecord, putCompanyIfAbsent } from '#functions/repositories/companies.ts';
import { createUserIfAbsent } from '#functions/repositories/users.ts';
import type { ProvisionedResources } from '../provision.ts';
import { seedBrokerDirectory } from './broker-directory.ts';
import { seedCarrierRegistry } from './carrier-registry.ts';
import { type DemoAccount, type DemoCompany, demoAccounts, demoCompanies, demoPassword } from './demo-accounts.ts';
import { seedBillDocuments } from './seed-bill-documents.ts';
import { seedCarrierActivity } from './seed-carrier-activity.ts';
import { seedCreditLimits } from './seed-credit-limits.ts';
import { seedFactorArea } from './seed-factor-area.ts';
import { seedFactorAssignment } from './seed-factor-assignment.ts';
import { seedFactorOfRecord } from './seed-factor-of-record.ts';
import { seedFactorProfile } from './seed-factor-profile.ts';
import { seedFundingAccounts } from './seed-funding-accounts.ts';
import { seedHighwayAlerts } from './seed-highway-alerts.ts';
import { seedIncorrectFactor } from './seed-incorrect-factor.ts';
import { seedDemoLoads } from './seed-loads.ts';
import { seedNoaNotices } from './seed-noa-notices.ts';
import { seedNoaProcessing } from './seed-noa-processing.ts';
import { seedNoaQueues } from './seed-noa-queues.ts';
import { seedOpsReports } from './seed-ops-reports.ts';
import { seedPayorCarriers } from './seed-payor-carriers.ts';
import { seedPayorMoney } from './seed-payor-money.ts';
import { seedPromotions } from './seed-promotions.ts';
import { seedStatements } from './seed-statements.ts';
import { seedWallet } from './seed-wallet.ts';

const seededAt = '2026-01-05T15:00:00.000Z';

/** A demo company as stored: a payor without a category keeps none, and each says whether it is advertised. */
function companyRecord(company: DemoCompany): CompanyRecord {
  return newCompanyRecord({
    ...company,
    payorTypeId: company.payorTypeId ?? null,
    isAdvertised: company.isAdvertised ?? false,
    createdAt: seededAt,
  });
}

/**
 * Writes the demo companies, users and memberships, and their Cognito users (password set, SMS MFA
 * enrolled where the account says so). Every step skips what already exists, so restarts keep data.
 */
export async function seedDemoData(resources: ProvisionedResources): Promise<void> {
  const companies = new Map(Object.values(demoCompanies).map((c) => [c.id, companyRecord(c)]));
  await Promise.all([...companies.values()].map(putCompanyIfAbsent));
  const cognito = new CognitoIdentityProviderClient({});
  for (const account of demoAccounts) {
    const memberships = account.memberships.map((membership) => {
      const company = companies.get(membership.companyId);
      if (!company) throw new Error(`Demo company ${membership.companyId} is not defined`);
      return { userId: account.id, ...membership, company };
    });
    await createUserIfAbsent({
      id: account.id,
      guid: account.guid,
      email: account.email,
      name: account.name,
      phoneNumber: account.mfaEnrolled ? account.phoneNumber : null,
      cognitoSub: null,
      defaultCompanyId: account.memberships[0]?.companyId ?? 0,
      language: null,
      memberships,
      createdAt: seededAt,
    });
    await ensureCognitoUser(cognito, resources, account);
  }
  await seedCarrierActivity();
  // After the bills (seeded with the carrier's activity): their documents and files.
  await seedBillDocuments((line) => console.warn(line));
  await seedPromotions();
  await seedWallet();
  await seedBrokerDirectory();
  await seedCarrierRegistry();
  await seedPayorCarriers();
  await seedFactorOfRecord();
  await seedNoaProcessing();
  await seedNoaQueues();
  await seedNoaNotices();
  await seedFundingAccounts();
  await seedPayorMoney();
  await seedOpsReports();
  await seedDemoLoads();
  await seedHighwayAlerts();
  await seedFactorArea();
  await seedFactorProfile();
  await seedFactorAssignment();
  await seedIncorrectFactor();
  await seedCreditLimits();
  // Last: the statements are made from the ledger the modules above wrote.
  await seedStatements();
}

async function ensureCognitoUser(
  cognito: CognitoIdentityProviderClient,
  { userPoolId, userPoolClientId }: ProvisionedResources,
  account: DemoAccount,
): Promise<void> {
  const existing = await cognito
    .send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.email }))
    .catch((error: Error) => {
      if (error.name === 'UserNotFoundException') return null;
      throw error;
    });
  if (!existing) {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: account.name },
          ...(account.mfaEnrolled
            ? [
                { Name: 'phone_number', Value: account.phoneNumber },
                { Name: 'phone_number_verified', Value: 'true' },
              ]
            : []),
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        Password: demoPassword,
        Permanent: true,
      }),
    );
  }
  if (!account.mfaEnrolled || existing?.UserMFASettingList?.includes('SMS_MFA')) return;
  // Enrolment needs the user's own access token (the admin call is not in the emulator); before
  // MFA is on, a password sign-in returns tokens straight away.
  const auth = await cognito.send(
    new InitiateAuthCommand({
      ClientId: userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: account.email, PASSWORD: demoPassword },
    }),
  );
  const accessToken = auth.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Error(`Could not sign in ${account.email} to enrol MFA (${auth.ChallengeName})`);
  await cognito.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SMSMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
}
