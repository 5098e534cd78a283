import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  HoldSortField as Field,
  type HoldAgeBucket,
  type HoldSortField,
  holdAgeBuckets,
  holdReasonFilterIds,
} from '#shared/schemas/payor-ops-report-queries.ts';
import type { HoldsPage } from '#shared/schemas/payor-ops-reports.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import cardStyles from '#web/components/ui/card.module.css';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import { CustomDateRange, DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import { ExportButton } from '#web/components/ui/export-button.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import { useFormatters } from '#web/lib/format.ts';
import { nextSort } from '#web/lib/list-params.ts';
import { useDownloadHolds } from '../api/download-holds.ts';
import { useHolds } from '../api/get-holds.ts';
import { FiltersBar } from '../components/filters-bar.tsx';
import styles from '../components/ops-reports.module.css';
import { type HoldsState, holdsQueryOf, readHoldsState, writeHoldsState } from '../lib/list-state.ts';

const descendingFirst = new Set<HoldSortField>([Field.HeldDate, Field.GrossCents]);

/**
 * `/payor/reports/holds-report`: the payor's invoices on hold (seeds 001 §2 holds report) with their
 * reason, how long they have been held (buckets 0-7, 8-14, 15-30, 31-60, over 60 days) and the move
 * that held them (who, when); held-date presets, reason and age filters, sorting, paging, the
 * shell's currency, totals by currency, age and reason, and an Excel export.
 */
export function HoldsReportRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readHoldsState(searchParams), [searchParams]);
  const query = useMemo(() => holdsQueryOf(state), [state]);
  const holds = useHolds(query);
  const download = useDownloadHolds();
  const update = useCallback(
    (change: Partial<HoldsState>) =>
      setSearchParams((current) => writeHoldsState({ ...readHoldsState(current), ...change }), { replace: true }),
    [setSearchParams],
  );
  const clear = () => setSearchParams(new URLSearchParams(), { replace: true });
  const filtered = state.date !== 'all' || state.holdReasonId !== null || state.ageBucket !== null;
  const columns: SortableColumn<HoldSortField>[] = [
    { field: Field.InvoiceNumber, label: t('opsReports.columns.invoice') },
    { field: Field.CarrierName, label: t('opsReports.columns.carrier'), hide: 'mobile' },
    { field: Field.HeldDate, label: t('opsReports.columns.heldOn') },
    { field: Field.GrossCents, label: t('opsReports.columns.gross'), numeric: true },
  ];
  return (
    <ListPage
      title={t('opsReports.holds.title')}
      heading={t('opsReports.holds.title')}
      intro={t('opsReports.holds.intro')}
      actions={
        <ExportButton
          download={download}
          query={query}
          disabled={!holds.data || holds.data.totalCount === 0}
          label={t('opsReports.export')}
          busyLabel={t('opsReports.exporting')}
          failedMessage={t('opsReports.exportFailed')}
        />
      }
      filters={
        <FiltersBar
          label={t('opsReports.holds.title')}
          filtered={filtered}
          onClear={clear}
          below={
            <CustomDateRange value={state} onApply={(startDate, endDate) => update({ startDate, endDate, page: 1 })} />
          }
        >
          <DateChoiceSelect
            label={t('opsReports.holds.dateRange')}
            value={state.date}
            onChange={(change) => update({ ...change, page: 1 })}
          />
          <FilterSelect
            label={t('opsReports.holds.reason')}
            value={state.holdReasonId === null ? '' : String(state.holdReasonId)}
            onChange={(value) =>
              update({ holdReasonId: holdReasonFilterIds.find((id) => String(id) === value) ?? null, page: 1 })
            }
          >
            <option value="">{t('opsReports.holds.allReasons')}</option>
            {holdReasonFilterIds.map((id) => (
              <option key={id} value={id}>
                {t(`opsReports.holdReasons.${id}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label={t('opsReports.holds.age')}
            value={state.ageBucket ?? ''}
            onChange={(value) => update({ ageBucket: value === '' ? null : (value as HoldAgeBucket), page: 1 })}
          >
            <option value="">{t('opsReports.holds.allAges')}</option>
            {holdAgeBuckets.map((bucket) => (
              <option key={bucket} value={bucket}>
                {t(`opsReports.ageBuckets.${bucket}`)}
              </option>
            ))}
          </FilterSelect>
        </FiltersBar>
      }
      list={holds}
      paging={(data) => ({ ...data, shown: data.items.length })}
      totals={(data) => <HoldTotals data={data} />}
      empty={() => ({
        icon: '⏸',
        title: t('opsReports.holds.emptyTitle'),
        message: t('opsReports.holds.emptyMessage'),
        ...(filtered ? { clear: { label: t('opsReports.clear'), onClear: clear } } : {}),
      })}
      loadFailed={t('opsReports.holds.loadFailed')}
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
              {data.items.map((hold) => (
                <tr key={hold.invoiceId} data-testid="held-invoice-row">
                  <td>
                    {hold.invoiceNumber}
                    <span className={listPage.subline}>{t(`opsReports.holdReasons.${hold.holdReasonId ?? 0}`)}</span>
                    {hold.note ? <span className={listPage.subline}>{hold.note}</span> : null}
                  </td>
                  <td className={listPage.hideMobile}>{hold.carrierName}</td>
                  <td>
                    {format.date(hold.heldDate)}
                    <span className={listPage.subline}>
                      {[hold.heldByName, hold.heldByCompanyName].filter(Boolean).join(' · ') ||
                        t('opsReports.holds.heldBySystem')}
                    </span>
                    <span className={listPage.subline}>
                      {t('opsReports.holds.ageDays', { count: hold.ageDays })} ·{' '}
                      {t(`opsReports.ageBuckets.${hold.ageBucket}`)}
                    </span>
                  </td>
                  <td className={dataTable.numeric}>{format.money(hold.grossCents, hold.currencyId)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListPage>
  );
}

/** The held totals per currency, then the same holds counted by age and by reason. */
function HoldTotals({ data }: { data: HoldsPage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const line = (label: string, group: HoldsPage['byAge'][number]) =>
    t('opsReports.holds.groupLine', {
      label,
      invoices: t('opsReports.holds.invoiceCount', { count: group.count }),
      amount: format.money(group.amountCents, group.currencyId),
    });
  const byAge = holdAgeBuckets.flatMap((bucket) =>
    data.byAge
      .filter((group) => group.key === bucket)
      .map((group) => line(t(`opsReports.ageBuckets.${bucket}`), group)),
  );
  const byReason = data.byReason.map((group) => line(t(`opsReports.holdReasons.${group.key}`), group));
  return (
    <div className={cardStyles.stack}>
      <CurrencyTotals
        label={t('opsReports.holds.totals')}
        totals={data.totals.map((total) => ({
          currencyId: total.currencyId,
          count: t('opsReports.holds.count', { count: total.count }),
          figures: [
            {
              text: t('opsReports.holds.amount', { amount: format.money(total.amountCents, total.currencyId) }),
              strong: true,
            },
          ],
        }))}
      />
      {data.totals.length > 0 ? (
        <dl className={styles.groups} data-testid="hold-groups">
          <dt>{t('opsReports.holds.byAge')}</dt>
          <dd>{byAge.join(' · ')}</dd>
          <dt>{t('opsReports.holds.byReason')}</dt>
          <dd>{byReason.join(' · ')}</dd>
        </dl>
      ) : null}
    </div>
  );
}
