import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { hasPayeeLevelFeatures, seesPromotionalCampaigns } from '#shared/permissions/payee.ts';
import { useAreaShell } from '#web/components/layouts/area-shell/area-shell-context.ts';
import { isPaperworkOnly } from '#web/components/layouts/area-shell/nav-items.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TabPanel } from '#web/components/ui/tabs.tsx';
import { areaRoutes } from '#web/config/paths.ts';
import { dashboardQueryOptions } from '../api/get-dashboard.ts';
import { useSelectCarrier } from '../api/get-select-carrier.ts';
import { CampaignsSection } from '../components/campaigns-section.tsx';
import styles from '../components/dashboard.module.css';
import { DashboardTabs } from '../components/dashboard-tabs.tsx';
import { InvoicesCard } from '../components/invoices-card.tsx';
import { NoaNoticeBanner } from '../components/noa-notice-banner.tsx';
import { PaperworkCard } from '../components/paperwork-card.tsx';
import { SelectCarrierCard } from '../components/select-carrier-card.tsx';
import { WalletCard } from '../components/wallet-card.tsx';
import { type DashboardTab, payorKindOfTab, readTab, tabParam } from '../lib/dashboard-tab.ts';

/**
 * `/payee/dashboard`, the payee landing page (seeds 000 §2.5): payor tabs (All payors, My brokers,
 * My shippers) over the invoice, wallet, paperwork and Select Carrier cards, with the figures the
 * server computes for the tab, and the payors' promotions for PayeeAdmin and PayeeBilling users.
 * Paperwork-only users are sent to Paperwork, the one page they have; a user without payee-level
 * roles (a driver) sees no money, only paperwork.
 */
export function PayeeDashboardRoute() {
  const { t } = useTranslation();
  const { user } = useAreaShell();
  const [params, setParams] = useSearchParams();
  const tabsId = useId();
  const tab = readTab(params);
  const paperworkOnly = isPaperworkOnly(user);
  const payeeLevel = hasPayeeLevelFeatures(user.authRoles);
  const figures = useQuery({
    ...dashboardQueryOptions(payorKindOfTab(tab)),
    enabled: payeeLevel && !paperworkOnly,
    placeholderData: keepPreviousData,
  });
  const selectCarrier = useSelectCarrier(payeeLevel && !paperworkOnly);
  // A failed offer leaves the card out rather than showing a placeholder forever.
  const showSelectCarrier = payeeLevel && !selectCarrier.isError;
  const showCampaigns = seesPromotionalCampaigns(user.company.type.id, user.authRoles);

  const chooseTab = (next: DashboardTab) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete(tabParam);
        else updated.set(tabParam, next);
        return updated;
      },
      { replace: true },
    );
  };
  const scope = t(`dashboard.scope.${tab}`);

  return (
    <Page
      title={t('dashboard.title')}
      heading={t('dashboard.title')}
      redirectTo={paperworkOnly ? areaRoutes.payee.paperwork : null}
      isLoading={figures.isLoading}
      skeleton="grid"
      intro={
        <p className={styles.greeting}>
          {t('dashboard.greeting', { name: user.name })} · {t('dashboard.company', { company: user.company.name })}
        </p>
      }
    >
      {!payeeLevel ? (
        <>
          <Alert level="info" title={t('dashboard.driver.title')}>
            {t('dashboard.driver.text')}
          </Alert>
          <div className={styles.grid}>
            <PaperworkCard span="full" />
          </div>
        </>
      ) : (
        <>
          <NoaNoticeBanner />
          <DashboardTabs id={tabsId} current={tab} onChange={chooseTab} />
          <TabPanel
            tabsId={tabsId}
            tab={tab}
            aria-busy={figures.isPlaceholderData || undefined}
            className={styles.grid}
            data-tab={tab}
          >
            {figures.isError ? (
              <div className={styles.full}>
                <Alert level="error" title={t('dashboard.errors.load')}>
                  <Button variant="secondary" size="small" onClick={() => void figures.refetch()}>
                    {t('dashboard.errors.retry')}
                  </Button>
                </Alert>
              </div>
            ) : figures.data ? (
              <>
                <InvoicesCard figures={figures.data} scope={scope} />
                <WalletCard figures={figures.data} scope={scope} />
                {showSelectCarrier ? <SelectCarrierCard offer={selectCarrier.data} wide /> : null}
                <PaperworkCard span={showSelectCarrier ? 'narrow' : 'full'} />
              </>
            ) : null}
          </TabPanel>
          {showCampaigns ? <CampaignsSection /> : null}
        </>
      )}
    </Page>
  );
}
