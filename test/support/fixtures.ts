import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { type CompanyRecord, putCompanyIfAbsent } from '#functions/repositories/companies.ts';
import { nextId } from '#functions/repositories/counters.ts';
import { createUserIfAbsent } from '#functions/repositories/users.ts';
import { demoPassword } from '#infra/local/seed/demo-accounts.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import type { Role } from '#shared/enums/role.ts';

/** A company of its own for one test, so tests never share mutable state. */
export async function createCompany(
  type: CompanyType,
  name = `Test ${randomUUID().slice(0, 8)}`,
): Promise<CompanyRecord> {
  const company: CompanyRecord = {
    id: await nextId('company'),
    guid: randomUUID(),
    name,
    type,
    dotNumber: null,
    mcNumber: null,
    scacCode: null,
    isOperationsNoBuy: false,
    payorTypeId: type === CompanyType.Payor ? 1 : null,
    isHighwaySubscriber: false,
    isRateAccepted: false,
    settings: {},
    payorTerms: null,
    createdAt: new Date().toISOString(),
  };
  await putCompanyIfAbsent(company);
  return company;
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
