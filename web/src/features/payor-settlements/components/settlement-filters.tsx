import { useTranslation } from 'react-i18next';
import type { BillState } from '#shared/enums/bill-state.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DateRangeFilter, FilterSelect, SearchFilter } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { type SettlementListState, searchMaxLength, statesOfTab } from '../lib/list-state.ts';

export type SettlementFiltersProps = {
  state: SettlementListState;
  onChange: (change: Partial<SettlementListState>) => void;
  onClear: () => void;
  filtered: boolean;
  carriers: readonly { id: number; name: string }[];
};

/**
 * The Settlements filters (seeds 001 §7: created date range, load or invoice number contains,
 * payee ids, state): a MM/DD/YYYY range applied together, a search that waits 300 ms after the last
 * key, the carriers present in the payor's list, and the states of the open group. Every change
 * goes back to the first page.
 */
export function SettlementFilters({ state, onChange, onClear, filtered, carriers }: SettlementFiltersProps) {
  const { t } = useTranslation();
  return (
    <section className={listPage.filters} aria-label={t('settlements.filters.label')}>
      <DateRangeFilter
        key={`${state.createdFrom ?? ''}/${state.createdTo ?? ''}`}
        startDate={state.createdFrom}
        endDate={state.createdTo}
        onApply={(createdFrom, createdTo) => onChange({ createdFrom, createdTo, page: 1 })}
        applyWhenChanged
        labels={{
          from: t('settlements.filters.createdFrom'),
          to: t('settlements.filters.createdTo'),
          placeholder: t('settlements.filters.datePlaceholder'),
          invalidDate: t('settlements.filters.invalidDate'),
          endBeforeStart: t('settlements.filters.endBeforeStart'),
          apply: t('settlements.filters.apply'),
        }}
      />
      <SearchFilter
        label={t('settlements.filters.search')}
        placeholder={t('settlements.filters.searchPlaceholder')}
        maxLength={searchMaxLength}
        value={state.q}
        onSearch={(q) => onChange({ q: q.trim(), page: 1 })}
      />
      <FilterSelect
        label={t('settlements.filters.carrier')}
        value={state.payeeId ?? ''}
        onChange={(value) => onChange({ payeeId: value ? Number(value) : null, page: 1 })}
      >
        <option value="">{t('settlements.filters.allCarriers')}</option>
        {carriers.map((carrier) => (
          <option key={carrier.id} value={carrier.id}>
            {carrier.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('settlements.filters.state')}
        value={state.state ?? ''}
        onChange={(value) => onChange({ state: (value || null) as BillState | null, page: 1 })}
      >
        <option value="">{t('settlements.filters.allStates')}</option>
        {statesOfTab(state.tab).map((billState) => (
          <option key={billState} value={billState}>
            {t(`paperwork.states.${billState}`)}
          </option>
        ))}
      </FilterSelect>
      {filtered ? (
        <Button variant="ghost" size="small" className={listPage.filterButton} onClick={onClear}>
          {t('settlements.filters.clear')}
        </Button>
      ) : null}
    </section>
  );
}
