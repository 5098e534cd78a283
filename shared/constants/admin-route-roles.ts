import { Role } from '../enums/role.ts';

const creditLimitRoles = [Role.Underwriting, Role.Treasury, Role.Reviewer] as const;
const payDateChangeRoles = [Role.Treasury, Role.Underwriting] as const;
const matchingRoles = [Role.CarrierConnector] as const;
const selectCarrierRoles = [Role.CarrierSales, Role.OpsLeadership, Role.OpsManager] as const;
const promotionalCampaignRoles = [Role.BrokerSales] as const;

/**
 * Roles that may open the role-gated admin routes (seeds 001 §6, route-level role table). Paths
 * are relative to /admin in router form (`:id`). Admin routes not listed only need the general
 * staff check; IBEX-only staff are limited to the NOA routes (see shared/permissions/admin.ts).
 */
export const adminRouteRoles = {
  'credit-limit-exceeded': creditLimitRoles,
  'credit-limit-exposure': creditLimitRoles,
  'invoice-pay-date-change-report': payDateChangeRoles,
  'invoice-pay-date-change-report/:payorId': payDateChangeRoles,
  'factor-assignment': [Role.OpsManager, Role.SeniorNoaProcessor],
  'factor-assignment/audit': [Role.OpsManager],
  'factor-assignment/history': [Role.OpsManager],
  'broker-account-matchings': matchingRoles,
  'broker-account-matchings/dashboard': matchingRoles,
  'broker-account-matchings/next': matchingRoles,
  'broker-account-matchings/:id': matchingRoles,
  'broker-carrier-matchings': matchingRoles,
  'broker-carrier-matchings/dashboard': matchingRoles,
  'broker-carrier-matchings/next': matchingRoles,
  'broker-carrier-matchings/:id': matchingRoles,
  'factor-client-matchings': matchingRoles,
  'factor-client-matchings/dashboard': matchingRoles,
  'factor-client-matchings/next': matchingRoles,
  'factor-client-matchings/:id': matchingRoles,
  'factor-debtor-matchings': matchingRoles,
  'factor-debtor-matchings/dashboard': matchingRoles,
  'factor-debtor-matchings/next': matchingRoles,
  'factor-debtor-matchings/:id': matchingRoles,
  'bank-account-reviews': [
    Role.Underwriting,
    Role.UnderwritingManager,
    Role.CarrierBankApprover,
    Role.OpsManager,
    Role.FraudTeamMember,
  ],
  'bank-account-reviews/:id': [
    Role.Underwriting,
    Role.UnderwritingManager,
    Role.CarrierBankApprover,
    Role.FraudTeamMember,
  ],
  'promotional-campaigns': promotionalCampaignRoles,
  'promotional-campaigns/:id': promotionalCampaignRoles,
  'select-carriers': selectCarrierRoles,
  'select-carriers/:id': selectCarrierRoles,
  'noa/split_noas': [Role.OpsManager],
  'noa/split_noas/:id': [Role.OpsManager],
} as const satisfies Record<string, readonly Role[]>;
export type RoleGatedAdminRoute = keyof typeof adminRouteRoles;

/** First segment of the NOA routes, the only admin routes IBEX-only staff may open. */
export const noaRoutePrefix = 'noa';
