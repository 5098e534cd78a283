import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { AccountMenu } from './account-menu.tsx';
import { CurrencyMenu } from './currency-menu.tsx';
import { CloseIcon, MenuIcon } from './icons.tsx';
import type { AccountAction, AccountLink } from './nav-items.ts';
import styles from './top-bar.module.css';

export type TopBarProps = {
  user: CurrentUser;
  home: string;
  navId: string;
  navOpen: boolean;
  /** The navigation floats over the page (non-desktop): its open state shows a close icon. */
  navFloating: boolean;
  onToggleNav: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  profilePath: string | null;
  /** The account menu's links beside the profile. */
  accountLinks?: readonly AccountLink[];
  accountActions?: readonly AccountAction[];
  canSwitchCompany: boolean;
  onSwitchCompany: () => void;
  onLogOut: () => void;
};

/** The top bar (seeds 000 §1, 001 §1): navigation toggle, logo, company and user names, currency filter, account menu. */
export function TopBar({
  user,
  home,
  navId,
  navOpen,
  navFloating,
  onToggleNav,
  toggleRef,
  profilePath,
  accountLinks = [],
  accountActions = [],
  canSwitchCompany,
  onSwitchCompany,
  onLogOut,
}: TopBarProps) {
  const { t } = useTranslation();
  const product = t('common.product');
  return (
    <header className={styles.bar}>
      <div className={styles.start}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.iconButton}
          aria-label={navOpen ? t('shell.nav.close') : t('shell.nav.open')}
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={onToggleNav}
        >
          {navOpen && navFloating ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to={home} className={styles.logo} aria-label={t('shell.nav.home', { product })}>
          <span className={styles.mark} aria-hidden="true">
            L
          </span>
          <span className={styles.wordmark} aria-hidden="true">
            {product}
          </span>
        </Link>
      </div>
      <div className={styles.end}>
        <dl className={styles.who}>
          <dt className="visually-hidden">{t('shell.topBar.company')}</dt>
          <dd className={styles.company}>{user.company.name}</dd>
          <dt className="visually-hidden">{t('shell.topBar.user')}</dt>
          <dd className={styles.user}>{user.name}</dd>
        </dl>
        <CurrencyMenu />
        <AccountMenu
          user={user}
          profilePath={profilePath}
          links={accountLinks}
          actions={accountActions}
          canSwitchCompany={canSwitchCompany}
          onSwitchCompany={onSwitchCompany}
          onLogOut={onLogOut}
        />
      </div>
    </header>
  );
}
