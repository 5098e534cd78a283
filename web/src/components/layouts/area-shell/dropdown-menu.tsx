import {
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router-dom';
import styles from './dropdown-menu.module.css';
import { CheckIcon } from './icons.tsx';

const itemSelector = '[role="menuitem"], [role="menuitemradio"]';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>(itemSelector)) : [];
}

/** An item's name as typed to reach it: lower case, accents dropped ('e' finds Español). */
function typedName(item: HTMLElement): string {
  return (item.textContent ?? '').trim().normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** How long a typed letter stays part of the name being typed (the APG's type-ahead). */
const typeAheadMs = 500;

export type DropdownMenuProps = {
  /** Accessible name of the button (and of the menu). */
  label: string;
  /** What the button shows. */
  button: ReactNode;
  buttonClassName?: string;
  /** Extra class of the panel, for its width. */
  panelClassName?: string;
  /** Content above the items (not focusable by the arrow keys). */
  header?: ReactNode;
  /** The items; `close` closes the menu and returns focus to its button. */
  children: (close: () => void) => ReactNode;
};

/**
 * A menu button (WAI-ARIA APG menu button and menu patterns): Enter, Space, a click or Down Arrow
 * open it on its first item, Up Arrow on its last; the arrows (wrapping), Home and End move between
 * items and typed letters to the next item whose name starts with them; Enter activates an item and
 * closes (Space checks a choice and keeps the menu open); Esc closes and returns focus to the
 * button; Tab, Shift+Tab or a click outside closes. `test/unit/web/keyboard/menu.test.tsx` holds it
 * to the pattern.
 */
export function DropdownMenu({ label, button, buttonClassName, panelClassName, header, children }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusLast, setFocusLast] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const typedRef = useRef({ text: '', at: 0 });

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    // The pattern opens every menu on its first item (or its last, by Up Arrow), a choice menu too:
    // its checked item is announced as checked wherever focus lands.
    (focusLast ? items.at(-1) : items[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusLast]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusLast(event.key === 'ArrowUp');
      setOpen(true);
    }
  }

  /** A typed letter: focus moves to the next item whose name starts with what was typed. */
  function typeAhead(items: HTMLElement[], index: number, key: string) {
    const now = Date.now();
    const typed = now - typedRef.current.at < typeAheadMs ? typedRef.current.text + key : key;
    typedRef.current = { text: typed, at: now };
    // The same letter again goes on to the next item starting with it; more letters narrow the name.
    const wanted = [...typed].every((letter) => letter === typed[0]) ? key : typed;
    const from = wanted.length > 1 ? Math.max(index, 0) : index + 1;
    for (let step = 0; step < items.length; step++) {
      const item = items[(from + step) % items.length];
      if (item && typedName(item).startsWith(wanted)) {
        item.focus();
        return;
      }
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    const target = event.target as HTMLElement;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        // Tab goes on from the button, Shift+Tab back to it: the menu leaves the tab sequence as
        // if it had never opened, and focus never falls to the page when the items disappear.
        if (event.shiftKey) {
          event.preventDefault();
          close();
        } else {
          buttonRef.current?.focus();
          setOpen(false);
        }
        break;
      case 'Enter':
        // A choice's button would check it and leave the menu open (as Space does): Enter also closes.
        if (target.getAttribute('role') === 'menuitemradio') {
          event.preventDefault();
          target.click();
          close();
        }
        break;
      case ' ':
        // Buttons take Space themselves; a link item does not.
        if (target.tagName === 'A') {
          event.preventDefault();
          target.click();
        }
        break;
      default:
        if (event.key.length === 1 && !event.altKey && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
          typeAhead(items, index, event.key.toLocaleLowerCase());
        }
    }
  }

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setFocusLast(false);
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {button}
      </button>
      {open ? (
        <div className={`${styles.panel} ${panelClassName ?? ''}`}>
          {header}
          <div id={menuId} ref={menuRef} role="menu" aria-label={label} tabIndex={-1} onKeyDown={onMenuKeyDown}>
            {children(close)}
          </div>
        </div>
      ) : null}
    </div>
  );
}

type ItemProps = { icon?: ReactNode; children: ReactNode };

/** An action in a menu. */
export function MenuItem({ icon, children, ...rest }: ItemProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} className={styles.item} {...rest}>
      {icon}
      <span className={styles.itemLabel}>{children}</span>
    </button>
  );
}

/** A link in a menu. */
export function MenuLink({ icon, children, to, onClick }: ItemProps & { to: string; onClick: () => void }) {
  return (
    <Link role="menuitem" tabIndex={-1} className={styles.item} to={to} onClick={onClick}>
      {icon}
      <span className={styles.itemLabel}>{children}</span>
    </Link>
  );
}

/** One choice of a single-choice group. */
export function MenuRadioItem({
  checked,
  children,
  onSelect,
  lang,
}: {
  checked: boolean;
  children: ReactNode;
  onSelect: () => void;
  lang?: string;
}) {
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      className={`${styles.item} ${styles.radio}`}
      onClick={onSelect}
      lang={lang}
    >
      <span className={styles.itemLabel}>{children}</span>
      <CheckIcon className={styles.check} />
    </button>
  );
}

/** A labelled group of items. */
export function MenuGroup({
  label,
  children,
  inline = false,
}: {
  label: string;
  children: ReactNode;
  inline?: boolean;
}) {
  const labelId = useId();
  return (
    <div className={styles.group}>
      <div id={labelId} className={styles.groupLabel}>
        {label}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: inside role="menu" the ARIA group role is what assistive technology expects; a fieldset is a form construct. */}
      <div role="group" aria-labelledby={labelId} className={inline ? styles.segmented : undefined}>
        {children}
      </div>
    </div>
  );
}

export function MenuSeparator() {
  return <hr className={styles.separator} />;
}
