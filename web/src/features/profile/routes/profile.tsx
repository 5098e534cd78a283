import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Role } from '#shared/enums/role.ts';
import { canManageUsers } from '#shared/permissions/users.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { useLatestSearchParams } from '#web/lib/use-latest-search-params.ts';
import { FactorBankAccountsPanel } from '../components/factor-bank-accounts-panel.tsx';
import { FactorCompanyPanel } from '../components/factor-company-panel.tsx';
import { MyInformation } from '../components/my-information.tsx';
import { PayorCompanyPanel } from '../components/payor-company-panel.tsx';
import { PayorFundingPanel } from '../components/payor-funding-panel.tsx';
import { PayorSettingsPanel } from '../components/payor-settings-panel.tsx';
import { PayorTermsPanel } from '../components/payor-terms-panel.tsx';
import styles from '../components/profile.module.css';
import { RestrictionsPanel } from '../components/restrictions-panel.tsx';
import { UsersPanel } from '../components/users-panel.tsx';
import { initialsOf } from '../lib/display.ts';
import { type ProfileTab, profileTabsOf } from '../lib/profile-tabs.ts';

/**
 * `profile` of a company's area (seeds 000 §2.5, 001 §2): My information, the payor's Company,
 * Settings, Terms and Funding account, the factor's Company and Payout account, My users (user admins only, §6), and the payee's
 * Restrictions. The open tab is kept in `?tab=` so it survives a reload and can be linked to.
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const { user, area } = useAreaShell();
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const baseId = useId();
  const manages = canManageUsers(user.company.type.id, user.authRoles);
  const tabs = profileTabsOf(area, manages);
  const requested = searchParams.get('tab') as ProfileTab | null;
  const current: ProfileTab = requested && tabs.includes(requested) ? requested : 'information';
  const isUserAdmin = user.authRoles.includes(Role.UserAdmin);

  const select = (tab: ProfileTab) => {
    setSearchParams(tab === 'information' ? {} : { tab }, { replace: true });
  };
  return (
    <Page title={t('profile.title')} skeleton="profile">
      <div className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user.name)}
        </span>
        <div className={styles.headerText}>
          <h1 className={styles.title}>{user.name}</h1>
          <span className={styles.muted}>
            {user.email} · {user.company.name}
          </span>
        </div>
      </div>
      <Tabs
        id={baseId}
        label={t('profile.tabs.label')}
        tabs={tabs.map((tab) => ({ id: tab, label: t(`profile.tabs.${tab}`) }))}
        selected={current}
        onSelect={select}
        className={styles.tabs}
        tabClassName={styles.tab}
      />
      <TabPanel tabsId={baseId} tab={current} className={styles.panel}>
        {current === 'information' ? <MyInformation user={user} /> : null}
        {current === 'company' && area === 'factor' ? <FactorCompanyPanel canChange={isUserAdmin} /> : null}
        {current === 'company' && area === 'payor' ? <PayorCompanyPanel /> : null}
        {current === 'settings' ? <PayorSettingsPanel /> : null}
        {current === 'terms' ? <PayorTermsPanel /> : null}
        {current === 'funding' ? <PayorFundingPanel canChange={isUserAdmin} /> : null}
        {current === 'payout' ? <FactorBankAccountsPanel canChange={isUserAdmin} /> : null}
        {current === 'users' ? <UsersPanel companyName={user.company.name} /> : null}
        {current === 'restrictions' ? <RestrictionsPanel companyName={user.company.name} canEdit={manages} /> : null}
      </TabPanel>
    </Page>
  );
}
