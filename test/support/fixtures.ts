import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { type CompanyRecord, newCompanyRecord, putCompanyIfAbsent } from '#functions/repositories/companies.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { putRelationshipIfAbsent, type RelationshipRecord } from '#functions/repositories/relationships.ts';
import { createUserIfAbsent } from '#functions/repositories/users.ts';
import { demoPassword } from '#infra/local/seed/demo-accounts.ts';
import type { CompanyType } from '#shared/enums/company-type.ts';
import { Currency } from '#shared/enums/currency.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import type { Role } from '#shared/enums/role.ts';

/** A company of its own for one test, so tests never share mutable state. */
export async function createCompany(
  type: CompanyType,
  name = `Test ${randomUUID().slice(0, 8)}`,
): Promise<CompanyRecord> {
  return createCompanyWith(type, { name });
}

/**
 * A company of its own for one test with the fields it needs (payor terms, MC/DOT numbers, a name)
 * over createCompany's defaults, under a fresh id.
 */
export async function createCompanyWith(
  type: CompanyType,
  fields: Partial<CompanyRecord> = {},
): Promise<CompanyRecord> {
  const company: CompanyRecord = newCompanyRecord({
    id: await nextId('company'),
    guid: randomUUID(),
    name: `Test ${randomUUID().slice(0, 8)}`,
    type,
    createdAt: new Date().toISOString(),
    ...fields,
  });
  await putCompanyIfAbsent(company);
  return company;
}

/**
 * A relationship the carrier claimed and whose terms it accepted (Standard Pay, USD, no factor,
 * no free QuickPays), under a fresh id; `fields` change any of it.
 */
export async function createClaimedRelationship(
  payee: CompanyRecord,
  payor: CompanyRecord,
  fields: Partial<RelationshipRecord> = {},
): Promise<RelationshipRecord> {
  const now = new Date().toISOString();
  const record: RelationshipRecord = {
    id: await nextId('relationship'),
    payeeId: payee.id,
    payorId: payor.id,
    payorName: payor.name,
    payorTypeId: payor.payorTypeId,
    currencyId: Currency.USD,
    isClaimed: true,
    claimedAt: now,
    claimedByUserId: null,
    contactStatus: RelationshipContactStatus.Confirmed,
    contactMethodId: null,
    paymentType: PaymentType.StandardPay,
    freeQuickPaysRemaining: 0,
    termsAcceptedAt: now,
    assignedFactorId: null,
    factorName: null,
    createdAt: now,
    ...fields,
  };
  await putRelationshipIfAbsent(record);
  return record;
}

/**
 * A portal user with a Cognito login (password `demoPassword`) and no MFA yet, member of `company`
 * with `roleIds`. Returns the email to sign in with.
 */
export async function createUserWithoutMfa(company: CompanyRecord, roleIds: Role[]): Promise<string> {
  const email = `user-${randomUUID().slice(0, 12)}@test.example`;
  const id = await nextId('user');
  await createUserIfAbsent({
    id,
    guid: randomUUID(),
    email,
    name: 'Test User',
    phoneNumber: null,
    cognitoSub: null,
    defaultCompanyId: company.id,
    language: null,
    memberships: [{ userId: id, companyId: company.id, roleIds, company }],
    createdAt: new Date().toISOString(),
  });
  const cognito = new CognitoIdentityProviderClient({});
  const UserPoolId = String(process.env.USER_POOL_ID);
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: demoPassword, Permanent: true }),
  );
  return email;
}

/**
 * A portal user of `company` with `roleIds` and SMS MFA enrolled, as the demo accounts are, so
 * `ApiSession.signIn(email)` gives a full session that can call the area APIs.
 */
export async function createUserWithMfa(company: CompanyRecord, roleIds: Role[]): Promise<string> {
  const email = await createUserWithoutMfa(company, roleIds);
  const cognito = new CognitoIdentityProviderClient({});
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: String(process.env.USER_POOL_ID),
      Username: email,
      UserAttributes: [
        { Name: 'phone_number', Value: '+15555550123' },
        { Name: 'phone_number_verified', Value: 'true' },
      ],
    }),
  );
  const auth = await cognito.send(
    new InitiateAuthCommand({
      ClientId: String(process.env.USER_POOL_CLIENT_ID),
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: demoPassword },
    }),
  );
  const accessToken = auth.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Error(`Could not sign in ${email} to enrol MFA (${auth.ChallengeName})`);
  await cognito.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SMSMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return email;
}
