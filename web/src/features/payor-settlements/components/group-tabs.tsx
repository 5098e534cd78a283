import { useTranslation } from 'react-i18next';
import { useFormatters } from '#web/lib/format.ts';
import { type GroupCount, type SettlementTab, settlementTabs } from '../lib/list-state.ts';
import styles from './settlements.module.css';

const accent: Record<SettlementTab, string | undefined> = {
  all: styles.groupAll,
  incomplete: styles.groupIncomplete,
  rejected: styles.groupRejected,
  submitted: styles.groupSubmitted,
};

/**
 * The payor's three group counts (seeds 001 §4: incomplete, rejected, submitted) and their sum,
 * each a button that shows only that group. The counts come from the server's totals per state,
 * which ignore the state filter, so they stay right whichever group is open.
 */
export function GroupTabs({
  value,
  counts,
  onChange,
}: {
  value: SettlementTab;
  counts: Record<SettlementTab, GroupCount> | null;
  onChange: (tab: SettlementTab) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <nav className={styles.groups} aria-label={t('settlements.tabs.label')}>
      {settlementTabs.map((tab) => (
        <button
          key={tab}
          type="button"
          className={`${styles.group} ${accent[tab]}`}
          aria-pressed={value === tab}
          data-group={tab}
          onClick={() => onChange(tab)}
        >
          <span className={styles.groupName}>{t(`settlements.tabs.${tab}`)}</span>
          <span className={styles.groupCount} data-testid={`group-count-${tab}`}>
            {counts ? format.count(counts[tab].count) : '–'}
          </span>
          <span className={styles.groupCaption}>{t(`settlements.tabs.caption.${tab}`)}</span>
        </button>
      ))}
    </nav>
  );
}
