import { useTranslation } from 'react-i18next';
import { Currency, currencyOfFilter } from '#shared/enums/currency.ts';
import type { CurrencyAmount } from '#shared/schemas/bills.ts';
import { useCurrencyFilter } from '#web/lib/currency-filter.ts';
import { useFormatters } from '#web/lib/format.ts';
import type { GroupTotal } from '#web/lib/paperwork/bill-groups.ts';
import type { PaperworkGroup } from '../lib/list-state.ts';
import styles from './paperwork.module.css';

/**
 * The list's two counts (seeds 000 §4 payee grouping: incomplete, submitted) as cards that also
 * choose what the list shows; 'All' shows both. Counts and amounts come from the server's totals
 * over the filtered list, whatever group is chosen. Amounts are shown per currency (a carrier paid
 * in USD and in CAD sees both sums, never one added across currencies).
 */
export function GroupCards({
  totals,
  allCount,
  group,
  onGroup,
}: {
  totals: Record<'incomplete' | 'submitted', GroupTotal> | null;
  allCount: number | null;
  group: PaperworkGroup;
  onGroup: (group: PaperworkGroup) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  // A group without bills shows zero in the currency the top bar filters on (USD when unfiltered).
  const emptyCurrency = currencyOfFilter(useCurrencyFilter()) ?? Currency.USD;
  const money = (amounts: readonly CurrencyAmount[]) =>
    amounts.length === 0
      ? format.money(0, emptyCurrency)
      : amounts.map((entry) => format.money(entry.amount, entry.currencyTypeId)).join(' · ');
  const cards: { id: PaperworkGroup; count: number | null; amounts: readonly CurrencyAmount[] | null }[] = [
    { id: 'all', count: allCount, amounts: null },
    { id: 'incomplete', count: totals?.incomplete.count ?? null, amounts: totals?.incomplete.amounts ?? null },
    { id: 'submitted', count: totals?.submitted.count ?? null, amounts: totals?.submitted.amounts ?? null },
  ];
  return (
    <fieldset className={styles.groups}>
      <legend className="visually-hidden">{t('paperwork.list.groupsLabel')}</legend>
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
          <span className={styles.groupMeta} data-testid={`group-amount-${card.id}`}>
            {card.amounts === null ? t(`paperwork.groupHints.${card.id}`) : money(card.amounts)}
          </span>
        </button>
      ))}
    </fieldset>
  );
}
