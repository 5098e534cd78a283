import { useTranslation } from 'react-i18next';
import segmented from '#web/components/ui/segmented.module.css';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { type DashboardTab, dashboardTabs } from '../lib/dashboard-tab.ts';

/**
 * The payor tabs (seeds 000 §2.5): All payors, My brokers, My shippers, as the shared `Tabs` (the
 * tabs pattern, automatic activation); the dashboard's `TabPanel` with the same `id` shows the
 * chosen tab's figures.
 */
export function DashboardTabs({
  id,
  current,
  onChange,
}: {
  id: string;
  current: DashboardTab;
  onChange: (tab: DashboardTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      id={id}
      label={t('dashboard.tabs.label')}
      tabs={dashboardTabs.map((tab) => ({ id: tab, label: t(`dashboard.tabs.${tab}`) }))}
      selected={current}
      onSelect={onChange}
      className={segmented.segmented}
      tabClassName={segmented.option}
    />
  );
}
