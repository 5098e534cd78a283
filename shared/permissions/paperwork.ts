import { CompanyType } from '../enums/company-type.ts';
import { Role } from '../enums/role.ts';
import { hasAnyRole, type RoleIds } from './roles.ts';

export interface PaperworkAccessInput {
  companyType: CompanyType;
  roleIds: RoleIds;
  /** The payor accepted the paperwork terms (`hasAcceptedTerms`). */
  hasAcceptedTerms: boolean;
  /** The screen may show paperwork before the terms are accepted. */
  allowUnacceptedTerms: boolean;
  /** The payee company is on the carrier deny list (its Restrictions toggle is off). */
  isOnCarrierDenyList: boolean;
}

const payorPaperworkRoles = [Role.PayorSubmission, Role.UserAdmin] as const;

/**
 * Whether paperwork (bills) data is fetched and shown (seeds 000 §6, 001 §2 and §6): for a payee
 * company unless the carrier deny list blocks it; for a payor user with PayorSubmission or
 * UserAdmin who has accepted the terms, unless unaccepted terms are allowed; never otherwise.
 */
export function canViewPaperwork(input: PaperworkAccessInput): boolean {
  switch (input.companyType) {
    case CompanyType.Payee:
      return !input.isOnCarrierDenyList;
    case CompanyType.Payor:
      return hasAnyRole(input.roleIds, payorPaperworkRoles) && (input.hasAcceptedTerms || input.allowUnacceptedTerms);
    default:
      return false;
  }
}

/**
 * Manual upload applies to operations users only when the company's ManualUpload setting is true
 * and the company is flagged isOperationsNoBuy (seeds 000 §6, 001 §6).
 */
export function manualUploadApplies(manualUploadSetting: boolean, isOperationsNoBuy: boolean): boolean {
  return manualUploadSetting && isOperationsNoBuy;
}
