import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role, roleName } from '#shared/enums/role.ts';
import { portalNamespaces } from '#shared/i18n/bundles/portal-namespaces.ts';
import type { CompanySummary, CurrentUser } from '#shared/schemas/current-user.ts';
import { i18next, initI18n, loadMessages } from '#web/lib/i18n.ts';

/** The real i18next set-up of the browser, in English. */
export async function setUpI18n(): Promise<void> {
  if (!i18next.isInitialized) await initI18n();
  // Components render outside their pages here: every namespace, as if each page had loaded its own.
  await loadMessages(portalNamespaces);
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
}

const companyTypeNames: Record<CompanyType, string> = {
  [CompanyType.Triumph]: 'Triumph',
  [CompanyType.Payor]: 'Payor',
  [CompanyType.Payee]: 'Payee',
  [CompanyType.Factor]: 'Factor',
  [CompanyType.Inactive]: 'Inactive',
  [CompanyType.ExternalVendor]: 'ExternalVendor',
};

let nextId = 100;

export function makeCompany(type: CompanyType, name: string): CompanySummary {
  const id = nextId++;
  return {
    id,
    guid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name,
    displayName: `${name} (${companyTypeNames[type]})`,
    type: { id: type, name: companyTypeNames[type] },
  };
}

/** A signed-in user as `current_user` describes one. */
export function makeUser(
  type: CompanyType,
  options: { roles?: Role[]; availableCompanies?: CompanySummary[]; name?: string; companyName?: string } = {},
): CurrentUser {
  const company = makeCompany(type, options.companyName ?? 'Blue Line Freight');
  const roles = options.roles ?? [type === CompanyType.Payee ? Role.PayeeAdmin : Role.UserAdmin];
  return {
    id: 7,
    guid: '11111111-1111-4111-8111-111111111111',
    name: options.name ?? 'Dana Whitfield',
    email: 'dana@example.com',
    phoneNumber: null,
    roles: roles.map((id) => ({ id, name: roleName(id) })),
    company: {
      ...company,
      dotNumber: null,
      mcNumber: null,
      scacCode: null,
      isOperationsNoBuy: false,
      settings: {},
      bankAccounts: [],
    },
    availableCompanies: options.availableCompanies ?? [company],
    payorDetails: type === CompanyType.Payor ? { payorTypeId: 1, isHighwaySubscriber: false } : null,
    payeeDetails: type === CompanyType.Payee ? { isRateAccepted: false } : null,
    missingDetails: [],
    authRoles: roles,
    signedInWithSso: false,
    version: 2,
  };
}

/** An answer with a JSON body, as the API gives it. */
export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the SPA reads at start (`/runtime-config.json`) in the tests that render the whole app. */
export const testRuntimeConfig = {
  stage: 'test',
  passwordPolicy: 'standard',
  cognito: {
    region: 'us-east-1',
    userPoolId: 'pool',
    clientId: 'client',
    endpoint: null,
    authFlow: 'USER_SRP_AUTH',
  },
  ssoEnabled: false,
} as const;

/**
 * The whole app's start calls answered as the API would: the runtime config, the signed-in user
 * (`null`: no session, 401) and the health status; every other path finds nothing.
 */
export function shellFetch(backend: { user: CurrentUser | null; healthy?: boolean }) {
  return (input: RequestInfo | URL): Promise<Response> => {
    const { pathname } = new URL(String(input), window.location.origin);
    if (pathname === '/runtime-config.json') return Promise.resolve(jsonAnswer(testRuntimeConfig));
    if (pathname === '/api/v1/core/current_user') {
      return Promise.resolve(backend.user ? jsonAnswer(backend.user) : jsonAnswer({ message: 'Unauthenticated' }, 401));
    }
    if (pathname === '/api/v1/core/health/status') {
      return Promise.resolve(
        backend.healthy === false ? jsonAnswer({ status: 'unavailable' }, 503) : jsonAnswer({ status: 'ok' }),
      );
    }
    return Promise.resolve(jsonAnswer({ message: 'Not found' }, 404));
  };
}

/** Renders `page` alone at `url`, under a memory router (a hook's page, without the app around it). */
export function renderAt(url: string, page: ReactElement) {
  return render(<MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>);
}
