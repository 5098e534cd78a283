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
 * A menu button (WAI-ARIA menu pattern): opens on click or arrow keys, moves focus to the checked
 * or first item, arrows/Home/End move between items, Esc closes and returns focus to the button,
 * Tab or a click outside closes.
 */
export function DropdownMenu({ label, button, buttonClassName, panelClassName, header, children }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusLast, setFocusLast] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    // A pure choice menu (currency) opens on its current choice; a menu of actions on its first item.
    const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
    const choiceMenu = items[0]?.getAttribute('role') === 'menuitemradio';
    (focusLast ? items.at(-1) : choiceMenu ? (checked ?? items[0]) : items[0])?.focus();
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

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
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
        setOpen(false);
        break;
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
