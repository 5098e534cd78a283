import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Area } from '#shared/enums/company-type.ts';
import type { CompanySummary, CurrentUser } from '#shared/schemas/current-user.ts';
import { areaRoutes } from '#web/config/paths.ts';
import styles from './area-shell.module.css';
import { AreaShellContext, type AreaShellValue } from './area-shell-context.ts';
import { CurrencyBanner } from './currency-banner.tsx';
import {
  type AccountAction,
  accountLinksFor,
  homeOf,
  navContextOf,
  navItemsFor,
  type PayorPaperworkState,
} from './nav-items.ts';
import { SideNav } from './side-nav.tsx';
import { SwitchCompanyDialog } from './switch-company-dialog.tsx';
import { TopBar } from './top-bar.tsx';
import { useSideNav } from './use-side-nav.ts';

const profilePaths: Record<Area, string | null> = {
  payee: areaRoutes.payee.profile,
  payor: areaRoutes.payor.profile,
  factor: areaRoutes.factor.profile,
  admin: null,
};

export type AreaShellProps = {
  area: Area;
  user: CurrentUser;
  onLogOut: () => void;
  /** Switches the session's company (the app reloads afterwards). */
  onSwitchCompany: (company: CompanySummary) => Promise<unknown>;
  /** Reads the signed-in user again; pages reach it through the shell's context. */
  onRefreshUser?: () => Promise<unknown>;
  /** The payor's paperwork state (Settlements item), read by the app layer; unknown hides the item. */
  payorPaperwork?: PayorPaperworkState;
  /** Account menu items the app layer adds (pending invitations). */
  accountActions?: readonly AccountAction[];
  children: ReactNode;
};

/**
 * The frame every area renders in (seeds 000 §1, 001 §1–2): top bar, side navigation, currency
 * banner and the page. The signed-in user and the session actions come from the app layer, so
 * the shell depends on no feature.
 */
export function AreaShell({
  area,
  user,
  onLogOut,
  onSwitchCompany,
  onRefreshUser,
  payorPaperwork,
  accountActions,
  children,
}: AreaShellProps) {
  const { t } = useTranslation();
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sideNav = useSideNav();
  const [switching, setSwitching] = useState(false);

  const value = useMemo<AreaShellValue>(() => {
    const context = navContextOf(user, area, payorPaperwork);
    return {
      area,
      user,
      navItems: navItemsFor(context),
      home: homeOf(context),
      closeNavIfFloating: sideNav.close,
      refreshUser: async () => {
        await onRefreshUser?.();
      },
    };
  }, [area, user, sideNav.close, onRefreshUser, payorPaperwork]);
  const accountLinks = useMemo(() => accountLinksFor(navContextOf(user, area)), [user, area]);

  return (
    <AreaShellContext.Provider value={value}>
      <div
        className={`${styles.shell} ${sideNav.open ? '' : styles.navClosed} ${
          sideNav.floating ? styles.navFloating : ''
        }`}
        data-area={area}
      >
        <a className={styles.skipLink} href="#main-content">
          {t('shell.skipToContent')}
        </a>
        <TopBar
          user={user}
          home={value.home}
          navId={navId}
          navOpen={sideNav.open}
          navFloating={sideNav.floating}
          onToggleNav={sideNav.toggle}
          toggleRef={toggleRef}
          profilePath={profilePaths[area]}
          accountLinks={accountLinks}
          accountActions={accountActions}
          canSwitchCompany={user.availableCompanies.length > 1}
          onSwitchCompany={() => setSwitching(true)}
          onLogOut={onLogOut}
        />
        <SideNav
          id={navId}
          items={value.navItems}
          open={sideNav.open}
          floating={sideNav.floating}
          onClose={sideNav.close}
          toggleRef={toggleRef}
        />
        <div className={styles.body}>
          <CurrencyBanner />
          <main id="main-content" className={styles.main} tabIndex={-1}>
            {children}
          </main>
        </div>
        <SwitchCompanyDialog
          open={switching}
          user={user}
          onClose={() => setSwitching(false)}
          onSwitch={onSwitchCompany}
        />
      </div>
    </AreaShellContext.Provider>
  );
}
