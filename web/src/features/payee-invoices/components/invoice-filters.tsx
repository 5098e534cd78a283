import { useTranslation } from 'react-i18next';
import type { DateType } from '#shared/enums/date-type.ts';
import { StatusMultiSelect } from '#web/components/invoices/status-multi-select.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CustomDateRange, DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import { FilterSelect, SearchFilter } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import type { DocumentsFilter, InvoiceListState, ListDateType } from '../lib/list-state.ts';

const documentChoices: DocumentsFilter[] = ['all', 'invoices', 'creditNotes'];

export type FilterProps = {
  state: InvoiceListState;
  onChange: (change: Partial<InvoiceListState>) => void;
  onClear: () => void;
  filtered: boolean;
  dateTypes: readonly DateType[];
  payors: readonly { id: number; name: string }[];
};

/**
 * The list's filters (seeds 000 §2.5, §9): date type, a date preset or a custom MM/DD/YYYY range,
 * statuses, payor, invoices or credit notes, and a search by invoice or load number that waits
 * 300 ms after the last key. Every change goes back to the first page.
 */
export function InvoiceFilters({ state, onChange, onClear, filtered, dateTypes, payors }: FilterProps) {
  const { t } = useTranslation();
  return (
    <section className={`${listPage.filters} ${listPage.filtersStacked}`} aria-label={t('invoices.filters.label')}>
      <div className={listPage.filterRow}>
        <FilterSelect
          label={t('invoices.filters.dateType')}
          value={state.dateTypeId}
          onChange={(value) => onChange({ dateTypeId: Number(value) as ListDateType, page: 1 })}
        >
          {dateTypes.map((id) => (
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
        <FilterSelect
          label={t('invoices.filters.payor')}
          value={state.payorId ?? ''}
          onChange={(value) => onChange({ payorId: value ? Number(value) : null, page: 1 })}
        >
          <option value="">{t('invoices.filters.allPayors')}</option>
          {payors.map((payor) => (
            <option key={payor.id} value={payor.id}>
              {payor.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('invoices.filters.documents')}
          value={state.documents}
          onChange={(value) => onChange({ documents: value as DocumentsFilter, page: 1 })}
        >
          {documentChoices.map((choice) => (
            <option key={choice} value={choice}>
              {t(`invoices.documents.${choice}`)}
            </option>
          ))}
        </FilterSelect>
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
