import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ReconciliationState } from '#shared/enums/reconciliation-state.ts';
import { FundsSortField as Field, type FundsSortField } from '#shared/schemas/payor-ops-report-queries.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import { CustomDateRange, DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import { ExportButton } from '#web/components/ui/export-button.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import { useFormatters } from '#web/lib/format.ts';
import { nextSort } from '#web/lib/list-params.ts';
import { useDownloadUnreconciledFunds } from '../api/download-unreconciled-funds.ts';
import { useUnreconciledFunds } from '../api/get-unreconciled-funds.ts';
import { FiltersBar } from '../components/filters-bar.tsx';
import styles from '../components/ops-reports.module.css';
import { type FundsState, fundsQueryOf, readFundsState, writeFundsState } from '../lib/list-state.ts';

const descendingFirst = new Set<FundsSortField>([Field.ReceivedDate, Field.AmountCents]);

/**
 * `/payor/reports/unreconciled-funds-report`: funds LanePay received from the payor that no invoice
 * is matched to yet (seeds 001 §2; states Reversed and Unreconciled), each with the open invoices
 * it could pay; received-date presets, a state filter, sorting, paging, the shell's currency,
 * totals and an Excel export.
 */
export function UnreconciledFundsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readFundsState(searchParams), [searchParams]);
  const query = useMemo(() => fundsQueryOf(state), [state]);
  const receipts = useUnreconciledFunds(query);
  const download = useDownloadUnreconciledFunds();
  const update = useCallback(
    (change: Partial<FundsState>) =>
      setSearchParams((current) => writeFundsState({ ...readFundsState(current), ...change }), { replace: true }),
    [setSearchParams],
  );
  const clear = () => setSearchParams(new URLSearchParams(), { replace: true });
  const filtered = state.date !== 'all' || state.state !== null;
  const columns: SortableColumn<FundsSortField>[] = [
    { field: Field.Reference, label: t('opsReports.columns.reference') },
    { field: Field.ReceivedDate, label: t('opsReports.columns.received') },
    { field: Field.AmountCents, label: t('opsReports.columns.amount'), numeric: true },
  ];
  return (
    <ListPage
      title={t('opsReports.funds.title')}
      heading={t('opsReports.funds.title')}
      intro={t('opsReports.funds.intro')}
      actions={
        <ExportButton
          download={download}
          query={query}
          disabled={!receipts.data || receipts.data.totalCount === 0}
          label={t('opsReports.export')}
          busyLabel={t('opsReports.exporting')}
          failedMessage={t('opsReports.exportFailed')}
        />
      }
      filters={
        <FiltersBar
          label={t('opsReports.funds.title')}
          filtered={filtered}
          onClear={clear}
          below={
            <CustomDateRange value={state} onApply={(startDate, endDate) => update({ startDate, endDate, page: 1 })} />
          }
        >
          <DateChoiceSelect
            label={t('opsReports.funds.dateRange')}
            value={state.date}
            onChange={(change) => update({ ...change, page: 1 })}
          />
          <FilterSelect
            label={t('opsReports.funds.state')}
            value={state.state === null ? '' : String(state.state)}
            onChange={(value) =>
              update({ state: value === '' ? null : (Number(value) as ReconciliationState), page: 1 })
            }
          >
            <option value="">{t('opsReports.funds.allStates')}</option>
            {Object.values(ReconciliationState).map((id) => (
              <option key={id} value={id}>
                {t(`opsReports.states.${id}`)}
              </option>
            ))}
          </FilterSelect>
        </FiltersBar>
      }
      list={receipts}
      paging={(data) => ({ ...data, shown: data.items.length })}
      totals={(data) => (
        <CurrencyTotals
          label={t('opsReports.funds.totals')}
          totals={data.totals.map((total) => ({
            currencyId: total.currencyId,
            count: t('opsReports.funds.count', { count: total.count }),
            figures: [
              {
                text: t('opsReports.funds.amount', { amount: format.money(total.amountCents, total.currencyId) }),
                strong: true,
              },
            ],
          }))}
        />
      )}
      empty={() => ({
        icon: '$',
        title: t('opsReports.funds.emptyTitle'),
        message: t('opsReports.funds.emptyMessage'),
        ...(filtered ? { clear: { label: t('opsReports.clear'), onClear: clear } } : {}),
      })}
      loadFailed={t('opsReports.funds.loadFailed')}
      onPage={(page) => update({ page })}
      onPageSize={(pageSize) => update({ pageSize, page: 1 })}
    >
      {(data) => (
        <div className={dataTable.tableWrap}>
          <table className={`${dataTable.table} ${listPage.table}`}>
            <SortableTableHead
              columns={[
                ...columns,
                { field: null, label: t('opsReports.columns.state') },
                { field: null, label: t('opsReports.columns.couldPay'), hide: 'mobile' },
              ]}
              sortField={state.sortField}
              sortAsc={state.sortAsc}
              onSort={(field) => update({ ...nextSort(state, field, descendingFirst), page: 1 })}
            />
            <tbody>
              {data.items.map((receipt) => (
                <tr key={receipt.id} data-testid="funds-receipt-row">
                  <td>{receipt.reference}</td>
                  <td>
                    {format.date(receipt.receivedDate)}
                    <span className={listPage.subline}>
                      {t('opsReports.funds.daysAgo', { count: receipt.ageDays })}
                    </span>
                  </td>
                  <td className={dataTable.numeric}>{format.money(receipt.amountCents, receipt.currencyId)}</td>
                  <td>{t(`opsReports.states.${receipt.state}`)}</td>
                  <td className={listPage.hideMobile}>
                    {receipt.candidates.length === 0 ? (
                      <span className={listPage.muted}>{t('opsReports.files.matchNone')}</span>
                    ) : (
                      <ul className={styles.candidates}>
                        {receipt.candidates.map((set) => (
                          <li key={set.invoices.map((invoice) => invoice.invoiceId).join('-')}>
                            {t('opsReports.funds.candidate', {
                              invoices: set.invoices.map((invoice) => invoice.invoiceNumber).join(' + '),
                              amount: format.money(set.totalCents, receipt.currencyId),
                            })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListPage>
  );
}
