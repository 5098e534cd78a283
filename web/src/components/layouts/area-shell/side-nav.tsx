import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { NavIcon } from './icons.tsx';
import type { NavItem } from './nav-items.ts';
import styles from './side-nav.module.css';

export type SideNavProps = {
  id: string;
  items: NavItem[];
  open: boolean;
  floating: boolean;
  onClose: () => void;
  /** The top bar's toggle, which handles its own clicks. */
  toggleRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The area's side navigation (seeds 000 §2.7, §4, §9). Open it is at least 200 px wide; closed it
 * is a 60 px icon rail, or nothing on mobile. When it floats over the page (non-desktop) it closes
 * on a selection, a click outside it or Esc.
 */
export function SideNav({ id, items, open, floating, onClose, toggleRef }: SideNavProps) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const overlayOpen = floating && open;

  useEffect(() => {
    if (!overlayOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (navRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [overlayOpen, onClose, toggleRef]);

  const onSelect = floating ? onClose : undefined;
  const linkClass = (active: boolean) => `${styles.link} ${active ? styles.active : ''}`;

  return (
    <>
      {overlayOpen ? <div className={styles.backdrop} aria-hidden="true" /> : null}
      <nav
        id={id}
        ref={navRef}
        className={`${styles.nav} ${open ? styles.open : styles.closed} ${floating ? styles.floating : ''}`}
        aria-label={t('shell.nav.label')}
      >
        <ul className={styles.list}>
          {items.map((item) => {
            const label = t(`shell.nav.${item.id}`);
            const content = (
              <>
                <NavIcon id={item.id} className={styles.icon} />
                <span className={styles.label}>{label}</span>
              </>
            );
            return (
              <li key={item.id}>
                {item.highlightsWhenActive ? (
                  <NavLink
                    to={item.to}
                    className={({ isActive }) => linkClass(isActive)}
                    title={open ? undefined : label}
                    onClick={onSelect}
                  >
                    {content}
                  </NavLink>
                ) : (
                  <Link to={item.to} className={linkClass(false)} title={open ? undefined : label} onClick={onSelect}>
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
