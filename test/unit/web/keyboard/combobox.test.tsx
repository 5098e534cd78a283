// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Typeahead, type TypeaheadOption } from '#web/components/paperwork/typeahead.tsx';
import { setUpI18n } from '../support.tsx';

/**
 * The shared typeahead (`Typeahead`, the bill's broker) against the WAI-ARIA APG combobox pattern
 * with a listbox popup and list autocomplete with automatic selection: focus never leaves the
 * field, the option the arrows reach is its `aria-activedescendant` and is `aria-selected`.
 */

const brokers: TypeaheadOption[] = [
  { id: 1, name: 'Redline Logistics' },
  { id: 2, name: 'Prairie Grain Co.' },
  { id: 3, name: 'Red River Transport' },
  { id: 4, name: 'Summit Freight Brokers' },
];

const onChange = vi.fn();

/** The caller's side: a search over the brokers (without the debounce), holding the choice. */
function BrokerField({ initial = null }: { initial?: TypeaheadOption | null }) {
  const [value, setValue] = useState<TypeaheadOption | null>(initial);
  const [search, setSearch] = useState('');
  const options = brokers.filter((broker) => broker.name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <>
      <button type="button">Before</button>
      <Typeahead
        label="Broker"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        onSearch={setSearch}
        options={value && search === value.name ? brokers : options}
      />
      <button type="button">After</button>
    </>
  );
}

function setUp(initial: TypeaheadOption | null = null) {
  const user = userEvent.setup();
  render(<BrokerField initial={initial} />);
  const input = screen.getByRole('combobox', { name: 'Broker' }) as HTMLInputElement;
  return { user, input };
}

const listbox = () => screen.getByRole('listbox', { name: 'Broker' });
const optionNamed = (name: string) => within(listbox()).getByRole('option', { name });

/** The option the field points at, by `aria-activedescendant`, and that only it is selected. */
function activeOption(input: HTMLInputElement): string | null {
  const id = input.getAttribute('aria-activedescendant');
  const selected = screen.queryAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true');
  if (!id) {
    expect(selected).toEqual([]);
    return null;
  }
  const option = document.getElementById(id);
  expect(option?.getAttribute('role')).toBe('option');
  expect(selected).toEqual([option]);
  // Focus stays in the field: the option is only pointed at.
  expect(document.activeElement).toBe(input);
  return option?.textContent ?? null;
}

beforeAll(setUpI18n);
afterEach(() => {
  cleanup();
  onChange.mockClear();
});

describe('combobox: roles and states', () => {
  it('is a combobox with list autocomplete controlling a labelled listbox of options', async () => {
    const { user, input } = setUp();
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox().id);
    expect(
      within(listbox())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(brokers.map((broker) => broker.name));
    for (const option of within(listbox()).getAllByRole('option')) {
      expect(option.getAttribute('aria-selected')).toBe('false');
      expect(option.id).not.toBe('');
    }
    // Focusing alone selects nothing, so Enter there never replaces a choice.
    expect(activeOption(input)).toBeNull();
  });

  it("says '(No results)' as a disabled option the arrows do not select", async () => {
    const { user, input } = setUp();
    await user.click(input);
    await user.keyboard('zz');
    const none = optionNamed('(No results)');
    expect(none.getAttribute('aria-disabled')).toBe('true');
    expect(none.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBeNull();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('combobox: arrows', () => {
  it('Down Arrow moves through the options, wrapping to the first; Up Arrow back, wrapping to the last', async () => {
    const { user, input } = setUp();
    await user.click(input);
    for (const broker of brokers) {
      await user.keyboard('{ArrowDown}');
      expect(activeOption(input)).toBe(broker.name);
    }
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe('Redline Logistics');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toBe('Summit Freight Brokers');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toBe('Red River Transport');
  });

  it('Up Arrow with nothing selected goes to the last option', async () => {
    const { user, input } = setUp();
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toBe('Summit Freight Brokers');
  });

  it('on a closed list, Down Arrow opens it on the first option and Up Arrow on the last', async () => {
    const { user, input } = setUp();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(input)).toBe('Redline Logistics');
    await user.keyboard('{Escape}{ArrowUp}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(input)).toBe('Summit Freight Brokers');
  });

  it('Alt+Down Arrow opens the list without selecting an option', async () => {
    const { user, input } = setUp();
    await user.click(input);
    await user.keyboard('{ArrowDown}{Escape}');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(input)).toBeNull();
  });

  it('Home and End stay the text field’s: they move the caret, not the selection', async () => {
    const { user, input } = setUp();
    await user.click(input);
    await user.keyboard('red{ArrowDown}');
    expect(activeOption(input)).toBe('Red River Transport');
    await user.keyboard('{Home}');
    expect(input.selectionStart).toBe(0);
    await user.keyboard('{End}');
    expect(input.selectionStart).toBe(3);
    expect(activeOption(input)).toBe('Red River Transport');
  });
});

describe('combobox: typing, choosing and leaving', () => {
  it('typing lists the matching options with the first selected, which Enter chooses', async () => {
    const { user, input } = setUp();
    await user.click(input);
    await user.keyboard('red');
    expect(
      within(listbox())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Redline Logistics', 'Red River Transport']);
    expect(activeOption(input)).toBe('Redline Logistics');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(brokers[0]);
    expect(input.value).toBe('Redline Logistics');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('Down Arrow after typing goes to the option after the one typing selected; Enter chooses it', async () => {
    const { user, input } = setUp();
    await user.click(input);
    await user.keyboard('red{ArrowDown}');
    expect(activeOption(input)).toBe('Red River Transport');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(brokers[2]);
    expect(input.value).toBe('Red River Transport');
  });

  it('Enter with no option selected chooses nothing', async () => {
    const { user, input } = setUp(brokers[1]);
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('Prairie Grain Co.');
  });

  it('Escape closes the list and keeps the text; a second Escape clears the field and the choice', async () => {
    const { user, input } = setUp(brokers[3]);
    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('Summit Freight Brokers');
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(document.activeElement).toBe(input);
  });

  it('Escape stays with the field: a dialog around it does not close while the field handles it', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: a stand-in for a dialog listening for Esc.
      <div onKeyDown={(event) => event.key === 'Escape' && outer()}>
        <BrokerField />
      </div>,
    );
    const input = screen.getByRole('combobox', { name: 'Broker' });
    await user.click(input);
    await user.keyboard('red');
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(outer).not.toHaveBeenCalled();
    // With the list closed and the field empty, Escape is the dialog's again.
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('Tab closes the list, chooses nothing and moves on', async () => {
    const { user, input } = setUp();
    await user.click(input);
    await user.keyboard('red{ArrowDown}');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('After');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('red');
  });

  it('a click on an option chooses it', async () => {
    const { user, input } = setUp();
    await user.click(input);
    await user.click(optionNamed('Prairie Grain Co.'));
    expect(onChange).toHaveBeenLastCalledWith(brokers[1]);
    expect(input.value).toBe('Prairie Grain Co.');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
