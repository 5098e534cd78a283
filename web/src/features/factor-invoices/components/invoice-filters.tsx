import { useTranslation } from 'react-i18next';
import { FactorInvoiceStatus } from '#shared/enums/factor-invoice-status.ts';
import { FactorListFilters, type FactorListFiltersProps } from '#web/components/factor-lists/factor-list-filters.tsx';
import { DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import { useFactorInvoiceFilterOptions } from '../api/get-debtors.ts';
import { type FactorInvoiceListState, factorInvoiceSearchMaxLength } from '../lib/list-state.ts';

/** The statuses in the order a factor works them: money in, money coming, then what holds it up. */
const statusOrder: readonly FactorInvoiceStatus[] = [
  FactorInvoiceStatus.PaidToFactor,
  FactorInvoiceStatus.Approved,
  FactorInvoiceStatus.Pending,
  FactorInvoiceStatus.BrokerHold,
  FactorInvoiceStatus.Held,
  FactorInvoiceStatus.FactorMismatchHold,
  FactorInvoiceStatus.Other,
];

/**
 * The invoice filters: the uploaded date with the seeds' presets, a status of the factor's glossary,
 * then the factor lists' debtor, client and search by invoice or load number.
 */
export function FactorInvoiceFilters(props: FactorListFiltersProps<FactorInvoiceListState>) {
  const { t } = useTranslation();
  const { state, onChange } = props;
  const debtors = useFactorInvoiceFilterOptions().data?.items ?? [];
  return (
    <FactorListFilters
      {...props}
      words="factorArea.invoices"
      debtors={debtors}
      searchMaxLength={factorInvoiceSearchMaxLength}
    >
      <DateChoiceSelect
        label={t('factorArea.invoices.dateRange')}
        value={state.date}
        onChange={(change) => onChange({ ...change, page: 1 })}
      />
      <FilterSelect
        label={t('factorArea.invoices.status')}
        value={state.status ?? ''}
        onChange={(value) => onChange({ status: value ? (value as FactorInvoiceStatus) : null, page: 1 })}
      >
        <option value="">{t('factorArea.invoices.allStatuses')}</option>
        {statusOrder.map((status) => (
          <option key={status} value={status}>
            {t(`factorArea.invoices.statuses.${status}`)}
          </option>
        ))}
      </FilterSelect>
    </FactorListFilters>
  );
}
