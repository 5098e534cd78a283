import { useTranslation } from 'react-i18next';
import segmented from '#web/components/ui/segmented.module.css';
import { type DashboardTab, dashboardTabs } from '../lib/dashboard-tab.ts';

export const dashboardPanelId = 'dashboard-panel';
export const tabId = (tab: DashboardTab) => `dashboard-tab-${tab}`;

/**
 * The payor tabs (seeds 000 §2.5): All payors, My brokers, My shippers. Arrow keys move between
 * them as the tabs pattern has it; the panel below shows the chosen tab's figures.
 */
export function DashboardTabs({ current, onChange }: { current: DashboardTab; onChange: (tab: DashboardTab) => void }) {
  const { t } = useTranslation();
  const move = (step: number) => {
    const index = dashboardTabs.indexOf(current);
    const next = dashboardTabs[(index + step + dashboardTabs.length) % dashboardTabs.length] ?? 'all';
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div
      className={segmented.segmented}
      role="tablist"
      aria-label={t('dashboard.tabs.label')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        else if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      {dashboardTabs.map((tab) => (
        <button
          key={tab}
          id={tabId(tab)}
          type="button"
          role="tab"
          className={segmented.option}
          aria-selected={tab === current}
          aria-controls={dashboardPanelId}
          tabIndex={tab === current ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          {t(`dashboard.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
