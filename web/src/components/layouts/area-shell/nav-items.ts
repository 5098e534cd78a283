import { CompanySetting, settingAsBoolean } from '#shared/enums/company-setting.ts';
import { type Area, areaOf, CompanyType } from '#shared/enums/company-type.ts';
import { adminNavTarget, canOpenAdminRoute } from '#shared/permissions/admin.ts';
import { canViewPaperwork } from '#shared/permissions/paperwork.ts';
import { canUsePayeeFeature, PayeeFeature } from '#shared/permissions/payee.ts';
import type { RoleIds } from '#shared/permissions/roles.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { adminRelativePath, areaRoutes } from '#web/config/paths.ts';
import { opensPage } from '#web/lib/page-access.ts';

export type NavItemId =
  | 'dashboard'
  | 'paperwork'
  | 'invoices'
  | 'payments'
  | 'carriers'
  | 'creditNotes'
  | 'settlements'
  | 'loads'
  | 'debtors'
  | 'clients'
  | 'selectCarriers'
  | 'adminActions'
  | 'reports'
  | 'admin';

export type NavItem = {
  id: NavItemId;
  /** The route it opens; its label is `shell.nav.<id>`. */
  to: string;
  /**
   * False for an item that leads somewhere another item already covers (the admin "Admin" item
   * opening the dashboard), so only one item shows as the current page.
   */
  highlightsWhenActive: boolean;
};

/** The payor items that depend on company settings or paperwork state (seeds 001 §2). */
export type PayorOptionalItem = 'creditNotes' | 'loads' | 'settlements';

/** What the payor's optional items depend on (seeds 001 §2). */
export type PayorFeatureInputs = {
  /** Company settings by id, values as strings (seeds 001 §3). */
  settings: Partial<Record<CompanySetting, string>>;
  paperworkInProduction: boolean;
  hasAcceptedTerms: boolean;
  hasBills: boolean;
};

/** The paperwork state behind the payor's Settlements item, read by the app layer (runtime config, settlement API). */
export type PayorPaperworkState = Pick<PayorFeatureInputs, 'paperworkInProduction' | 'hasAcceptedTerms' | 'hasBills'>;

/** Until the paperwork state is known (or for users who may not see paperwork), Settlements stays hidden. */
export const unknownPayorPaperwork: PayorPaperworkState = {
  paperworkInProduction: false,
  hasAcceptedTerms: false,
  hasBills: false,
};

/**
 * The payor feature inputs of a user: the company settings come with the current user, the
 * paperwork state from the app layer (the runtime config and the settlement API).
 */
export function payorFeatureInputsOf(
  user: CurrentUser,
  paperwork: PayorPaperworkState = unknownPayorPaperwork,
): PayorFeatureInputs {
  return { settings: user.company.settings, ...paperwork };
}

/**
 * Whether a payor user's roles open paperwork at all (seeds 001 §6: PayorSubmission or UserAdmin);
 * the terms are a separate condition, so this one allows them unaccepted.
 */
export function hasPayorPaperworkRole(roleIds: RoleIds): boolean {
  return canViewPaperwork({
    companyType: CompanyType.Payor,
    roleIds,
    hasAcceptedTerms: false,
    allowUnacceptedTerms: true,
    isOnCarrierDenyList: false,
  });
}

/**
 * Whether a payor's optional item shows (seeds 001 §2): Credit Notes with the EnableCreditNotes
 * setting on, Loads with EnableLoads on, Settlements when paperwork is in production, the terms
 * are accepted and the payor has bills.
 */
export function payorOptionalItemVisible(item: PayorOptionalItem, inputs: PayorFeatureInputs): boolean {
  switch (item) {
    case 'creditNotes':
      return settingAsBoolean(inputs.settings[CompanySetting.EnableCreditNotes]);
    case 'loads':
      return settingAsBoolean(inputs.settings[CompanySetting.EnableLoads]);
    case 'settlements':
      return inputs.paperworkInProduction && inputs.hasAcceptedTerms && inputs.hasBills;
  }
}

/**
 * A payee user in the paperwork-only state sees only Paperwork (seeds 000 §2.5). The seeds do not
 * give the account-status rule; what they do say is that a user with no role lands on paperwork
 * (000 §2.3), so a payee user without any role in the company is paperwork-only. A driver-only
 * user is not paperwork-only: it keeps its dashboard (shared/permissions/payee.ts).
 */
export function isPaperworkOnly(user: CurrentUser): boolean {
  return areaOf(user.company.type.id) === 'payee' && user.authRoles.length === 0;
}

/** Everything the navigation of an area depends on, read from the signed-in user. */
export type NavContext = {
  area: Area;
  roleIds: RoleIds;
  paperworkOnly: boolean;
  payorFeatures: PayorFeatureInputs;
  /** Whether the payor's reports open for the user (the brokerReports rule of the route table). */
  payorReports?: boolean;
};

export function navContextOf(user: CurrentUser, area: Area, payorPaperwork?: PayorPaperworkState): NavContext {
  return {
    area,
    roleIds: user.authRoles,
    paperworkOnly: isPaperworkOnly(user),
    payorFeatures: payorFeatureInputsOf(user, payorPaperwork),
    payorReports: area === 'payor' && opensPage(areaRoutes.payor.reports, user),
  };
}

const item = (id: NavItemId, to: string, highlightsWhenActive = true): NavItem => ({ id, to, highlightsWhenActive });

/** The side navigation of an area, in the seeds' order (000 §2.5, 001 §2). */
export function navItemsFor(context: NavContext): NavItem[] {
  switch (context.area) {
    case 'payee': {
      const routes = areaRoutes.payee;
      if (context.paperworkOnly) return [item('paperwork', routes.paperwork)];
      // The same rule the API enforces (shared/permissions/payee.ts): a driver-only user keeps
      // Dashboard (its driver view) and Paperwork; Invoices and Payments are payee-level.
      const gated = (id: NavItemId, feature: PayeeFeature, to: string) =>
        canUsePayeeFeature(feature, context.roleIds) ? [item(id, to)] : [];
      return [
        ...gated('dashboard', PayeeFeature.Dashboard, routes.dashboard),
        item('paperwork', routes.paperwork),
        ...gated('invoices', PayeeFeature.Invoices, routes.invoices),
        ...gated('payments', PayeeFeature.Payments, routes.payments),
      ];
    }
    case 'payor': {
      const routes = areaRoutes.payor;
      // Settlements also needs a role that opens paperwork: users without one never see it.
      const optional = (id: PayorOptionalItem, to: string) =>
        payorOptionalItemVisible(id, context.payorFeatures) &&
        (id !== 'settlements' || hasPayorPaperworkRole(context.roleIds))
          ? [item(id, to)]
          : [];
      return [
        item('dashboard', routes.dashboard),
        item('carriers', routes.relationships),
        ...optional('creditNotes', routes.creditNotes),
        ...optional('settlements', routes.settlements),
        item('invoices', routes.invoices),
        item('payments', routes.payments),
        ...optional('loads', routes.loads),
        ...(context.payorReports ? [item('reports', routes.reports)] : []),
      ];
    }
    case 'factor': {
      const routes = areaRoutes.factor;
      return [
        item('debtors', routes.debtors),
        item('clients', routes.clients),
        item('loads', routes.loads),
        item('invoices', routes.invoices),
        item('payments', routes.payments),
      ];
    }
    case 'admin': {
      const routes = areaRoutes.admin;
      const gated = (id: NavItemId, to: string) =>
        canOpenAdminRoute(adminRelativePath(to), context.roleIds) ? [item(id, to)] : [];
      // The "Admin" item leaves for the core admin site, which has no address in this portal yet;
      // only its admin-dashboard form can show (seeds 001 §2).
      const admin =
        adminNavTarget(context.roleIds) === 'adminDashboard' ? [item('admin', routes.dashboard, false)] : [];
      return [
        ...gated('dashboard', routes.dashboard),
        ...gated('selectCarriers', routes.selectCarriers),
        ...gated('adminActions', routes.adminActions),
        ...gated('reports', routes.reports),
        ...admin,
      ];
    }
  }
}

export type AccountLinkId = 'myPayors' | 'wallet';

/** A page the account menu links to, beside the profile; its label is `shell.account.<id>`. */
export type AccountLink = { id: AccountLinkId; to: string };

/**
 * Something the app layer offers in the account menu beside the shell's own items (the invitations
 * waiting for the user's answer), as a label and what choosing it does.
 */
export type AccountAction = { id: 'invitations'; label: string; onSelect: () => void };

/**
 * Pages of an area that the side navigation does not list (the seeds' payee navigation is
 * Dashboard, Paperwork, Invoices and Payments, 000 §2.5) but that users open from anywhere: the
 * payee's payors (relationships) and wallet, in the account menu, for the users who may use them.
 */
export function accountLinksFor(context: NavContext): AccountLink[] {
  if (context.area !== 'payee' || context.paperworkOnly) return [];
  const routes = areaRoutes.payee;
  const links: [AccountLinkId, PayeeFeature, string][] = [
    ['myPayors', PayeeFeature.Relationships, routes.relationships],
    ['wallet', PayeeFeature.Wallet, routes.wallet],
  ];
  return links.filter(([, feature]) => canUsePayeeFeature(feature, context.roleIds)).map(([id, , to]) => ({ id, to }));
}

/** Where an area's logo leads: its landing page (Debtors for factors, seeds 001 §2). */
export function homeOf(context: NavContext): string {
  if (context.area === 'payee' && context.paperworkOnly) return areaRoutes.payee.paperwork;
  const landing: Record<Area, string> = {
    payee: areaRoutes.payee.dashboard,
    payor: areaRoutes.payor.dashboard,
    factor: areaRoutes.factor.debtors,
    admin: areaRoutes.admin.dashboard,
  };
  return landing[context.area];
}
