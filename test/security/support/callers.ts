import { type DemoCompany, demoAccounts, demoCompanies } from '#infra/local/seed/demo-accounts.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import type { AccessCaller } from '#shared/permissions/route-access.ts';
import { SecurityClient } from './client.ts';

/** A caller of the suite: a demo account signed in (in the company it lands in), or nobody. */
export type Caller = { who: string; as: AccessCaller; client: SecurityClient };

const companies = new Map<number, DemoCompany>(Object.values(demoCompanies).map((company) => [company.id, company]));

/**
 * What a demo account's session is, for the access rules: its landing company (type, settings and
 * payor details, which page rules read), roles and enrolment.
 */
export function accessCallerOf(email: string): AccessCaller {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  const membership = account?.memberships[0];
  const company = membership ? companies.get(membership.companyId) : undefined;
  if (!account || !membership || !company) throw new Error(`No demo account ${email}`);
  return {
    companyType: company.type,
    roleIds: membership.roleIds,
    mfaPending: !account.mfaEnrolled,
    company: {
      settings: company.settings ?? {},
      payorDetails:
        company.type === CompanyType.Payor
          ? { payorTypeId: company.payorTypeId ?? null, isHighwaySubscriber: company.isHighwaySubscriber ?? false }
          : null,
    },
  };
}

/** Every demo account signed in, and an anonymous client. */
export async function allCallers(): Promise<Caller[]> {
  const signedIn = await Promise.all(
    demoAccounts.map(async (account) => ({
      who: account.email,
      as: accessCallerOf(account.email),
      client: await SecurityClient.signedIn(account.email),
    })),
  );
  return [...signedIn, { who: 'anonymous', as: null, client: new SecurityClient('anonymous') }];
}

/** Signs the caller in again (after a route ended its session: logout). */
export async function renewed(caller: Caller): Promise<Caller> {
  return caller.as ? { ...caller, client: await SecurityClient.signedIn(caller.who) } : caller;
}
