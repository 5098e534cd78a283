import { useTranslation } from 'react-i18next';
import { LoadDateField } from '#shared/enums/load-date-field.ts';
import { LoadStatus } from '#shared/enums/load-status.ts';
import { factorLoadSearchMaxLength } from '#shared/schemas/factor-loads.ts';
import { FactorListFilters, type FactorListFiltersProps } from '#web/components/factor-lists/factor-list-filters.tsx';
import { DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import { useFactorLoadFilterOptions } from '../api/get-debtors.ts';
import type { FactorLoadListState } from '../lib/list-state.ts';

/**
 * The load filters: pickup or delivery date with the seeds' presets (a custom range below, as on
 * the payor's load list), a status, then the factor lists' debtor, client and search by load number.
 */
export function FactorLoadFilters(props: FactorListFiltersProps<FactorLoadListState>) {
  const { t } = useTranslation();
  const { state, onChange } = props;
  const debtors = useFactorLoadFilterOptions().data?.items ?? [];
  return (
    <FactorListFilters
      {...props}
      words="factorArea.loads"
      debtors={debtors}
      searchMaxLength={factorLoadSearchMaxLength}
    >
      <FilterSelect
        label={t('factorArea.loads.dateField')}
        value={state.dateField}
        onChange={(value) => onChange({ dateField: value as LoadDateField, page: 1 })}
      >
        {Object.values(LoadDateField).map((field) => (
          <option key={field} value={field}>
            {t(`factorArea.loads.dateFields.${field}`)}
          </option>
        ))}
      </FilterSelect>
      <DateChoiceSelect
        label={t('factorArea.loads.dateRange')}
        value={state.date}
        onChange={(change) => onChange({ ...change, page: 1 })}
      />
      <FilterSelect
        label={t('factorArea.loads.status')}
        value={state.status ?? ''}
        onChange={(value) => onChange({ status: value ? (Number(value) as LoadStatus) : null, page: 1 })}
      >
        <option value="">{t('factorArea.loads.allStatuses')}</option>
        {Object.values(LoadStatus).map((status) => (
          <option key={status} value={status}>
            {t(`factorArea.loads.statuses.${status}`)}
          </option>
        ))}
      </FilterSelect>
    </FactorListFilters>
  );
}
