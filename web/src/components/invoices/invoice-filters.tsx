import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateType } from '#shared/enums/date-type.ts';
import type { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { StatusMultiSelect } from '#web/components/invoices/status-multi-select.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CustomDateRange, DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import { FilterSelect, SearchFilter } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import type { DateChoiceState } from '#web/lib/date-choice.ts';

/** What the invoice filters read and change of a list's state (the carrier's and the payor's lists). */
export type InvoiceFilterState<D extends DateType> = DateChoiceState & {
  dateTypeId: D;
  statuses: InvoiceStatus[];
  q: string;
  page: number;
};

/**
 * An invoice list's filters (seeds 000 §2.5, §9; 001 §2): date type, a date preset or a custom
 * MM/DD/YYYY range, statuses, the list's own selects (`children`), and a search by invoice or load
 * number that waits 300 ms after the last key. Every change goes back to the first page.
 */
export function InvoiceFilters<D extends DateType>({
  state,
  onChange,
  onClear,
  filtered,
  dateTypes,
  children,
}: {
  state: InvoiceFilterState<D>;
  onChange: (change: Partial<InvoiceFilterState<D>>) => void;
  onClear: () => void;
  filtered: boolean;
  /** The date types offered (the server's for the carrier); the choice is the list's own date type. */
  dateTypes: readonly DateType[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={`${listPage.filters} ${listPage.filtersStacked}`} aria-label={t('invoices.filters.label')}>
      <div className={listPage.filterRow}>
        <FilterSelect
          label={t('invoices.filters.dateType')}
          value={state.dateTypeId}
          onChange={(value) => onChange({ dateTypeId: Number(value) as D, page: 1 })}
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
        {children}
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
