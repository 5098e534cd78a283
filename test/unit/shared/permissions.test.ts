import { describe, expect, it } from 'vitest';
import { adminRouteRoles, type RoleGatedAdminRoute } from '#shared/constants/admin-route-roles.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import {
  adminNavTarget,
  canOpenAdminRoute,
  hasVendorExperience,
  ibexRoles,
  isIbexOnly,
} from '#shared/permissions/admin.ts';
import { companySwitcherMode, switcherShowsCompanyTypes } from '#shared/permissions/company-switcher.ts';
import { canViewPaperwork, manualUploadApplies, type PaperworkAccessInput } from '#shared/permissions/paperwork.ts';
import {
  hasPayeeLevelFeatures,
  quickPayableQueryAllowed,
  seesPromotionalCampaigns,
} from '#shared/permissions/payee.ts';
import { highwaySubscriberFeatureVisible } from '#shared/permissions/payor.ts';
import { hasAnyRole, userKind } from '#shared/permissions/roles.ts';
import { canManageUsers, canOpenUserManagementRoutes, hasSecondaryUserPermission } from '#shared/permissions/users.ts';

describe('roles', () => {
  it('hasAnyRole', () => {
    expect(hasAnyRole([Role.Csr, Role.Treasury], [Role.Treasury])).toBe(true);
    expect(hasAnyRole([Role.Csr], [Role.Treasury, Role.Reviewer])).toBe(false);
    expect(hasAnyRole([], [Role.Treasury])).toBe(false);
  });

  it('treats everyone but factors and payors as payees', () => {
    expect(userKind(CompanyType.Factor)).toBe('factor');
    expect(userKind(CompanyType.Payor)).toBe('payor');
    expect(userKind(CompanyType.Payee)).toBe('payee');
    expect(userKind(CompanyType.Inactive)).toBe('payee');
  });
});

describe('user management', () => {
  it.each([Role.AccountExecutive, Role.IntegrationManager, Role.OpsManager])(
    'internal staff with role %i may',
    (role) => {
      expect(canManageUsers(CompanyType.Triumph, [role])).toBe(true);
    },
  );

  it('internal staff with company admin roles only may not', () => {
    expect(canManageUsers(CompanyType.Triumph, [Role.PayeeAdmin, Role.UserAdmin, Role.Csr])).toBe(false);
  });

  it.each([
    [CompanyType.Payee, Role.PayeeAdmin],
    [CompanyType.Payor, Role.UserAdmin],
    [CompanyType.Factor, Role.UserAdmin],
  ])('company %i users with role %i may', (companyType, role) => {
    expect(canManageUsers(companyType, [role])).toBe(true);
  });

  it('company users without an admin role may not, even with staff roles', () => {
    expect(canManageUsers(CompanyType.Payor, [Role.OpsManager, Role.PayorSubmission])).toBe(false);
    expect(canManageUsers(CompanyType.Payee, [Role.PayeeDriver, Role.PayeeBilling])).toBe(false);
  });

  it('the second permission adds Csr and IbexCsr and drops IntegrationManager for staff', () => {
    expect(hasSecondaryUserPermission(CompanyType.Triumph, [Role.Csr])).toBe(true);
    expect(hasSecondaryUserPermission(CompanyType.Triumph, [Role.IbexCsr])).toBe(true);
    expect(hasSecondaryUserPermission(CompanyType.Triumph, [Role.IntegrationManager])).toBe(false);
    expect(hasSecondaryUserPermission(CompanyType.Payee, [Role.PayeeAdmin])).toBe(true);
    expect(hasSecondaryUserPermission(CompanyType.Payee, [Role.Csr])).toBe(false);
  });

  it('user routes open only in the payee, payor and factor areas', () => {
    expect(canOpenUserManagementRoutes(CompanyType.Factor, [Role.UserAdmin])).toBe(true);
    expect(canOpenUserManagementRoutes(CompanyType.Factor, [Role.PayorReports])).toBe(false);
    expect(canOpenUserManagementRoutes(CompanyType.ExternalVendor, [Role.UserAdmin])).toBe(false);
    expect(canOpenUserManagementRoutes(CompanyType.Triumph, [Role.OpsManager])).toBe(false);
  });
});

describe('payee features', () => {
  it('payee admin or billing get payee-level features; a driver or user admin alone does not', () => {
    expect(hasPayeeLevelFeatures([Role.PayeeBilling])).toBe(true);
    expect(hasPayeeLevelFeatures([Role.PayeeDriver, Role.PayeeAdmin])).toBe(true);
    expect(hasPayeeLevelFeatures([Role.PayeeDriver])).toBe(false);
    expect(hasPayeeLevelFeatures([Role.UserAdmin])).toBe(false);
  });

  it('promotional campaigns: payee users with PayeeAdmin or PayeeBilling', () => {
    expect(seesPromotionalCampaigns(CompanyType.Payee, [Role.PayeeAdmin])).toBe(true);
    expect(seesPromotionalCampaigns(CompanyType.Payee, [Role.PayeeBilling])).toBe(true);
    expect(seesPromotionalCampaigns(CompanyType.Payee, [Role.PayeeDriver, Role.UserAdmin])).toBe(false);
    expect(seesPromotionalCampaigns(CompanyType.Payor, [Role.PayeeAdmin])).toBe(false);
  });

  it('quick-payable query: PayeeAdmin, UserAdmin or PayeeBilling', () => {
    expect(quickPayableQueryAllowed([Role.PayeeAdmin])).toBe(true);
    expect(quickPayableQueryAllowed([Role.UserAdmin])).toBe(true);
    expect(quickPayableQueryAllowed([Role.PayeeBilling])).toBe(true);
    expect(quickPayableQueryAllowed([Role.PayeeDriver])).toBe(false);
  });
});

describe('paperwork', () => {
  const payor: PaperworkAccessInput = {
    companyType: CompanyType.Payor,
    roleIds: [Role.PayorSubmission],
    hasAcceptedTerms: true,
    allowUnacceptedTerms: false,
    isOnCarrierDenyList: false,
  };

  it('payee companies see paperwork unless deny-listed', () => {
    const payee = { ...payor, companyType: CompanyType.Payee, roleIds: [Role.PayeeDriver], hasAcceptedTerms: false };
    expect(canViewPaperwork(payee)).toBe(true);
    expect(canViewPaperwork({ ...payee, isOnCarrierDenyList: true })).toBe(false);
  });

  it('payors need PayorSubmission or UserAdmin and accepted terms', () => {
    expect(canViewPaperwork(payor)).toBe(true);
    expect(canViewPaperwork({ ...payor, roleIds: [Role.UserAdmin] })).toBe(true);
    expect(canViewPaperwork({ ...payor, roleIds: [Role.PayorReports] })).toBe(false);
    expect(canViewPaperwork({ ...payor, hasAcceptedTerms: false })).toBe(false);
    expect(canViewPaperwork({ ...payor, hasAcceptedTerms: false, allowUnacceptedTerms: true })).toBe(true);
  });

  it('factors and staff do not', () => {
    expect(canViewPaperwork({ ...payor, companyType: CompanyType.Factor, roleIds: [Role.UserAdmin] })).toBe(false);
    expect(canViewPaperwork({ ...payor, companyType: CompanyType.Triumph, roleIds: [Role.UserAdmin] })).toBe(false);
  });

  it('manual upload needs the setting and isOperationsNoBuy', () => {
    expect(manualUploadApplies(true, true)).toBe(true);
    expect(manualUploadApplies(true, false)).toBe(false);
    expect(manualUploadApplies(false, true)).toBe(false);
  });
});

describe('company switcher', () => {
  it('AppManager and TriumphInternal search all companies', () => {
    expect(companySwitcherMode([Role.AppManager])).toBe('searchAll');
    expect(companySwitcherMode([Role.TriumphInternal])).toBe('searchAll');
    expect(companySwitcherMode([Role.OpsManager])).toBe('availableCompanies');
  });

  it('shows type names only when the companies span more than one type', () => {
    expect(switcherShowsCompanyTypes([{ type: { id: 1 } }, { type: { id: 1 } }])).toBe(false);
    expect(switcherShowsCompanyTypes([{ type: { id: 1 } }, { type: { id: 2 } }])).toBe(true);
    expect(switcherShowsCompanyTypes([])).toBe(false);
  });
});

describe('admin', () => {
  it.each(ibexRoles)('IBEX role %i without internal status is IBEX-only', (role) => {
    expect(isIbexOnly([role])).toBe(true);
    expect(isIbexOnly([role, Role.TriumphInternal])).toBe(false);
  });

  it('other staff are not IBEX-only', () => {
    expect(isIbexOnly([Role.Csr, Role.OpsManager])).toBe(false);
  });

  it('external vendors and IBEX-only staff get the vendor experience', () => {
    expect(hasVendorExperience(CompanyType.ExternalVendor, [])).toBe(true);
    expect(hasVendorExperience(CompanyType.Triumph, [Role.NoaIBEX])).toBe(true);
    expect(hasVendorExperience(CompanyType.Triumph, [Role.Csr])).toBe(false);
  });

  const routes = Object.keys(adminRouteRoles) as RoleGatedAdminRoute[];

  it.each(routes)('%s opens for each listed role and for no other', (route) => {
    const allowed: readonly number[] = adminRouteRoles[route];
    for (const role of allowed) expect(canOpenAdminRoute(route, [role]), `${route} ${role}`).toBe(true);
    const others = Object.values(Role).filter((role) => !allowed.includes(role) && !isIbexOnly([role]));
    for (const role of others) expect(canOpenAdminRoute(route, [role]), `${route} ${role}`).toBe(false);
  });

  it('spot-checks the table against the seeds', () => {
    expect(canOpenAdminRoute('bank-account-reviews', [Role.OpsManager])).toBe(true);
    expect(canOpenAdminRoute('bank-account-reviews/:id', [Role.OpsManager])).toBe(false);
    expect(canOpenAdminRoute('factor-assignment', [Role.SeniorNoaProcessor])).toBe(true);
    expect(canOpenAdminRoute('factor-assignment/history', [Role.SeniorNoaProcessor])).toBe(false);
    expect(canOpenAdminRoute('factor-debtor-matchings/next', [Role.CarrierConnector])).toBe(true);
    expect(canOpenAdminRoute('credit-limit-exposure', [Role.Reviewer])).toBe(true);
    expect(canOpenAdminRoute('invoice-pay-date-change-report/:payorId', [Role.Reviewer])).toBe(false);
  });

  it('routes outside the table need only the staff check', () => {
    expect(canOpenAdminRoute('dashboard', [Role.Csr])).toBe(true);
    expect(canOpenAdminRoute('noa/search', [Role.Csr])).toBe(true);
  });

  it('IBEX-only staff open NOA routes only', () => {
    expect(canOpenAdminRoute('noa/search', [Role.NoaIBEX])).toBe(true);
    expect(canOpenAdminRoute('noa', [Role.IbexCsr])).toBe(true);
    expect(canOpenAdminRoute('dashboard', [Role.NoaIBEX])).toBe(false);
    expect(canOpenAdminRoute('noa/split_noas', [Role.NoaManagerIBEX])).toBe(false);
    expect(canOpenAdminRoute('dashboard', [Role.NoaIBEX, Role.TriumphInternal])).toBe(true);
  });

  it('the Admin nav item leads to the dashboard for Underwriting, FraudManager and CSRs', () => {
    expect(adminNavTarget([Role.Underwriting])).toBe('adminDashboard');
    expect(adminNavTarget([Role.FraudManager])).toBe('adminDashboard');
    expect(adminNavTarget([Role.Csr])).toBe('adminDashboard');
    expect(adminNavTarget([Role.Treasury])).toBe('coreAdminSite');
  });

  it('the highway subscriber feature is hidden for Csr and SeniorClientServiceAgent', () => {
    expect(highwaySubscriberFeatureVisible([Role.PayorReports])).toBe(true);
    expect(highwaySubscriberFeatureVisible([Role.Csr])).toBe(false);
    expect(highwaySubscriberFeatureVisible([Role.SeniorClientServiceAgent, Role.UserAdmin])).toBe(false);
  });
});
