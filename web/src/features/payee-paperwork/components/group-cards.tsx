import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format.ts';
import type { GroupTotal } from '../../../lib/paperwork/bill-groups.ts';
import type { PaperworkGroup } from '../lib/list-state.ts';
import styles from './paperwork.module.css';

/**
 * The list's two counts (seeds 000 §4 payee grouping: incomplete, submitted) as cards that also
 * choose what the list shows; 'All' shows both. Counts and amounts come from the server's totals
 * over the filtered list, whatever group is chosen.
 */
export function GroupCards({
  totals,
  allCount,
  group,
  onGroup,
  currencyId,
}: {
  totals: Record<'incomplete' | 'submitted', GroupTotal> | null;
  allCount: number | null;
  group: PaperworkGroup;
  onGroup: (group: PaperworkGroup) => void;
  currencyId: number;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const cards: { id: PaperworkGroup; count: number | null; amount: number | null }[] = [
    { id: 'all', count: allCount, amount: null },
    { id: 'incomplete', count: totals?.incomplete.count ?? null, amount: totals?.incomplete.amount ?? null },
    { id: 'submitted', count: totals?.submitted.count ?? null, amount: totals?.submitted.amount ?? null },
  ];
  return (
    <fieldset className={styles.groups}>
      <legend className={styles.visuallyHidden}>{t('paperwork.list.groupsLabel')}</legend>
      {cards.map((card) => (
        <button
          key={card.id}
          type="button"
          className={`${styles.groupCard} ${styles[`group-${card.id}`] ?? ''}`}
          aria-pressed={group === card.id}
          onClick={() => onGroup(card.id)}
          data-group={card.id}
        >
          <span className={styles.groupName}>{t(`paperwork.groups.${card.id}`)}</span>
          <span className={styles.groupCount} data-testid={`group-count-${card.id}`}>
            {card.count === null ? '—' : format.count(card.count)}
          </span>
          <span className={styles.groupMeta}>
            {card.amount === null ? t(`paperwork.groupHints.${card.id}`) : format.money(card.amount, currencyId)}
          </span>
        </button>
      ))}
    </fieldset>
  );
}
