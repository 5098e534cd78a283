import { describe, expect, it } from 'vitest';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import {
  accountLinksFor,
  hasPayorPaperworkRole,
  homeOf,
  isPaperworkOnly,
  type NavContext,
  navContextOf,
  navItemsFor,
  type PayorFeatureInputs,
  type PayorPaperworkState,
  payorOptionalItemVisible,
  unknownPayorPaperwork,
} from '#web/components/layouts/area-shell/nav-items.ts';
import { makeUser } from './support.tsx';

const noPayorFeatures: PayorFeatureInputs = {
  settings: {},
  paperworkInProduction: false,
  hasAcceptedTerms: false,
  hasBills: false,
};

function context(overrides: Partial<NavContext> & Pick<NavContext, 'area'>): NavContext {
  return { roleIds: [], paperworkOnly: false, payorFeatures: noPayorFeatures, ...overrides };
}

const ids = (ctx: NavContext) => navItemsFor(ctx).map((item) => item.id);
const routes = (ctx: NavContext) => navItemsFor(ctx).map((item) => item.to);

describe('payee navigation (seeds 000 §2.5)', () => {
  it('is Dashboard, Paperwork, Invoices, Payments', () => {
    const ctx = navContextOf(makeUser(CompanyType.Payee, { roles: [Role.PayeeAdmin] }), 'payee');
    expect(ids(ctx)).toEqual(['dashboard', 'paperwork', 'invoices', 'payments']);
    expect(routes(ctx)).toEqual(['/payee/dashboard', '/payee/paperwork', '/payee/invoices', '/payee/payments']);
    expect(homeOf(ctx)).toBe('/payee/dashboard');
  });

  it('is only Paperwork for a paperwork-only user, who lands there', () => {
    const user = makeUser(CompanyType.Payee, { roles: [] });
    expect(isPaperworkOnly(user)).toBe(true);
    const ctx = navContextOf(user, 'payee');
    expect(ids(ctx)).toEqual(['paperwork']);
    expect(homeOf(ctx)).toBe('/payee/paperwork');
  });

  it('follows the API for a driver: Dashboard and Paperwork only, no payors or wallet in the account menu', () => {
    const driver = navContextOf(makeUser(CompanyType.Payee, { roles: [Role.PayeeDriver] }), 'payee');
    expect(ids(driver)).toEqual(['dashboard', 'paperwork']);
    expect(homeOf(driver)).toBe('/payee/dashboard');
    expect(accountLinksFor(driver)).toEqual([]);
    // A driver who also holds a payee-level role gets everything.
    const both = navContextOf(makeUser(CompanyType.Payee, { roles: [Role.PayeeDriver, Role.PayeeBilling] }), 'payee');
    expect(ids(both)).toEqual(['dashboard', 'paperwork', 'invoices', 'payments']);
  });

  it('leads payee admins and billing to their payors and wallet from the account menu', () => {
    for (const role of [Role.PayeeAdmin, Role.PayeeBilling]) {
      const ctx = navContextOf(makeUser(CompanyType.Payee, { roles: [role] }), 'payee');
      expect(accountLinksFor(ctx)).toEqual([
        { id: 'myPayors', to: '/payee/relationships' },
        { id: 'wallet', to: '/payee/wallet' },
      ]);
    }
    expect(accountLinksFor(navContextOf(makeUser(CompanyType.Payee, { roles: [] }), 'payee'))).toEqual([]);
    expect(accountLinksFor(navContextOf(makeUser(CompanyType.Payor), 'payor'))).toEqual([]);
  });

  it('treats a user with any role as not paperwork-only', () => {
    expect(isPaperworkOnly(makeUser(CompanyType.Payee, { roles: [Role.PayeeDriver] }))).toBe(false);
    expect(isPaperworkOnly(makeUser(CompanyType.Payor, { roles: [] }))).toBe(false);
  });
});

describe('payor navigation (seeds 001 §2)', () => {
  it('hides Credit Notes, Settlements and Loads while the user data says nothing about them', () => {
    const ctx = navContextOf(makeUser(CompanyType.Payor), 'payor');
    expect(ids(ctx)).toEqual(['dashboard', 'carriers', 'invoices', 'payments', 'reports']);
    expect(routes(ctx)).toEqual([
      '/payor/dashboard',
      '/payor/relationships',
      '/payor/invoices',
      '/payor/payments',
      '/payor/reports',
    ]);
  });

  it('shows Reports to brokers only (the brokerReports rule of the route table)', () => {
    const shipper = makeUser(CompanyType.Payor);
    shipper.payorDetails = { payorTypeId: 3, isHighwaySubscriber: false };
    expect(ids(navContextOf(shipper, 'payor'))).not.toContain('reports');
    const factored = makeUser(CompanyType.Payor);
    factored.payorDetails = { payorTypeId: 2, isHighwaySubscriber: false };
    expect(ids(navContextOf(factored, 'payor'))).toContain('reports');
  });

  it('shows all seven, in order, when the settings and paperwork state allow', () => {
    const ctx = context({
      area: 'payor',
      roleIds: [Role.PayorSubmission],
      payorFeatures: {
        settings: { [CompanySetting.EnableCreditNotes]: 'true', [CompanySetting.EnableLoads]: '1' },
        paperworkInProduction: true,
        hasAcceptedTerms: true,
        hasBills: true,
      },
    });
    expect(ids(ctx)).toEqual(['dashboard', 'carriers', 'creditNotes', 'settlements', 'invoices', 'payments', 'loads']);
    expect(routes(ctx)).toContain('/payor/credit-notes');
    expect(routes(ctx)).toContain('/payor/settlements');
    expect(routes(ctx)).toContain('/payor/loads');
  });

  it('shows each optional item on its own condition', () => {
    const on = (settings: PayorFeatureInputs['settings']) => ({ ...noPayorFeatures, settings });
    expect(payorOptionalItemVisible('creditNotes', on({ [CompanySetting.EnableCreditNotes]: 'TRUE' }))).toBe(true);
    expect(payorOptionalItemVisible('creditNotes', on({ [CompanySetting.EnableCreditNotes]: 'false' }))).toBe(false);
    expect(payorOptionalItemVisible('loads', on({ [CompanySetting.EnableLoads]: 'true' }))).toBe(true);
    expect(payorOptionalItemVisible('loads', on({ [CompanySetting.EnableCreditNotes]: 'true' }))).toBe(false);
    const settlements = { ...noPayorFeatures, paperworkInProduction: true, hasAcceptedTerms: true, hasBills: true };
    expect(payorOptionalItemVisible('settlements', settlements)).toBe(true);
    expect(payorOptionalItemVisible('settlements', { ...settlements, hasBills: false })).toBe(false);
    expect(payorOptionalItemVisible('settlements', { ...settlements, hasAcceptedTerms: false })).toBe(false);
    expect(payorOptionalItemVisible('settlements', { ...settlements, paperworkInProduction: false })).toBe(false);
  });
});

describe('payor Settlements item (seeds 001 §2, §6)', () => {
  const ready: PayorPaperworkState = { paperworkInProduction: true, hasAcceptedTerms: true, hasBills: true };
  const settlementsShown = (roles: Role[], paperwork?: PayorPaperworkState) =>
    ids(navContextOf(makeUser(CompanyType.Payor, { roles }), 'payor', paperwork)).includes('settlements');

  it('shows for PayorSubmission or UserAdmin once paperwork is live, the terms accepted and bills present', () => {
    expect(settlementsShown([Role.PayorSubmission], ready)).toBe(true);
    expect(settlementsShown([Role.UserAdmin], ready)).toBe(true);
    expect(settlementsShown([Role.PayorSubmission, Role.PayorReports, Role.UserAdmin], ready)).toBe(true);
    const ctx = navContextOf(makeUser(CompanyType.Payor, { roles: [Role.UserAdmin] }), 'payor', ready);
    expect(routes(ctx)).toEqual([
      '/payor/dashboard',
      '/payor/relationships',
      '/payor/settlements',
      '/payor/invoices',
      '/payor/payments',
      '/payor/reports',
    ]);
  });

  it('stays hidden while any condition is missing or still unknown', () => {
    expect(settlementsShown([Role.PayorSubmission])).toBe(false);
    expect(settlementsShown([Role.PayorSubmission], unknownPayorPaperwork)).toBe(false);
    for (const missing of ['paperworkInProduction', 'hasAcceptedTerms', 'hasBills'] as const) {
      expect(settlementsShown([Role.PayorSubmission], { ...ready, [missing]: false })).toBe(false);
    }
  });

  it('never shows for users without PayorSubmission or UserAdmin', () => {
    expect(settlementsShown([Role.PayorReports], ready)).toBe(false);
    expect(settlementsShown([], ready)).toBe(false);
    expect(hasPayorPaperworkRole([Role.PayorReports])).toBe(false);
    expect(hasPayorPaperworkRole([Role.PayorSubmission])).toBe(true);
    expect(hasPayorPaperworkRole([Role.UserAdmin])).toBe(true);
  });

  it('ignores paperwork state outside the payor area', () => {
    expect(ids(navContextOf(makeUser(CompanyType.Payee), 'payee', ready))).not.toContain('settlements');
    expect(ids(navContextOf(makeUser(CompanyType.Factor), 'factor', ready))).not.toContain('settlements');
  });
});

describe('factor navigation (seeds 001 §2)', () => {
  it('is Debtors, Clients, Loads, Invoices, Payments; the logo leads to Debtors', () => {
    const ctx = navContextOf(makeUser(CompanyType.Factor), 'factor');
    expect(ids(ctx)).toEqual(['debtors', 'clients', 'loads', 'invoices', 'payments']);
    expect(routes(ctx)).toEqual([
      '/factor/payors',
      '/factor/payee-relationships',
      '/factor/loads',
      '/factor/invoices',
      '/factor/payments',
    ]);
    expect(homeOf(ctx)).toBe('/factor/payors');
  });
});

describe('admin navigation (seeds 001 §2, §6)', () => {
  it('is Dashboard, Select Carriers, Admin Actions, Reports and Admin for staff who may open them', () => {
    const ctx = context({ area: 'admin', roleIds: [Role.TriumphInternal, Role.OpsManager, Role.Underwriting] });
    expect(ids(ctx)).toEqual(['dashboard', 'selectCarriers', 'adminActions', 'reports', 'admin']);
    expect(routes(ctx)).toEqual([
      '/admin/dashboard',
      '/admin/select-carriers',
      '/admin/admin-actions',
      '/admin/reports',
      '/admin/dashboard',
    ]);
    // Only Dashboard shows as the current page when both lead there.
    expect(navItemsFor(ctx).map((item) => item.highlightsWhenActive)).toEqual([true, true, true, true, false]);
    expect(homeOf(ctx)).toBe('/admin/dashboard');
  });

  it('leaves out Select Carriers without a select-carrier role', () => {
    expect(ids(context({ area: 'admin', roleIds: [Role.TriumphInternal, Role.Csr] }))).toEqual([
      'dashboard',
      'adminActions',
      'reports',
      'admin',
    ]);
  });

  it('leaves out Admin while it would lead to the core admin site, which has no address here', () => {
    expect(ids(context({ area: 'admin', roleIds: [Role.TriumphInternal, Role.CarrierSales] }))).toEqual([
      'dashboard',
      'selectCarriers',
      'adminActions',
      'reports',
    ]);
  });
});
