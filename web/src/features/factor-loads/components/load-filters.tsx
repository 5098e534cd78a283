import { useTranslation } from 'react-i18next';
import { LoadDateField } from '#shared/enums/load-date-field.ts';
import { LoadStatus } from '#shared/enums/load-status.ts';
import { factorLoadSearchMaxLength } from '#shared/schemas/factor-loads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CustomDateRange, DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import { FilterSelect, SearchFilter } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { useFactorLoadFilterOptions } from '../api/get-debtors.ts';
import type { FactorLoadListState } from '../lib/list-state.ts';

/**
 * The load filters: pickup or delivery date with the seeds' presets (a custom range below, as on
 * the payor's load list), a status, a debtor, a client and a search by load number. Every change
 * goes back to the first page.
 */
export function FactorLoadFilters({
  state,
  onChange,
  onClear,
  filtered,
}: {
  state: FactorLoadListState;
  onChange: (change: Partial<FactorLoadListState>) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const debtors = useFactorLoadFilterOptions().data?.items ?? [];
  const clients = [
    ...new Map(debtors.flatMap((debtor) => debtor.clients).map((client) => [client.clientId, client])).values(),
  ].sort((a, b) => a.clientName.localeCompare(b.clientName));
  const idOrNull = (value: string) => (value ? Number(value) : null);
  return (
    <section
      className={`${listPage.filters} ${listPage.filtersStacked}`}
      aria-label={t('factorArea.loads.filtersLabel')}
    >
      <div className={listPage.filterRow}>
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
        <FilterSelect
          label={t('factorArea.loads.debtor')}
          value={state.payorId ?? ''}
          onChange={(value) => onChange({ payorId: idOrNull(value), page: 1 })}
        >
          <option value="">{t('factorArea.loads.allDebtors')}</option>
          {debtors.map((debtor) => (
            <option key={debtor.id} value={debtor.id}>
              {debtor.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('factorArea.loads.client')}
          value={state.payeeId ?? ''}
          onChange={(value) => onChange({ payeeId: idOrNull(value), page: 1 })}
        >
          <option value="">{t('factorArea.loads.allClients')}</option>
          {clients.map((client) => (
            <option key={client.clientId} value={client.clientId}>
              {client.clientName}
            </option>
          ))}
        </FilterSelect>
        <SearchFilter
          label={t('factorArea.loads.search')}
          placeholder={t('factorArea.loads.searchPlaceholder')}
          maxLength={factorLoadSearchMaxLength}
          value={state.q}
          onSearch={(q) => onChange({ q, page: 1 })}
        />
        {filtered ? (
          <Button variant="ghost" size="small" className={listPage.filterButton} onClick={onClear}>
            {t('factorArea.loads.clear')}
          </Button>
        ) : null}
      </div>
      <CustomDateRange value={state} onApply={(startDate, endDate) => onChange({ startDate, endDate, page: 1 })} />
    </section>
  );
}
