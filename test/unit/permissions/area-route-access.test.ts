import { describe, expect, it } from 'vitest';
import { adminRouteRoles, type RoleGatedAdminRoute } from '#shared/constants/admin-route-roles.ts';
import { CompanySetting } from '#shared/enums/company-setting.ts';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role, roleName } from '#shared/enums/role.ts';
import { canOpenAdminRoute } from '#shared/permissions/admin.ts';
import {
  type AreaRoute,
  areaOfRoute,
  areaRoutePatterns,
  isAreaRoute,
  type RouteCaller,
  type RouteDecision,
  routeAccess,
} from '#shared/permissions/area-route-access.ts';
import { type AccessCaller, access, accessAreas, accessGranted } from '#shared/permissions/route-access.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { areaRouteAt, routeDecisionAt } from '#web/app/route-guard.ts';
import { makeUser } from '../web/support.tsx';

// ---------------------------------------------------------------------------------------------
// The routes as the seeds name them, typed out from the seeds (not read from the table). Paths
// are relative to the area, `{id}` written `:id`. Where the seeds give a name but no path (the
// payor reports, the settlements terms), the path is the web's (web/src/config/paths.ts).
// ---------------------------------------------------------------------------------------------

/** Seeds 001 §2, Factor area (its index only redirects to the debtors list: not a page). */
const seedsFactorRoutes = [
  'payors',
  'payee-relationships',
  'payee-relationships/:id',
  'loads',
  'loads/:id',
  'invoices',
  'invoices/:id',
  'payments',
  'payments/:id',
  'profile',
  'users/new',
  'users/:id/edit',
];

/** Seeds 001 §2: the payor reports, by the names the seeds give them. */
const seedsPayorReports = [
  'billing-report',
  'credit-limit-report',
  'invoice-refunds-report',
  'invoice-review',
  'revenue-share',
  'previous-settlements',
  'gotp-fees',
  'previous-weekly-settlements',
  'holds-report',
  'unreconciled-funds-report',
];

/** Seeds 001 §2, Payor area routes. */
const seedsPayorRoutes = [
  'dashboard',
  'highway-alerts',
  // Seeds 001 §2 'reports': the hub that lists the report screens.
  'reports',
  ...seedsPayorReports.map((report) => `reports/${report}`),
  'users/new',
  'users/:id/edit',
  'invoices',
  'invoices/:id',
  'loads',
  'loads/:id',
  'credit-notes',
  'credit-notes/:id',
  'payments',
  'payments/:id',
  'profile',
  'relationships',
  'relationships/:id',
  'settlements',
  'settlements/:id',
  'settlements/:id/edit',
  'settlements/:id/success',
  'settlements/terms',
];

/** Seeds 001 §2, NOA routes (all under noa; "the noa root" is noa itself). */
const seedsNoaRoutes = [
  'action_conflicts',
  'action_conflicts/history',
  'action_conflicts/history/:id',
  'action_conflicts/:id',
  'pending_lor_designation/:id',
  'bulk_remove',
  'split_noas',
  'split_noas/:id',
  'coachable_report',
  'coachable_report/:id',
  'history/:id',
  'search',
  'metrics',
  'pending_factors',
  'pending_factors/:id',
  'missing_lor',
  '',
  'audit_queue_warning',
  'error',
  'matches',
  ':id/redirect',
  ':id/next',
  'process',
  'success',
  ':id',
].map((route) => (route === '' ? 'noa' : `noa/${route}`));

const matchings = [
  'broker-account-matchings',
  'broker-carrier-matchings',
  'factor-client-matchings',
  'factor-debtor-matchings',
];

/** Seeds 001 §2, other admin routes (its index only redirects to the dashboard: not a page). */
const seedsOtherAdminRoutes = [
  'admin-actions',
  'company-details',
  'csr-dashboard',
  'credit-limit-exceeded',
  'credit-limit-exposure',
  'invoice-pay-date-change-report',
  'invoice-pay-date-change-report/:payorId',
  'factor-assignment',
  'factor-assignment/audit',
  'factor-assignment/history',
  ...matchings.flatMap((list) => [list, `${list}/dashboard`, `${list}/next`, `${list}/:id`]),
  'carrier-actions',
  'audit/:id',
  'dashboard',
  'bank-account-reviews',
  'bank-account-reviews/:id',
  'invoices',
  'metrics',
  'metrics-history/:metricId',
  'payors',
  'payors/new',
  'payors/:id',
  'payors/:id/edit',
  'promotional-campaigns',
  'promotional-campaigns/:id',
  'reports',
  'advances/payors',
  'advances/payors/:id',
  'advances/relationships/:id',
  'misdirected-payments',
  'unreconciled-funds/payors',
  'unreconciled-funds/payors/:id',
  'select-carriers',
  'select-carriers/:id',
  'server-settings',
  'setup',
];

/**
 * Seeds 000 §2.5, payee routes, with the paths the web gives those it names by wording only (the
 * list of relationships, the wallet, Select Carrier's success page, credit notes' list).
 */
const payeeRoutes = [
  'brokers/:id',
  'credit-notes',
  'credit-notes/:id',
  'dashboard',
  'invoices',
  'invoices/:id',
  'payments',
  'payments/:id',
  'unclaimed-relationships',
  'unclaimed-relationships/:id',
  'unclaimed-relationships/add_bank_account',
  'relationships',
  'relationships/:id',
  'relationships/:id/terms-of-service',
  'relationships/success',
  'select-carrier',
  'select-carrier/success',
  'paperwork',
  'paperwork/new',
  'paperwork/:id',
  'paperwork/:id/edit',
  'paperwork/:id/success',
  'profile',
  'users/new',
  'users/:id/edit',
  'wallet',
  'wallet/new',
];

/**
 * Payor routes the web adds to the seeds' (issue 13): the spreadsheet upload, where invoices come
 * in other than by the API, for those who submit invoices; (issue 14) a statement of the previous
 * settlements and of the previous weekly settlements, gated as their lists, and the invoices behind
 * one month of the GOTP fees report (the seeds' `gotp_fees/month/{id}` call), gated as the report is.
 */
const addedPayorRoutes = [
  'invoices/upload',
  'reports/previous-settlements/:id',
  'reports/previous-weekly-settlements/:id',
  'reports/gotp-fees/:id',
];

/** Payee routes the web adds (issue 15): the notices of assignment, linked from the dashboard and the email. */
const addedPayeeRoutes = ['noa-notices', 'noa-notices/:id'];

const under = (area: string, routes: readonly string[]) => routes.map((route) => `/${area}/${route}`);
const seedsRoutes = [
  ...under('factor', seedsFactorRoutes),
  ...under('payor', seedsPayorRoutes),
  ...under('admin', [...seedsNoaRoutes, ...seedsOtherAdminRoutes]),
];

describe('the route table holds the seeds’ routes', () => {
  it.each(seedsRoutes)('%s (seeds 001 §2)', (route) => {
    expect(isAreaRoute(route)).toBe(true);
  });

  it.each(under('payee', payeeRoutes))('%s (seeds 000 §2.5)', (route) => {
    expect(isAreaRoute(route)).toBe(true);
  });

  it.each(under('payee', addedPayeeRoutes))('%s (issue 15)', (route) => {
    expect(isAreaRoute(route)).toBe(true);
  });

  it.each(under('payor', addedPayorRoutes))('%s (issues 13, 14)', (route) => {
    expect(isAreaRoute(route)).toBe(true);
  });

  it('and nothing the seeds (or the issues adding pages) do not name', () => {
    const named = new Set([
      ...seedsRoutes,
      ...under('payee', payeeRoutes),
      ...under('payee', addedPayeeRoutes),
      ...under('payor', addedPayorRoutes),
    ]);
    expect(areaRoutePatterns.filter((route) => !named.has(route))).toEqual([]);
    expect(areaRoutePatterns).toHaveLength(named.size);
  });
});

// ---------------------------------------------------------------------------------------------
// What the seeds say each caller gets, typed out from the seeds.
// ---------------------------------------------------------------------------------------------

type Expected = 'allowed' | 'no-access' | `redirect ${string}`;

/** Seeds 001 §6, route-level role table (admin), relative to /admin. */
const seedsAdminRoleTable: [readonly string[], readonly Role[]][] = [
  [
    ['credit-limit-exceeded', 'credit-limit-exposure'],
    [Role.Underwriting, Role.Treasury, Role.Reviewer],
  ],
  [
    ['invoice-pay-date-change-report', 'invoice-pay-date-change-report/:payorId'],
    [Role.Treasury, Role.Underwriting],
  ],
  [['factor-assignment'], [Role.OpsManager, Role.SeniorNoaProcessor]],
  [['factor-assignment/audit', 'factor-assignment/history'], [Role.OpsManager]],
  [matchings.flatMap((list) => [list, `${list}/dashboard`, `${list}/next`, `${list}/:id`]), [Role.CarrierConnector]],
  [
    ['bank-account-reviews'],
    [Role.Underwriting, Role.UnderwritingManager, Role.CarrierBankApprover, Role.OpsManager, Role.FraudTeamMember],
  ],
  [
    ['bank-account-reviews/:id'],
    [Role.Underwriting, Role.UnderwritingManager, Role.CarrierBankApprover, Role.FraudTeamMember],
  ],
  [['promotional-campaigns', 'promotional-campaigns/:id'], [Role.BrokerSales]],
  [
    ['select-carriers', 'select-carriers/:id'],
    [Role.CarrierSales, Role.OpsLeadership, Role.OpsManager],
  ],
  [['noa/split_noas', 'noa/split_noas/:id'], [Role.OpsManager]],
];
const seedsAdminRoles = new Map(seedsAdminRoleTable.flatMap(([routes, roles]) => routes.map((r) => [r, roles])));

/** Seeds 001 §2: the IBEX roles; without internal status (TriumphInternal) they see only NOA. */
const seedsIbexRoles: readonly Role[] = [Role.IbexCsr, Role.NoaAuditIbex, Role.NoaIBEX, Role.NoaManagerIBEX];

const seedsAreaOfType: Partial<Record<CompanyType, string>> = {
  [CompanyType.Payee]: 'payee',
  [CompanyType.Payor]: 'payor',
  [CompanyType.Factor]: 'factor',
  [CompanyType.Triumph]: 'admin',
};

const holdsAny = (roles: readonly Role[], wanted: readonly Role[]) => wanted.some((role) => roles.includes(role));

/** One caller of the matrix: a company type, roles, and the company facts the payload carries. */
type Case = {
  type: CompanyType;
  roles: Role[];
  settings: Record<string, string>;
  payorDetails: { payorTypeId: number | null; isHighwaySubscriber: boolean } | null;
};

function expectedFor(route: string, caller: Case): Expected {
  const [, area = '', ...rest] = route.split('/');
  const relative = rest.join('/');
  const { roles } = caller;
  // Seeds 000 §2.2, 001 §2: another company type entering an area is sent to the root.
  if (seedsAreaOfType[caller.type] !== area) return 'redirect /';
  // Seeds 000 §6, 001 §6: user management needs PayeeAdmin or UserAdmin in a company; refused
  // users go back to the profile (where the page wrapper has always sent them, 000 §2.7).
  if (relative.startsWith('users/')) {
    return holdsAny(roles, [Role.PayeeAdmin, Role.UserAdmin]) ? 'allowed' : `redirect /${area}/profile`;
  }
  switch (area) {
    case 'payee': {
      // Seeds 000 §2.3, §2.5, §6: a user without roles is paperwork-only and lands on paperwork;
      // payee admin or billing get the payee-level pages; paperwork and profile are everyone's.
      if (relative === 'dashboard') return roles.length > 0 ? 'allowed' : 'redirect /payee/paperwork';
      if (relative.startsWith('paperwork') || relative === 'profile') return 'allowed';
      return holdsAny(roles, [Role.PayeeAdmin, Role.PayeeBilling]) ? 'allowed' : 'no-access';
    }
    case 'payor': {
      const on = (id: number) => ['true', '1'].includes((caller.settings[String(id)] ?? '').toLowerCase());
      // Issue 13: uploading invoices submits them, as PayorSubmission or UserAdmin may (seeds 001 §6).
      if (relative === 'invoices/upload') {
        return holdsAny(roles, [Role.PayorSubmission, Role.UserAdmin]) ? 'allowed' : 'no-access';
      }
      // Seeds 001 §2: Loads with EnableLoads (20), Credit Notes with EnableCreditNotes (29).
      if (relative.startsWith('loads')) return on(20) ? 'allowed' : 'no-access';
      if (relative.startsWith('credit-notes')) return on(29) ? 'allowed' : 'no-access';
      // Reports for brokers: payorTypeId LanePayBroker 1 or FactoredBroker 2, not Shipper 3.
      if (relative === 'reports' || relative.startsWith('reports/')) {
        return [1, 2].includes(caller.payorDetails?.payorTypeId ?? -1) ? 'allowed' : 'no-access';
      }
      // Highway alerts: the flag on, and not for Csr or SeniorClientServiceAgent.
      if (relative === 'highway-alerts') {
        const shown = caller.payorDetails?.isHighwaySubscriber === true;
        return shown && !holdsAny(roles, [Role.Csr, Role.SeniorClientServiceAgent]) ? 'allowed' : 'no-access';
      }
      return 'allowed';
    }
    case 'factor':
      return 'allowed';
    default: {
      const ibexOnly = holdsAny(roles, seedsIbexRoles) && !roles.includes(Role.TriumphInternal);
      if (ibexOnly && relative !== 'noa' && !relative.startsWith('noa/')) return 'no-access';
      const needed = seedsAdminRoles.get(relative);
      return !needed || holdsAny(roles, needed) ? 'allowed' : 'no-access';
    }
  }
}

const everyRole = Object.values(Role);
const everyCompanyType = Object.values(CompanyType);
const onSettings = { '20': 'true', '29': '1' };

/** Company facts as the payload carries them, with the payor's varied (settings, type, flag). */
function factsOf(type: CompanyType): Pick<Case, 'settings' | 'payorDetails'>[] {
  if (type !== CompanyType.Payor) return [{ settings: {}, payorDetails: null }];
  return [
    { settings: {}, payorDetails: { payorTypeId: 1, isHighwaySubscriber: false } },
    { settings: onSettings, payorDetails: { payorTypeId: 2, isHighwaySubscriber: true } },
    { settings: onSettings, payorDetails: { payorTypeId: 3, isHighwaySubscriber: true } },
    { settings: { '20': 'false', '29': '' }, payorDetails: { payorTypeId: null, isHighwaySubscriber: false } },
  ];
}

/** Every company type × every role alone, no role, and the mixes the seeds single out. */
const cases: Case[] = everyCompanyType.flatMap((type) => {
  const roleSets: Role[][] = [
    [],
    ...everyRole.map((role) => [role]),
    [Role.NoaIBEX, Role.TriumphInternal],
    [Role.IbexCsr, Role.OpsManager],
    [Role.PayeeDriver, Role.PayeeBilling],
    [Role.PayorReports, Role.Csr],
  ];
  return factsOf(type).flatMap((facts) => roleSets.map((roles) => ({ type, roles, ...facts })));
});

const describeCase = (c: Case) =>
  `type ${c.type} [${c.roles.map((role) => roleName(role)).join(', ')}] ${JSON.stringify(c.settings)} ${JSON.stringify(c.payorDetails)}`;

const asString = (decision: RouteDecision): Expected =>
  decision.kind === 'redirect' ? `redirect ${decision.to}` : decision.kind;

/** A concrete address of a route: its parameters filled with an id. */
const addressOf = (route: string) => route.replace(/:\w+/g, '4711');

/** The signed-in user of a case, as `current_user` describes them (one per case, made once). */
const users = new Map<Case, CurrentUser>(
  cases.map((c) => {
    const user = makeUser(c.type, { roles: c.roles });
    return [c, { ...user, company: { ...user.company, settings: c.settings }, payorDetails: c.payorDetails }];
  }),
);
const userOf = (c: Case): CurrentUser => users.get(c) ?? makeUser(c.type);

function routeCallerOf(c: Case): RouteCaller {
  return { companyType: c.type, roleIds: c.roles, settings: c.settings, payorDetails: c.payorDetails };
}

/** Runs `check` over the whole matrix and reports every disagreement at once. */
function mismatches(check: (route: AreaRoute, c: Case, expected: Expected) => string | null): string[] {
  const found: string[] = [];
  for (const route of areaRoutePatterns) {
    for (const c of cases) {
      const expected = expectedFor(route, c);
      const actual = check(route, c, expected);
      if (actual !== null && actual !== expected)
        found.push(`${route} as ${describeCase(c)}: ${actual}, seeds ${expected}`);
    }
  }
  return found;
}

describe('every route × every company type × every role', () => {
  it('counts what it walks', () => {
    // 6 company types (payor × 4 facts) × (35 roles + no role + 4 mixes).
    expect(cases).toHaveLength((everyCompanyType.length + 3) * (everyRole.length + 5));
    expect(areaRoutePatterns).toHaveLength(
      seedsRoutes.length + payeeRoutes.length + addedPayeeRoutes.length + addedPayorRoutes.length,
    );
  });

  it('the table decides as the seeds say', () => {
    expect(mismatches((route, c) => asString(routeAccess(route, routeCallerOf(c))))).toEqual([]);
  });

  it('the router guard decides the same at each route’s address', () => {
    expect(mismatches((route, c) => asString(routeDecisionAt(addressOf(route), userOf(c))))).toEqual([]);
  });

  it('the API admits exactly the callers the page opens for', () => {
    expect(
      mismatches((route, c, expected) => {
        const caller: AccessCaller = {
          companyType: c.type,
          roleIds: c.roles,
          mfaPending: false,
          company: { settings: c.settings, payorDetails: c.payorDetails },
        };
        const granted = accessGranted(access.page(route), caller);
        // The API has no redirects: a refusal of any kind is a refusal (403).
        return granted === (expected === 'allowed') ? null : granted ? 'allowed' : 'refused';
      }),
    ).toEqual([]);
  });
});

describe('the router guard', () => {
  it.each(areaRoutePatterns)('finds %s at its own address, in any case', (route) => {
    expect(areaRouteAt(addressOf(route))).toBe(route);
    expect(areaRouteAt(addressOf(route).toUpperCase())).toBe(route);
    expect(areaRouteAt(`${addressOf(route)}/`)).toBe(route);
  });

  it('lets through what the table does not hold: an area index, an unknown or old address', () => {
    const driver = makeUser(CompanyType.Payee, { roles: [Role.PayeeDriver] });
    for (const address of ['/payee', '/payee/no/such/page', '/payor/paperwork/12', '/link-LoadPay-account']) {
      expect(areaRouteAt(address)).toBeNull();
      expect(routeDecisionAt(address, driver)).toEqual({ kind: 'allowed' });
    }
  });

  it('ranks static segments above parameters', () => {
    expect(areaRouteAt('/payor/settlements/terms')).toBe('/payor/settlements/terms');
    expect(areaRouteAt('/payor/settlements/B-12')).toBe('/payor/settlements/:id');
    expect(areaRouteAt('/admin/noa/process')).toBe('/admin/noa/process');
    expect(areaRouteAt('/admin/noa/77/next')).toBe('/admin/noa/:id/next');
    expect(areaRouteAt('/admin/payors/new')).toBe('/admin/payors/new');
  });
});

describe('the API builder', () => {
  const route: AreaRoute = '/admin/bank-account-reviews/:id';
  const underwriter: AccessCaller = {
    companyType: CompanyType.Triumph,
    roleIds: [Role.Underwriting],
    mfaPending: false,
  };

  it('declares the page, which survives the OpenAPI document (x-lanepay-access)', () => {
    const declared = access.page(route);
    expect(declared).toEqual({ kind: 'page', page: route });
    expect(accessGranted(JSON.parse(JSON.stringify(declared)), underwriter)).toBe(true);
  });

  it('reads the session of the page’s area only', () => {
    for (const pattern of areaRoutePatterns) {
      expect(accessAreas(access.page(pattern))).toEqual([areaOfRoute(pattern)]);
    }
  });

  it('refuses no session and a session still enrolling MFA', () => {
    expect(accessGranted(access.page(route), null)).toBe(false);
    expect(accessGranted(access.page(route), { ...underwriter, mfaPending: true })).toBe(false);
  });

  it('counts a caller without company facts as one with no setting on and no payor details', () => {
    const payor: AccessCaller = { companyType: CompanyType.Payor, roleIds: [Role.UserAdmin], mfaPending: false };
    expect(accessGranted(access.page('/payor/loads'), payor)).toBe(false);
    expect(accessGranted(access.page('/payor/reports/billing-report'), payor)).toBe(false);
    expect(accessGranted(access.page('/payor/invoices'), payor)).toBe(true);
  });

  it('with roles, admits only the callers of the page who hold one of them (a change made from it)', () => {
    const loadsOn = { settings: { [String(CompanySetting.EnableLoads)]: 'true' }, payorDetails: null };
    const payor = (roleIds: Role[], company = loadsOn): AccessCaller => ({
      companyType: CompanyType.Payor,
      roleIds,
      mfaPending: false,
      company,
    });
    const change = access.page('/payor/loads', [Role.PayorSubmission]);
    expect(accessGranted(change, payor([Role.PayorSubmission]))).toBe(true);
    expect(accessGranted(change, payor([Role.PayorReports]))).toBe(false);
    // The page's own rule still holds: without the setting, the role is not enough.
    expect(accessGranted(change, payor([Role.PayorSubmission], { settings: {}, payorDetails: null }))).toBe(false);
    expect(accessGranted(JSON.parse(JSON.stringify(change)), payor([Role.PayorSubmission]))).toBe(true);
  });
});

describe('the admin views of the table', () => {
  it('adminRouteRoles is the seeds’ role table', () => {
    const gated: RoleGatedAdminRoute = 'bank-account-reviews/:id';
    expect(adminRouteRoles[gated]).toEqual(seedsAdminRoles.get(gated));
    expect(Object.keys(adminRouteRoles).sort()).toEqual([...seedsAdminRoles.keys()].sort());
    for (const [route, roles] of seedsAdminRoles) {
      expect([...(adminRouteRoles[route as RoleGatedAdminRoute] ?? [])].sort(), route).toEqual([...roles].sort());
    }
  });

  it('canOpenAdminRoute agrees with the table for staff', () => {
    for (const route of areaRoutePatterns.filter((pattern) => pattern.startsWith('/admin/'))) {
      for (const role of everyRole) {
        const staff = { type: CompanyType.Triumph, roles: [role], settings: {}, payorDetails: null };
        expect(canOpenAdminRoute(route.slice('/admin/'.length), [role]), `${route} ${role}`).toBe(
          expectedFor(route, staff) === 'allowed',
        );
      }
    }
  });
});
