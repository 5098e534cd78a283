import { CompanyType } from '../enums/company-type.ts';
import { Role } from '../enums/role.ts';
import { hasAnyRole, type RoleIds } from './roles.ts';

/** Payee admin or billing: the payee-level features (money, payors, wallet). */
export const payeeLevelRoles = [Role.PayeeAdmin, Role.PayeeBilling] as const;
/** Who may run the quick-payable invoices query. */
export const quickPayableRoles = [Role.PayeeAdmin, Role.UserAdmin, Role.PayeeBilling] as const;
/** Who may join Select Carrier for the company (it changes how every invoice is paid). */
export const selectCarrierJoinerRoles = [Role.PayeeAdmin] as const;
/** Who may dispute a notice of assignment (issue 15): the admins the notice was sent to. */
export const noaDisputeRoles = [Role.PayeeAdmin] as const;

/** Payee admin or billing roles get the payee-level features (seeds 000 §6). */
export function hasPayeeLevelFeatures(roleIds: RoleIds): boolean {
  return hasAnyRole(roleIds, payeeLevelRoles);
}

/** Promotional campaigns show only to payee users with PayeeAdmin or PayeeBilling (seeds 000 §6). */
export function seesPromotionalCampaigns(companyType: CompanyType, roleIds: RoleIds): boolean {
  return companyType === CompanyType.Payee && hasPayeeLevelFeatures(roleIds);
}

/** The quick-payable invoices query runs only for PayeeAdmin, UserAdmin or PayeeBilling (seeds 000 §6). */
export function quickPayableQueryAllowed(roleIds: RoleIds): boolean {
  return hasAnyRole(roleIds, quickPayableRoles);
}

/**
 * The payee area's features (seeds 000 §2.5): the side navigation's Dashboard, Paperwork, Invoices
 * and Payments, the account menu's Relationships (My payors) and Wallet, and the user's Profile.
 */
export const PayeeFeature = {
  Dashboard: 'dashboard',
  Paperwork: 'paperwork',
  Invoices: 'invoices',
  Payments: 'payments',
  Relationships: 'relationships',
  Wallet: 'wallet',
  Profile: 'profile',
} as const;
export type PayeeFeature = (typeof PayeeFeature)[keyof typeof PayeeFeature];

/**
 * Who may use a payee feature (seeds 000 §6: 'Payee admin or billing roles get payee-level
 * features; a driver without them is driver-only'). One rule for the side navigation, the account
 * menu, the web's route guard and the API, so nothing the navigation hides answers on the server:
 * - Paperwork and the user's own Profile: everyone in the payee company (a driver uploads paperwork
 *   and sends it to an administrator).
 * - Dashboard: every user with a role (a driver's dashboard shows paperwork only, no money); a user
 *   without any role is paperwork-only (seeds 000 §2.3, §2.5).
 * - Invoices, Payments, Relationships and Wallet carry the company's money and its payors: payee
 *   admin or billing only.
 * The payor names (`GET payee/payors`, `payor_names`) stay open to every payee user: a driver's
 * paperwork names the broker it is for.
 */
export function canUsePayeeFeature(feature: PayeeFeature, roleIds: RoleIds): boolean {
  const roles = payeeFeatureRoles(feature);
  return roles === null || hasAnyRole(roleIds, roles);
}

const everyRole: readonly Role[] = Object.values(Role);

/** The roles of which a payee user must hold one to use the feature; null when any user may. */
export function payeeFeatureRoles(feature: PayeeFeature): readonly Role[] | null {
  switch (feature) {
    case PayeeFeature.Paperwork:
    case PayeeFeature.Profile:
      return null;
    case PayeeFeature.Dashboard:
      return everyRole;
    case PayeeFeature.Invoices:
    case PayeeFeature.Payments:
    case PayeeFeature.Relationships:
    case PayeeFeature.Wallet:
      return payeeLevelRoles;
  }
}
