import { CompanyType, companyTypeName } from '#shared/enums/company-type.ts';
import { MissingDetail } from '#shared/enums/missing-detail.ts';
import { roleName } from '#shared/enums/role.ts';
import type { CompanySummary, CurrentUser } from '#shared/schemas/current-user.ts';
import type { CompanyRecord } from '../repositories/companies.ts';
import type { MembershipRecord } from '../repositories/memberships.ts';
import type { SessionRecord } from '../repositories/sessions.ts';
import type { UserRecord } from '../repositories/users.ts';

export function companySummary(company: CompanyRecord): CompanySummary {
  return {
    id: company.id,
    guid: company.guid,
    name: company.name,
    displayName: `${company.name} (${companyTypeName(company.type)})`,
    type: { id: company.type, name: companyTypeName(company.type) },
  };
}

/**
 * The missing details of a session, in the order the user is asked them: MFA enrolment first (no
 * other call answers before it), then the carrier's 'IncorrectFactor' step (seeds 000 §2.2).
 */
export function missingDetailsOf(
  session: Pick<SessionRecord, 'mfaPending'>,
  incorrectFactor: boolean,
): MissingDetail[] {
  return [
    ...(session.mfaPending ? [MissingDetail.Mfa] : []),
    ...(incorrectFactor ? [MissingDetail.IncorrectFactor] : []),
  ];
}

/** The `current_user` view of a session: who, in which company, with which roles and gaps. */
export function currentUserView(input: {
  user: UserRecord;
  session: SessionRecord;
  membership: MembershipRecord;
  /** The carrier has a factor mismatch still to answer (services/payee-factor-mismatches.ts). */
  incorrectFactor?: boolean;
}): CurrentUser {
  const { user, session, membership } = input;
  const { company } = membership;
  return {
    id: user.id,
    guid: user.guid,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    roles: membership.roleIds.map((id) => ({ id, name: roleName(id) })),
    company: {
      ...companySummary(company),
      dotNumber: company.dotNumber,
      mcNumber: company.mcNumber,
      scacCode: company.scacCode,
      isOperationsNoBuy: company.isOperationsNoBuy,
      settings: company.settings,
      // Kept on the company copy of the membership (services/bank-account-summary.ts): no extra read.
      bankAccounts: company.type === CompanyType.Payee ? (company.bankAccounts ?? []) : [],
    },
    availableCompanies: user.memberships.map((m) => companySummary(m.company)),
    payorDetails:
      company.type === CompanyType.Payor
        ? { payorTypeId: company.payorTypeId, isHighwaySubscriber: company.isHighwaySubscriber }
        : null,
    payeeDetails: company.type === CompanyType.Payee ? { isRateAccepted: company.isRateAccepted } : null,
    missingDetails: missingDetailsOf(session, input.incorrectFactor ?? false),
    authRoles: [...membership.roleIds],
    signedInWithSso: session.signedInWithSso,
    // A user stored before versions existed is at 0 (repositories/users.ts userVersion).
    version: user.version ?? 0,
  };
}
