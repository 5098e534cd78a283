import { useTranslation } from 'react-i18next';
import { FactorInvoiceStatus } from '#shared/enums/factor-invoice-status.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CustomDateRange, DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import { FilterSelect, SearchFilter } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
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
 * a debtor, a client, and a search by invoice or load number. Every change goes back to the first page.
 */
export function FactorInvoiceFilters({
  state,
  onChange,
  onClear,
  filtered,
}: {
  state: FactorInvoiceListState;
  onChange: (change: Partial<FactorInvoiceListState>) => void;
  onClear: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const debtors = useFactorInvoiceFilterOptions().data?.items ?? [];
  const clients = [
    ...new Map(debtors.flatMap((debtor) => debtor.clients).map((client) => [client.clientId, client])).values(),
  ].sort((a, b) => a.clientName.localeCompare(b.clientName));
  const idOrNull = (value: string) => (value ? Number(value) : null);
  return (
    <section
      className={`${listPage.filters} ${listPage.filtersStacked}`}
      aria-label={t('factorArea.invoices.filtersLabel')}
    >
      <div className={listPage.filterRow}>
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
        <FilterSelect
          label={t('factorArea.invoices.debtor')}
          value={state.payorId ?? ''}
          onChange={(value) => onChange({ payorId: idOrNull(value), page: 1 })}
        >
          <option value="">{t('factorArea.invoices.allDebtors')}</option>
          {debtors.map((debtor) => (
            <option key={debtor.id} value={debtor.id}>
              {debtor.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('factorArea.invoices.client')}
          value={state.payeeId ?? ''}
          onChange={(value) => onChange({ payeeId: idOrNull(value), page: 1 })}
        >
          <option value="">{t('factorArea.invoices.allClients')}</option>
          {clients.map((client) => (
            <option key={client.clientId} value={client.clientId}>
              {client.clientName}
            </option>
          ))}
        </FilterSelect>
        <SearchFilter
          label={t('factorArea.invoices.search')}
          placeholder={t('factorArea.invoices.searchPlaceholder')}
          maxLength={factorInvoiceSearchMaxLength}
          value={state.q}
          onSearch={(q) => onChange({ q, page: 1 })}
        />
        {filtered ? (
          <Button variant="ghost" size="small" className={listPage.filterButton} onClick={onClear}>
            {t('factorArea.invoices.clear')}
          </Button>
        ) : null}
      </div>
      <CustomDateRange value={state} onApply={(startDate, endDate) => onChange({ startDate, endDate, page: 1 })} />
    </section>
  );
}
