// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DropdownMenu,
  MenuGroup,
  MenuItem,
  MenuLink,
  MenuRadioItem,
  MenuSeparator,
} from '#web/components/layouts/area-shell/dropdown-menu.tsx';

/**
 * The shared menu button (`DropdownMenu`, behind the account menu, the currency filter and the
 * user rows' actions) against the WAI-ARIA APG menu button and menu patterns, driven as a keyboard
 * drives it (user-event: a key's default action, Tab's focus move, a click's pointer events).
 */

const onAction = vi.fn();

/** A menu of links, actions and two groups of choices, between two other buttons. */
function AccountLikeMenu() {
  const [theme, setTheme] = useState('Light');
  const [language, setLanguage] = useState('English');
  return (
    <MemoryRouter initialEntries={['/home']}>
      <button type="button">Before</button>
      <DropdownMenu label="Account menu" button="Account">
        {(close) => (
          <>
            <MenuLink to="/profile" onClick={close}>
              Profile
            </MenuLink>
            {['Payors', 'Switch company', 'Settings'].map((name) => (
              <MenuItem
                key={name}
                onClick={() => {
                  close();
                  onAction(name);
                }}
              >
                {name}
              </MenuItem>
            ))}
            <MenuSeparator />
            <MenuGroup label="Theme" inline>
              {['System', 'Light', 'Dark'].map((name) => (
                <MenuRadioItem key={name} checked={theme === name} onSelect={() => setTheme(name)}>
                  {name}
                </MenuRadioItem>
              ))}
            </MenuGroup>
            <MenuGroup label="Language" inline>
              {['English', 'Español', 'Français'].map((name) => (
                <MenuRadioItem key={name} checked={language === name} onSelect={() => setLanguage(name)}>
                  {name}
                </MenuRadioItem>
              ))}
            </MenuGroup>
            <MenuSeparator />
            <MenuItem
              onClick={() => {
                close();
                onAction('Log out');
              }}
            >
              Log out
            </MenuItem>
          </>
        )}
      </DropdownMenu>
      <button type="button">After</button>
      <p>Outside</p>
      <Routes>
        <Route path="/home" element={<p>Home page</p>} />
        <Route path="/profile" element={<p>Profile page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

const itemNames = [
  'Profile',
  'Payors',
  'Switch company',
  'Settings',
  'System',
  'Light',
  'Dark',
  'English',
  'Español',
  'Français',
  'Log out',
];

function setUp() {
  const user = userEvent.setup();
  render(<AccountLikeMenu />);
  const button = screen.getByRole('button', { name: 'Account menu' });
  return { user, button };
}

const focused = () => document.activeElement?.textContent;
const menu = () => screen.getByRole('menu', { name: 'Account menu' });

/** Typed letters within the type-ahead's half second join; this lets that time pass. */
function pause() {
  vi.setSystemTime(Date.now() + 1000);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  onAction.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('menu button: roles and states', () => {
  it('is a button with aria-haspopup=menu whose aria-expanded and aria-controls follow the menu', async () => {
    const { user, button } = setUp();
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu().id);
    expect(menu().id).not.toBe('');
  });

  it('holds menuitem and menuitemradio items (checked by aria-checked) in labelled groups', async () => {
    const { user, button } = setUp();
    await user.click(button);
    const items = Array.from(menu().querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]'));
    expect(items.map((item) => item.textContent)).toEqual(itemNames);
    expect(within(menu()).getAllByRole('menuitem')).toHaveLength(5);
    expect(within(menu()).getByRole('menuitemradio', { name: 'Light' }).getAttribute('aria-checked')).toBe('true');
    expect(within(menu()).getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('false');
    expect(within(menu()).getByRole('group', { name: 'Theme' })).toBeTruthy();
    expect(within(menu()).getAllByRole('separator')).toHaveLength(2);
    // Items are reached by the arrow keys, never by Tab.
    for (const item of items) expect(item.tabIndex).toBe(-1);
  });
});

describe('menu button: opening', () => {
  for (const [key, keys] of [
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['Down Arrow', '{ArrowDown}'],
  ] as const) {
    it(`opens on ${key} with focus on the first item`, async () => {
      const { user, button } = setUp();
      await user.tab();
      await user.tab();
      expect(document.activeElement).toBe(button);
      await user.keyboard(keys);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(focused()).toBe('Profile');
    });
  }

  it('opens on Up Arrow with focus on the last item', async () => {
    const { user, button } = setUp();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('Log out');
  });

  it('opens on a click with focus on the first item', async () => {
    const { user, button } = setUp();
    await user.click(button);
    expect(focused()).toBe('Profile');
  });

  it('opens a menu of choices on its first item too, not on the checked one', async () => {
    const user = userEvent.setup();
    render(
      <DropdownMenu label="Currency" button="USD">
        {() =>
          ['All currencies', 'US dollar (USD)', 'Canadian dollar (CAD)'].map((name) => (
            <MenuRadioItem key={name} checked={name === 'US dollar (USD)'} onSelect={() => undefined}>
              {name}
            </MenuRadioItem>
          ))
        }
      </DropdownMenu>,
    );
    screen.getByRole('button', { name: 'Currency' }).focus();
    await user.keyboard('{Enter}');
    expect(focused()).toBe('All currencies');
  });
});

describe('menu: moving between items', () => {
  it('Down and Up Arrow move to the next and previous item, wrapping at either end', async () => {
    const { user, button } = setUp();
    button.focus();
    await user.keyboard('{ArrowDown}');
    for (const name of itemNames.slice(1)) {
      await user.keyboard('{ArrowDown}');
      expect(focused()).toBe(name);
    }
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Profile');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Log out');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Français');
  });

  it('Home and End move to the first and last item', async () => {
    const { user, button } = setUp();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await user.keyboard('{End}');
    expect(focused()).toBe('Log out');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Profile');
  });

  it('a typed letter moves to the next item starting with it, cycling, and ignores case and accents', async () => {
    const { user, button } = setUp();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('s');
    expect(focused()).toBe('Switch company');
    await user.keyboard('s');
    expect(focused()).toBe('Settings');
    await user.keyboard('S');
    expect(focused()).toBe('System');
    await user.keyboard('s');
    expect(focused()).toBe('Switch company');
    pause();
    await user.keyboard('e');
    expect(focused()).toBe('English');
    await user.keyboard('e');
    expect(focused()).toBe('Español');
    pause();
    await user.keyboard('f');
    expect(focused()).toBe('Français');
    pause();
    // No item starts with x: focus stays.
    await user.keyboard('x');
    expect(focused()).toBe('Français');
  });

  it('letters typed in quick succession find the item whose name starts with them', async () => {
    const { user, button } = setUp();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('se');
    expect(focused()).toBe('Settings');
    pause();
    await user.keyboard('lo');
    expect(focused()).toBe('Log out');
  });
});

describe('menu: activating and closing', () => {
  it('Enter on an item activates it, closes the menu and returns focus to the button', async () => {
    const { user, button } = setUp();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('Switch company');
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('Switch company');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('Space on an action item activates it too', async () => {
    const { user, button } = setUp();
    button.focus();
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(onAction).toHaveBeenCalledWith('Log out');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Enter and Space follow a link item', async () => {
    for (const key of ['{Enter}', ' ']) {
      const { user, button } = setUp();
      button.focus();
      await user.keyboard('{ArrowDown}');
      expect(focused()).toBe('Profile');
      await user.keyboard(key);
      expect(screen.getByText('Profile page')).toBeTruthy();
      expect(screen.queryByRole('menu')).toBeNull();
      cleanup();
    }
  });

  it('Space checks a choice and keeps the menu open; Enter checks it and closes', async () => {
    const { user, button } = setUp();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('d');
    expect(focused()).toBe('Dark');
    await user.keyboard(' ');
    expect(within(menu()).getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    expect(within(menu()).getByRole('menuitemradio', { name: 'Light' }).getAttribute('aria-checked')).toBe('false');
    expect(focused()).toBe('Dark');

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focused()).toBe('System');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.click(button);
    expect(within(menu()).getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked')).toBe('true');
  });

  it('Escape closes the menu and returns focus to the button', async () => {
    const { user, button } = setUp();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('Escape stays with the menu: a dialog or drawer around it does not close too', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: a stand-in for a dialog listening for Esc.
      <div onKeyDown={(event) => event.key === 'Escape' && outer()}>
        <DropdownMenu label="Actions" button="Actions">
          {(close) => <MenuItem onClick={close}>Remove</MenuItem>}
        </DropdownMenu>
      </div>,
    );
    screen.getByRole('button', { name: 'Actions' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(outer).not.toHaveBeenCalled();
  });

  it('Tab closes the menu and moves on to what follows the button', async () => {
    const { user, button } = setUp();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe('After');
  });

  it('Shift+Tab closes the menu and goes back to the button', async () => {
    const { user, button } = setUp();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab({ shift: true });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('a click outside closes the menu; a click on the button toggles it', async () => {
    const { user, button } = setUp();
    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
