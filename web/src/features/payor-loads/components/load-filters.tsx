import { useTranslation } from 'react-i18next';
import { LoadStatus } from '#shared/enums/load-status.ts';
import { LoadDateField, payorLoadSearchMaxLength } from '#shared/schemas/payor-loads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CustomDateRange, DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import { FilterSelect, SearchFilter } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import type { PayorLoadListState } from '../lib/list-state.ts';

/**
 * The load filters: pickup or delivery date with the seeds' presets, a status, and a search by
 * load number. Every change goes back to the first page.
 */
export function PayorLoadFilters({
  state,
  onChange,
  onClear,
  filtered,
}: {
  state: PayorLoadListState;
  onChange: (change: Partial<PayorLoadListState>) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={`${listPage.filters} ${listPage.filtersStacked}`} aria-label={t('payorLoads.filters.label')}>
      <div className={listPage.filterRow}>
        <FilterSelect
          label={t('payorLoads.filters.dateField')}
          value={state.dateField}
          onChange={(value) => onChange({ dateField: value as LoadDateField, page: 1 })}
        >
          {Object.values(LoadDateField).map((field) => (
            <option key={field} value={field}>
              {t(`payorLoads.filters.dateFields.${field}`)}
            </option>
          ))}
        </FilterSelect>
        <DateChoiceSelect
          label={t('payorLoads.filters.dateRange')}
          value={state.date}
          onChange={(change) => onChange({ ...change, page: 1 })}
        />
        <FilterSelect
          label={t('payorLoads.filters.status')}
          value={state.status ?? ''}
          onChange={(value) => onChange({ status: value ? (Number(value) as LoadStatus) : null, page: 1 })}
        >
          <option value="">{t('payorLoads.filters.allStatuses')}</option>
          {Object.values(LoadStatus).map((status) => (
            <option key={status} value={status}>
              {t(`payorLoads.statuses.${status}`)}
            </option>
          ))}
        </FilterSelect>
        <SearchFilter
          label={t('payorLoads.filters.search')}
          placeholder={t('payorLoads.filters.searchPlaceholder')}
          maxLength={payorLoadSearchMaxLength}
          value={state.q}
          onSearch={(q) => onChange({ q, page: 1 })}
        />
        {filtered ? (
          <Button variant="ghost" size="small" className={listPage.filterButton} onClick={onClear}>
            {t('payorLoads.filters.clear')}
          </Button>
        ) : null}
      </div>
      <CustomDateRange value={state} onApply={(startDate, endDate) => onChange({ startDate, endDate, page: 1 })} />
    </section>
  );
}
