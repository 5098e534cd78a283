import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { GotpFeeSortField as Field, type GotpFeeSortField } from '#shared/schemas/payor-ops-report-queries.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import { CustomDateRange, DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import { ExportButton } from '#web/components/ui/export-button.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import { opsReportsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { nextSort } from '#web/lib/list-params.ts';
import { useDownloadGotpFees } from '../api/download-gotp-fees.ts';
import { useGotpFees } from '../api/get-gotp-fees.ts';
import { FiltersBar } from '../components/filters-bar.tsx';
import { GotpTotals } from '../components/gotp-totals.tsx';
import { type GotpFeesState, gotpQueryOf, readGotpState, writeGotpState } from '../lib/list-state.ts';
import { useMonthName } from '../lib/month-name.ts';

const descendingFirst = new Set<GotpFeeSortField>([Field.Month, Field.InvoiceCount, Field.GrossCents, Field.FeeCents]);

/**
 * `/payor/reports/gotp-fees`: Guaranteed On-Time Pay fees by the month the invoices were paid (seeds
 * 001 §2 gotp fees), each month leading to its invoices; paid-date presets, sorting, paging, the
 * shell's currency, totals and an Excel export.
 */
export function GotpFeesRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const monthName = useMonthName();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readGotpState(searchParams), [searchParams]);
  const query = useMemo(() => gotpQueryOf(state), [state]);
  const fees = useGotpFees(query);
  const download = useDownloadGotpFees();
  const update = useCallback(
    (change: Partial<GotpFeesState>) =>
      setSearchParams((current) => writeGotpState({ ...readGotpState(current), ...change }), { replace: true }),
    [setSearchParams],
  );
  const clear = () => setSearchParams(new URLSearchParams(), { replace: true });
  const filtered = state.date !== 'all';
  const columns: SortableColumn<GotpFeeSortField>[] = [
    { field: Field.Month, label: t('opsReports.columns.month') },
    { field: Field.InvoiceCount, label: t('opsReports.columns.invoices'), numeric: true },
    { field: Field.GrossCents, label: t('opsReports.columns.gross'), numeric: true, hide: 'mobile' },
    { field: Field.FeeCents, label: t('opsReports.columns.fee'), numeric: true },
  ];
  return (
    <ListPage
      title={t('opsReports.gotp.title')}
      heading={t('opsReports.gotp.title')}
      intro={t('opsReports.gotp.intro')}
      actions={
        <ExportButton
          download={download}
          query={query}
          disabled={!fees.data || fees.data.totalCount === 0}
          label={t('opsReports.export')}
          busyLabel={t('opsReports.exporting')}
          failedMessage={t('opsReports.exportFailed')}
        />
      }
      filters={
        <FiltersBar
          label={t('opsReports.gotp.title')}
          filtered={filtered}
          onClear={clear}
          below={
            <CustomDateRange value={state} onApply={(startDate, endDate) => update({ startDate, endDate, page: 1 })} />
          }
        >
          <DateChoiceSelect
            label={t('opsReports.gotp.dateRange')}
            value={state.date}
            onChange={(change) => update({ ...change, page: 1 })}
          />
        </FiltersBar>
      }
      list={fees}
      paging={(data) => ({ ...data, shown: data.items.length })}
      totals={(data) => <GotpTotals totals={data.totals} />}
      empty={() => ({
        icon: '$',
        title: t('opsReports.gotp.emptyTitle'),
        message: t('opsReports.gotp.emptyMessage'),
        ...(filtered ? { clear: { label: t('opsReports.clear'), onClear: clear } } : {}),
      })}
      loadFailed={t('opsReports.gotp.loadFailed')}
      onPage={(page) => update({ page })}
      onPageSize={(pageSize) => update({ pageSize, page: 1 })}
    >
      {(data) => (
        <div className={dataTable.tableWrap}>
          <table className={`${dataTable.table} ${listPage.table}`}>
            <SortableTableHead
              columns={columns}
              sortField={state.sortField}
              sortAsc={state.sortAsc}
              onSort={(field) => update({ ...nextSort(state, field, descendingFirst), page: 1 })}
            />
            <tbody>
              {data.items.map((row) => (
                <tr key={`${row.month}-${row.currencyId}`} data-testid="gotp-month-row">
                  <td>
                    <Link
                      to={opsReportsPaths.gotpMonth(row.month)}
                      aria-label={t('opsReports.gotp.monthLink', { month: monthName(row.month) })}
                    >
                      {monthName(row.month)}
                    </Link>
                  </td>
                  <td className={dataTable.numeric}>{format.count(row.invoiceCount)}</td>
                  <td className={`${dataTable.numeric} ${listPage.hideMobile}`}>
                    {format.money(row.grossCents, row.currencyId)}
                  </td>
                  <td className={dataTable.numeric}>{format.money(row.feeCents, row.currencyId)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListPage>
  );
}
