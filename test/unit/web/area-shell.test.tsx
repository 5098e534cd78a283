// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyType } from '#shared/enums/company-type.ts';
import { Role } from '#shared/enums/role.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { AreaShell } from '#web/components/layouts/area-shell/area-shell.tsx';
import { sideNavCookieName } from '#web/components/layouts/area-shell/use-side-nav.ts';
import { AreaWelcome } from '#web/components/layouts/area-welcome.tsx';
import { Page } from '#web/components/layouts/page.tsx';
import { PayeeDashboardRoute } from '#web/features/payee/routes/dashboard.tsx';
import { deleteCookie, writeCookie } from '#web/lib/cookies.ts';
import { currencyCookieName } from '#web/lib/currency-filter.ts';
import { i18next } from '#web/lib/i18n.ts';
import { installLayoutProperties } from '#web/lib/layout-properties.ts';
import { themeCookieName } from '#web/lib/theme.ts';
import { makeCompany, makeUser, setUpI18n } from './support.tsx';

type Viewport = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };

function setWidth(width: number) {
  (window as unknown as Viewport).happyDOM.setViewport({ width, height: 900 });
  installLayoutProperties();
}

const onLogOut = vi.fn();
const onSwitchCompany = vi.fn(async () => {});

function renderShell(user: CurrentUser, area: 'payee' | 'factor' = 'payee', path = `/${area}/dashboard`) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AreaShell area={area} user={user} onLogOut={onLogOut} onSwitchCompany={onSwitchCompany}>
          <Routes>
            <Route path="/payee/dashboard" element={<PayeeDashboardRoute />} />
            {/* A welcome page in the factor's shell (the admin dashboard's block), on the factor's landing address. */}
            <Route
              path="/factor/payors"
              element={
                <Page title="Debtors">
                  <AreaWelcome intro="Welcome intro" />
                </Page>
              }
            />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </AreaShell>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The payee dashboard's calls, answered as the API would for a carrier with nothing yet. */
function emptyPayeeApi(input: RequestInfo | URL): Promise<Response> {
  const { pathname } = new URL(String(input), 'http://localhost');
  const bodies: Record<string, unknown> = {
    '/api/v1/core/payee/dashboard': {
      payorKindId: null,
      invoices: { totals: [], held: [] },
      relationships: { claimedCount: 0, unclaimedCount: 0 },
      wallet: { bankAccounts: [], activeCount: 0, pendingCount: 0, held: [] },
    },
    '/api/v1/core/payee/promotional_campaigns': { campaigns: [] },
    '/api/v1/core/payee/promotional_campaigns/promotional_invoices': {
      items: [],
      page: 1,
      pageSize: 10,
      totalCount: 0,
      hasMore: false,
    },
  };
  const body = bodies[pathname];
  return Promise.resolve(
    new Response(JSON.stringify(body ?? { message: 'Not found' }), {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

beforeAll(setUpI18n);

beforeEach(() => {
  setWidth(1400);
  vi.spyOn(globalThis, 'fetch').mockImplementation(emptyPayeeApi);
  onLogOut.mockClear();
  onSwitchCompany.mockClear();
});

afterEach(async () => {
  cleanup();
  for (const name of [sideNavCookieName, currencyCookieName, themeCookieName, 'lanepay_lang']) deleteCookie(name);
  await act(() => i18next.changeLanguage('en'));
});

describe('the area shell', () => {
  it('renders landmarks, the navigation, and the company and user names', () => {
    renderShell(makeUser(CompanyType.Payee, { name: 'Dana Whitfield', companyName: 'Blue Line Freight' }));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Blue Line Freight')).toBeTruthy();
    expect(within(banner).getByText('Dana Whitfield')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Paperwork', 'Invoices', 'Payments']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'LanePay home' }).getAttribute('href')).toBe('/payee/dashboard');
  });

  it("renders the landing page's welcome inside the shell, with the title set", () => {
    renderShell(makeUser(CompanyType.Factor, { roles: [Role.UserAdmin] }), 'factor', '/factor/payors');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Dana Whitfield');
    expect(within(main).getByText('You are signed in to Blue Line Freight (Factor).')).toBeTruthy();
    expect(within(main).getByText('User administrator')).toBeTruthy();
    // Where the navigation leads, without the page itself.
    const destinations = within(main).getByRole('region', { name: 'Where to next' });
    expect(
      within(destinations)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/factor/payee-relationships', '/factor/loads', '/factor/invoices', '/factor/payments']);
    expect(document.title).toBe('Debtors | LanePay');
  });

  it('renders the payee dashboard inside the shell, with its payor tabs and the title set', async () => {
    renderShell(makeUser(CompanyType.Payee, { roles: [Role.PayeeAdmin, Role.PayeeBilling] }));
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('tablist', { name: 'Payors' })).toBeTruthy();
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Dashboard');
    expect(within(main).getByText(/Welcome back, Dana Whitfield/)).toBeTruthy();
    expect(
      within(main)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All payors', 'My brokers', 'My shippers']);
    expect(document.title).toBe('Dashboard | LanePay');
  });

  it('sends a paperwork-only payee from the dashboard to Paperwork', () => {
    renderShell(makeUser(CompanyType.Payee, { roles: [] }));
    expect(screen.getByText('elsewhere')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Paperwork']);
  });

  it('lands a factor on Debtors, where the logo leads', () => {
    renderShell(makeUser(CompanyType.Factor), 'factor', '/factor/payors');
    expect(document.title).toBe('Debtors | LanePay');
    expect(screen.getByRole('link', { name: 'LanePay home' }).getAttribute('href')).toBe('/factor/payors');
  });
});

describe('the account menu', () => {
  const companies = [
    makeCompany(CompanyType.Payee, 'Blue Line Freight'),
    makeCompany(CompanyType.Payor, 'Great Lakes Brokerage'),
  ];

  function openMenu() {
    const button = screen.getByRole('button', { name: 'Account menu for Dana Whitfield' });
    fireEvent.click(button);
    return { button, menu: screen.getByRole('menu', { name: 'Account menu for Dana Whitfield' }) };
  }

  it('offers profile, switch company, theme, language and log out, focusing the first item', () => {
    const user = makeUser(CompanyType.Payee, { availableCompanies: companies });
    user.company = { ...user.company, ...companies[0] };
    renderShell(user);
    const { button, menu } = openMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'My payors', 'Wallet', 'Switch company', 'Log out']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/payee/profile');
    // The payee's payors and wallet are not side-navigation items (seeds 000 §2.5): the menu leads there.
    expect(within(menu).getByRole('menuitem', { name: 'My payors' }).getAttribute('href')).toBe('/payee/relationships');
    expect(within(menu).getByRole('menuitem', { name: 'Wallet' }).getAttribute('href')).toBe('/payee/wallet');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['System', 'Light', 'Dark', 'English', 'Español', 'Français']);
    expect(document.activeElement?.textContent).toBe('Profile');
  });

  it('moves with the arrow keys and closes on Esc, returning focus to its button', () => {
    // A driver's menu has no payors or wallet: the next item after Profile is the theme.
    renderShell(makeUser(CompanyType.Payee, { roles: [Role.PayeeDriver] }));
    const { button, menu } = openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'My payors' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Wallet' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Profile');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('System');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Log out');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Profile');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside', () => {
    renderShell(makeUser(CompanyType.Payee));
    openMenu();
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('hides Switch company with a single company', () => {
    renderShell(makeUser(CompanyType.Payee));
    const { menu } = openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Switch company' })).toBeNull();
  });

  it('switches company from a list showing type names when the types differ', async () => {
    const user = makeUser(CompanyType.Payee, { availableCompanies: companies });
    user.company = { ...user.company, ...companies[0] };
    renderShell(user);
    const { menu } = openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Switch company' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch company' });
    const current = within(dialog).getByRole('button', { name: /Blue Line Freight/ });
    expect(current.textContent).toContain('Carrier');
    expect(current.textContent).toContain('Current');
    expect((current as HTMLButtonElement).disabled).toBe(true);
    const other = within(dialog).getByRole('button', { name: /Great Lakes Brokerage/ });
    expect(other.textContent).toContain('Payor');
    await act(async () => fireEvent.click(other));
    expect(onSwitchCompany).toHaveBeenCalledWith(companies[1]);
  });

  it('applies and remembers a theme', () => {
    renderShell(makeUser(CompanyType.Payee));
    const { menu } = openMenu();
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.cookie).toContain(`${themeCookieName}=dark`);
    expect(within(menu).getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'System' }));
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('changes the language of the whole shell', async () => {
    renderShell(makeUser(CompanyType.Payee));
    const { menu } = openMenu();
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Español' }));
    // Spanish loads on demand; wait for it rather than for a fixed time, which a busy machine outlasts.
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' }, { timeout: 10_000 });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Panel', 'Documentación', 'Facturas', 'Pagos']);
    expect(document.documentElement.lang).toBe('es');
  });

  it('logs out', () => {
    renderShell(makeUser(CompanyType.Payee));
    const { menu } = openMenu();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });
});

describe('the side navigation', () => {
  it('is open on desktop and remembers being closed', () => {
    renderShell(makeUser(CompanyType.Payee));
    const toggle = screen.getByRole('button', { name: 'Close navigation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeTruthy();
    expect(document.cookie).toContain(`${sideNavCookieName}=closed`);
  });

  it('starts closed on desktop when stored closed', () => {
    writeCookie(sideNavCookieName, 'closed', 365 * 86_400);
    renderShell(makeUser(CompanyType.Payee));
    expect(screen.getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('on mobile starts closed and closes on Esc, outside click and selection', () => {
    setWidth(500);
    renderShell(makeUser(CompanyType.Payee));
    const open = () => fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));

    open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeTruthy();

    open();
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeTruthy();

    open();
    fireEvent.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Invoices' }));
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeTruthy();
    expect(document.cookie).not.toContain(`${sideNavCookieName}=`);
  });
});

describe('the currency filter', () => {
  it("shows 'All' and no banner without a choice", () => {
    renderShell(makeUser(CompanyType.Payee));
    expect(screen.getByRole('button', { name: 'Currency filter: All' })).toBeTruthy();
    expect(screen.queryByText(/Currency Only/)).toBeNull();
  });

  it('shows the banner with View All while a currency is chosen', () => {
    writeCookie(currencyCookieName, 'CAD', 365 * 86_400);
    renderShell(makeUser(CompanyType.Payee));
    expect(screen.getByText('Viewing CAD Currency Only')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View All' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Currency filter: CAD' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu).getByRole('menuitemradio', { name: 'Canadian dollar (CAD)' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(3);
  });
});
