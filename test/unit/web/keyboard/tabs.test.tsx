// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactNode, useId, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyType } from '#shared/enums/company-type.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';
import { Role } from '#shared/enums/role.ts';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import type { PayeeRelationship, UnclaimedRelationships } from '#shared/schemas/payee-relationships.ts';
import { AreaShellContext, type AreaShellValue } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { PayeeDashboardRoute } from '#web/features/payee/routes/dashboard.tsx';
import { RelationshipsListRoute } from '#web/features/payee-relationships/routes/relationships-list.tsx';
import { UnclaimedRelationshipsRoute } from '#web/features/payee-relationships/routes/unclaimed-relationships.tsx';
import { GroupTabs } from '#web/features/payor-settlements/components/group-tabs.tsx';
import type { SettlementTab } from '#web/features/payor-settlements/lib/list-state.ts';
import { ProfileRoute } from '#web/features/profile/routes/profile.tsx';
import { jsonAnswer, makeUser, setUpI18n } from '../support.tsx';

/**
 * Tabs against the WAI-ARIA APG tabs pattern with automatic activation: the shared `Tabs` and
 * `TabPanel`, then every page that has tabs (the payee dashboard, the profile, My payors and the
 * payors to claim), driven with the keyboard (user-event). The payor's settlement groups look like
 * tabs but are toggle buttons over one list (their browser journey presses them as buttons): they
 * are held to the button pattern instead.
 */

/** The address bar's query, where every page keeps its open tab. */
function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(path: string, page: ReactNode, user: CurrentUser = makeUser(CompanyType.Payee)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const shell: AreaShellValue = {
    area: 'payee',
    user,
    navItems: [],
    home: '/payee/dashboard',
    closeNavIfFloating: () => undefined,
    refreshUser: async () => undefined,
  };
  return render(
    <QueryClientProvider client={queryClient}>
      <AreaShellContext.Provider value={shell}>
        <MemoryRouter initialEntries={[path]}>
          <button type="button">Before</button>
          <Routes>
            <Route path="*" element={page} />
          </Routes>
          <Search />
        </MemoryRouter>
      </AreaShellContext.Provider>
    </QueryClientProvider>,
  );
}

const search = () => screen.getByTestId('search').textContent;

/**
 * The pattern, checked on a rendered tab list whose `selected` tab is open: roles, states and
 * relations, the roving tabindex, and the keys (each arrow, Home and End selects the tab it
 * reaches, so `afterSelect` can check what the page did with it).
 */
async function expectTabsPattern(
  user: UserEvent,
  name: string,
  names: readonly string[],
  afterSelect: (tab: string) => void = () => undefined,
) {
  const tablist = await screen.findByRole('tablist', { name });
  const tabs = () => within(tablist).getAllByRole('tab');
  expect(tabs().map((tab) => tab.textContent)).toEqual(names);

  const expectSelected = (tabName: string) => {
    for (const tab of tabs()) {
      const isSelected = tab.textContent === tabName;
      expect(tab.getAttribute('aria-selected'), tab.textContent ?? '').toBe(String(isSelected));
      // Roving tabindex: only the selected tab is in the tab sequence.
      expect(tab.tabIndex, tab.textContent ?? '').toBe(isSelected ? 0 : -1);
      expect(tab.getAttribute('aria-controls'), tab.textContent ?? '').toMatch(/.+/);
    }
    const selected = within(tablist).getByRole('tab', { name: tabName });
    expect(document.activeElement).toBe(selected);
    const panel = screen.getByRole('tabpanel');
    expect(selected.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(selected.id);
    expect(screen.getByRole('tabpanel', { name: tabName })).toBe(panel);
    afterSelect(tabName);
  };

  const first = names[0] as string;
  const second = names[1] as string;
  const last = names.at(-1) as string;
  const selectedName = tabs().find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ?? '';
  await user.click(within(tablist).getByRole('tab', { name: selectedName }));
  expectSelected(selectedName);

  await user.keyboard('{Home}');
  expectSelected(first);
  await user.keyboard('{ArrowRight}');
  expectSelected(second);
  await user.keyboard('{ArrowLeft}');
  expectSelected(first);
  await user.keyboard('{ArrowLeft}');
  expectSelected(last);
  await user.keyboard('{ArrowRight}');
  expectSelected(first);
  await user.keyboard('{End}');
  expectSelected(last);
  await user.keyboard('{Home}');
  expectSelected(first);
  // Enter and Space keep the (already activated) tab.
  await user.keyboard('{Enter} ');
  expectSelected(first);

  // Tab and Shift+Tab leave the tab list at once, and come back to the selected tab: the other tabs
  // are not in the tab sequence.
  await user.tab();
  expect(document.activeElement?.getAttribute('role')).not.toBe('tab');
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(within(tablist).getByRole('tab', { name: first }));
  await user.tab({ shift: true });
  expect(tablist.contains(document.activeElement)).toBe(false);
  await user.tab();
  expect(document.activeElement).toBe(within(tablist).getByRole('tab', { name: first }));

  // A click selects too.
  await user.click(within(tablist).getByRole('tab', { name: last }));
  expectSelected(last);
}

/** Three tabs over one panel, the second open. */
function SectionTabs({ onSelect }: { onSelect: (tab: string) => void }) {
  const id = useId();
  const [tab, setTab] = useState<'one' | 'two' | 'three'>('two');
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        id={id}
        label="Sections"
        tabs={[
          { id: 'one', label: 'One' },
          { id: 'two', label: 'Two' },
          { id: 'three', label: 'Three' },
        ]}
        selected={tab}
        onSelect={(next) => {
          onSelect(next);
          setTab(next);
        }}
      />
      <TabPanel tabsId={id} tab={tab}>
        <p>Panel {tab}</p>
      </TabPanel>
    </>
  );
}

/** Tabs whose selected tab's panel is not on the page. */
function TabsWithoutPanel() {
  return (
    <Tabs
      id="t"
      label="Show"
      tabs={[
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ]}
      selected="a"
      onSelect={() => undefined}
      hasPanel={false}
    />
  );
}

/** The settlement groups, pressed as the list page presses them. */
function SettlementGroups() {
  const [value, setValue] = useState<SettlementTab>('all');
  return <GroupTabs value={value} counts={null} onChange={setValue} />;
}

beforeAll(setUpI18n);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Tabs (shared)', () => {
  it('follows the pattern, activating the tab focus moves to', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<SectionTabs onSelect={onSelect} />);
    await expectTabsPattern(user, 'Sections', ['One', 'Two', 'Three'], (tab) =>
      expect(screen.getByRole('tabpanel').textContent).toBe(`Panel ${tab.toLowerCase()}`),
    );
  });

  it('puts the panel in the tab sequence right after the tab list', async () => {
    const user = userEvent.setup();
    render(<SectionTabs onSelect={() => undefined} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Two');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('selects nothing again for the selected tab, and leaves modified arrows (Alt+Left is Back) alone', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<SectionTabs onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}{Control>}{ArrowRight}{/Control}{Shift>}{Home}{/Shift}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(document.activeElement?.textContent).toBe('Two');
  });

  it('names no missing panel while the selected tab has none on the page', () => {
    render(<TabsWithoutPanel />);
    expect(screen.getByRole('tab', { name: 'A' }).hasAttribute('aria-controls')).toBe(false);
    // An unselected tab may name its panel: it is not shown until the tab is selected.
    expect(screen.getByRole('tab', { name: 'B' }).getAttribute('aria-controls')).toBe('t-panel-b');
  });
});

describe('tabs of the payee dashboard (All payors, My brokers, My shippers)', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      if (pathname === '/api/v1/core/payee/dashboard') {
        return Promise.resolve(
          jsonAnswer({
            payorKindId: null,
            invoices: { totals: [], held: [] },
            relationships: { claimedCount: 0, unclaimedCount: 0 },
            wallet: { bankAccounts: [], activeCount: 0, pendingCount: 0, held: [] },
          }),
        );
      }
      if (pathname === '/api/v1/core/payee/promotional_campaigns')
        return Promise.resolve(jsonAnswer({ campaigns: [] }));
      return Promise.resolve(jsonAnswer({ message: 'Not found' }, 404));
    });
  });

  it('follows the pattern; the chosen tab is kept in the address bar and shown by the panel', async () => {
    const user = userEvent.setup();
    renderPage('/payee/dashboard', <PayeeDashboardRoute />);
    const param = { 'All payors': '', 'My brokers': '?payors=brokers', 'My shippers': '?payors=shippers' };
    const tab = { 'All payors': 'all', 'My brokers': 'brokers', 'My shippers': 'shippers' };
    await expectTabsPattern(user, 'Payors', ['All payors', 'My brokers', 'My shippers'], (name) => {
      expect(search()).toBe(param[name as keyof typeof param]);
      expect(screen.getByRole('tabpanel').getAttribute('data-tab')).toBe(tab[name as keyof typeof tab]);
    });
  });
});

describe('tabs of the profile (My information, My users, Restrictions)', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(jsonAnswer({ message: 'Not found' }, 404)));
  });

  it('follows the pattern for a user admin; the chosen tab is kept in the address bar', async () => {
    const user = userEvent.setup();
    renderPage('/payee/profile', <ProfileRoute />);
    const param = { 'My information': '', 'My users': '?tab=users', Restrictions: '?tab=restrictions' };
    await expectTabsPattern(user, 'Profile sections', ['My information', 'My users', 'Restrictions'], (name) =>
      expect(search()).toBe(param[name as keyof typeof param]),
    );
  });

  it('follows the pattern with two tabs for a user who manages no users', async () => {
    const user = userEvent.setup();
    renderPage('/payee/profile', <ProfileRoute />, makeUser(CompanyType.Payee, { roles: [Role.PayeeBilling] }));
    await expectTabsPattern(user, 'Profile sections', ['My information', 'Restrictions']);
  });
});

const term = { paymentType: PaymentType.StandardPay, termDays: 30, feeBps: 0, isQuickPay: false };

function relationship(id: number, name: string, isClaimed: boolean): PayeeRelationship {
  return {
    id,
    payor: { id: id + 100, name, payorTypeId: 1, currencyType: { id: 1 } },
    isClaimed,
    preVerified: false,
    claimedAt: isClaimed ? '2026-01-05T10:00:00.000Z' : null,
    termsAcceptedAt: null,
    contactStatus: RelationshipContactStatus.New,
    assignedFactor: null,
    factorName: null,
    availablePaymentTerms: [term],
    defaultPaymentTerm: term,
    discountRate: 0,
    payPeriod: 30,
    freeQuickPaysRemaining: 0,
    freeQuickPayOffer: 0,
    availableInvoiceCount: 2,
    availableInvoiceAmount: 125_000,
    contactMethodIds: [7],
    claimRequestedAt: null,
    version: 1,
  };
}

const relationships = [relationship(1, 'Redline Logistics', true), relationship(2, 'Summit Freight Brokers', false)];
const unclaimed: UnclaimedRelationships = {
  contactMethods: [
    {
      id: 7,
      kind: 'email',
      destination: 'b•••••g@lonestarfreight.test',
      verificationMethods: [],
      isPreVerified: false,
      payeeRelationshipIds: [2],
    },
  ],
  relationships: relationships.filter((item) => !item.isClaimed),
  payoutAccount: null,
};

describe('tabs of My payors (All, Connected, Not connected) and of the payors to claim', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      if (pathname === '/api/v1/core/payee/payee_relationships') {
        return Promise.resolve(
          jsonAnswer({ items: relationships, page: 1, pageSize: 25, totalCount: relationships.length, hasMore: false }),
        );
      }
      if (pathname === '/api/v1/core/payee/payee_relationships/unclaimed_relationships') {
        return Promise.resolve(jsonAnswer(unclaimed));
      }
      return Promise.resolve(jsonAnswer({ message: 'Not found' }, 404));
    });
  });

  it('My payors follows the pattern; its panel is the list of payors', async () => {
    const user = userEvent.setup();
    renderPage('/payee/relationships', <RelationshipsListRoute />);
    const param = { All: '', Connected: '?view=claimed', 'Not connected': '?view=unclaimed' };
    await expectTabsPattern(user, 'Show', ['All', 'Connected', 'Not connected'], (name) => {
      expect(search()).toBe(param[name as keyof typeof param]);
      expect(within(screen.getByRole('tabpanel')).getByRole('table')).toBeTruthy();
    });
  });

  it('the payors to claim follow the pattern; the panel shows payors or contact methods', async () => {
    const user = userEvent.setup();
    renderPage('/payee/unclaimed-relationships', <UnclaimedRelationshipsRoute />);
    await expectTabsPattern(user, 'Claim', ['By payor', 'By contact info'], (name) => {
      const panel = screen.getByRole('tabpanel');
      if (name === 'By payor') {
        expect(search()).toBe('');
        expect(within(panel).getByRole('heading', { name: 'Summit Freight Brokers' })).toBeTruthy();
      } else {
        expect(search()).toBe('?view=contact');
        expect(within(panel).getByRole('heading', { name: 'b•••••g@lonestarfreight.test' })).toBeTruthy();
      }
    });
  });
});

describe('the payor’s settlement groups: toggle buttons, not tabs', () => {
  it('are buttons in the tab sequence that Enter and Space press, one pressed at a time', async () => {
    const user = userEvent.setup();
    render(<SettlementGroups />);
    expect(screen.queryByRole('tablist')).toBeNull();
    const group = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
    const pressed = () =>
      screen
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.getAttribute('data-group'));
    expect(pressed()).toEqual(['all']);
    await user.tab();
    expect(document.activeElement).toBe(group('All'));
    await user.tab();
    expect(document.activeElement).toBe(group('Incomplete'));
    await user.keyboard('{Enter}');
    expect(pressed()).toEqual(['incomplete']);
    await user.tab();
    await user.keyboard(' ');
    expect(pressed()).toEqual(['rejected']);
  });
});
