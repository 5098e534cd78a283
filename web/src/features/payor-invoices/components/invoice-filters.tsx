import { useTranslation } from 'react-i18next';
import { payorInvoiceDateTypes } from '#shared/schemas/payor-invoices.ts';
import { StatusMultiSelect } from '#web/components/invoices/status-multi-select.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CustomDateRange, DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import { FilterSelect, SearchFilter } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import type { PayorInvoiceListState, PayorListDateType } from '../lib/list-state.ts';

/**
 * The payor's invoice filters: date type (uploaded by default), a date preset or a custom range,
 * statuses, and a search by invoice or load number. Every change goes back to the first page.
 */
export function PayorInvoiceFilters({
  state,
  onChange,
  onClear,
  filtered,
}: {
  state: PayorInvoiceListState;
  onChange: (change: Partial<PayorInvoiceListState>) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={`${listPage.filters} ${listPage.filtersStacked}`} aria-label={t('invoices.filters.label')}>
      <div className={listPage.filterRow}>
        <FilterSelect
          label={t('invoices.filters.dateType')}
          value={state.dateTypeId}
          onChange={(value) => onChange({ dateTypeId: Number(value) as PayorListDateType, page: 1 })}
        >
          {payorInvoiceDateTypes.map((id) => (
            <option key={id} value={id}>
              {t(`invoices.dateTypes.${id}`)}
            </option>
          ))}
        </FilterSelect>
        <DateChoiceSelect
          label={t('invoices.filters.dateRange')}
          value={state.date}
          onChange={(change) => onChange({ ...change, page: 1 })}
        />
        <StatusMultiSelect value={state.statuses} onChange={(statuses) => onChange({ statuses, page: 1 })} />
        <SearchFilter
          label={t('invoices.filters.search')}
          placeholder={t('invoices.filters.searchPlaceholder')}
          maxLength={64}
          value={state.q}
          onSearch={(q) => onChange({ q, page: 1 })}
        />
        {filtered ? (
          <Button variant="ghost" size="small" className={listPage.filterButton} onClick={onClear}>
            {t('invoices.filters.clear')}
          </Button>
        ) : null}
      </div>
      <CustomDateRange value={state} onApply={(startDate, endDate) => onChange({ startDate, endDate, page: 1 })} />
    </section>
  );
}
