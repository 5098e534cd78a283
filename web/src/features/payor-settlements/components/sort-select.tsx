import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import listPage from '#web/components/ui/list-page.module.css';
import type { SettlementListState, SettlementSortField } from '../lib/list-state.ts';
import styles from './settlements.module.css';

type Sort = Pick<SettlementListState, 'sortField' | 'sortAsc'>;

/** The orders a phone offers in place of the table's sortable headers. */
const choices: { key: string; sortField: SettlementSortField; sortAsc: boolean }[] = [
  { key: 'submittedAtDesc', sortField: 'submittedAt', sortAsc: false },
  { key: 'submittedAtAsc', sortField: 'submittedAt', sortAsc: true },
  { key: 'createdAtDesc', sortField: 'createdAt', sortAsc: false },
  { key: 'totalAmountDesc', sortField: 'totalAmount', sortAsc: false },
  { key: 'loadOrInvoiceNumberAsc', sortField: 'loadOrInvoiceNumber', sortAsc: true },
];

/** The order of the cards on a phone, where there are no column headers to sort by. */
export function SortSelect({ sortField, sortAsc, onChange }: Sort & { onChange: (sort: Sort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const current = choices.find((choice) => choice.sortField === sortField && choice.sortAsc === sortAsc);
  return (
    <div className={styles.sortControl}>
      <label htmlFor={id}>{t('settlements.sort.label')}</label>
      <select
        id={id}
        className={`${listPage.select} ${styles.sortSelect}`}
        value={current?.key ?? ''}
        onChange={(event) => {
          const choice = choices.find((option) => option.key === event.target.value);
          if (choice) onChange({ sortField: choice.sortField, sortAsc: choice.sortAsc });
        }}
      >
        {current ? null : (
          <option value="">
            {t(`settlements.columns.${sortField === 'payeeName' || sortField === 'payorName' ? 'carrier' : sortField}`)}
          </option>
        )}
        {choices.map((choice) => (
          <option key={choice.key} value={choice.key}>
            {t(`settlements.sort.${choice.key}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
