import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { StatementType } from '#shared/enums/statement-type.ts';
import { type PayorStatementsPage, StatementSortField } from '#shared/schemas/payor-statements.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import { CustomDateRange, DateChoiceSelect } from '#web/components/ui/date-choice-filter.tsx';
import { ExportButton } from '#web/components/ui/export-button.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { useResultRange } from '#web/components/ui/pagination.tsx';
import { type SortableColumn, SortableTableHead } from '#web/components/ui/sortable-table-head.tsx';
import { payorStatementsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { nextSort } from '#web/lib/list-params.ts';
import { useDownloadStatements } from '../api/download-statements.ts';
import { usePayorStatements } from '../api/get-statements.ts';
import {
  isStatementListFiltered,
  readStatementListState,
  type StatementListState,
  statementsApiQueryOf,
  writeStatementListState,
} from '../lib/list-state.ts';
import styles from './payor-statements.module.css';

const descendingFirst = new Set<StatementSortField>([StatementSortField.PeriodStart, StatementSortField.DraftedCents]);

/**
 * A list of the payor's statements of some types (previous settlements, previous weekly
 * settlements): a type among them, the period start with the seeds' presets or a typed range, sort
 * by period or amount drafted, paging, the shell's currency, totals and the Excel export.
 */
export function StatementsList({ list, types }: { list: 'previous' | 'weekly'; types: readonly StatementType[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rangeText = useResultRange();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readStatementListState(searchParams, types), [searchParams, types]);
  const apiQuery = useMemo(() => statementsApiQueryOf(state, types), [state, types]);
  const statements = usePayorStatements(apiQuery);
  const download = useDownloadStatements();
  const update = useCallback(
    (change: Partial<StatementListState>) =>
      setSearchParams((current) => writeStatementListState({ ...readStatementListState(current, types), ...change }), {
        replace: true,
      }),
    [setSearchParams, types],
  );
  const clear = () => setSearchParams(new URLSearchParams(), { replace: true });
  const filtered = isStatementListFiltered(state);
  const onSort = (field: StatementSortField) => update({ ...nextSort(state, field, descendingFirst), page: 1 });
  const title = t(`payorStatements.${list}.title`);
  const columns: SortableColumn<StatementSortField>[] = [
    { field: StatementSortField.PeriodStart, label: t('payorStatements.columns.period') },
    { field: null, label: t('payorStatements.columns.type'), hide: 'mobile' },
    { field: null, label: t('payorStatements.columns.payments'), numeric: true, hide: 'tablet' },
    { field: StatementSortField.DraftedCents, label: t('payorStatements.columns.drafted'), numeric: true },
    { field: null, label: t('payorStatements.columns.net'), numeric: true, hide: 'mobile' },
  ];
  return (
    <ListPage
      title={title}
      heading={title}
      intro={t(`payorStatements.${list}.intro`)}
      actions={
        <ExportButton
          download={download}
          query={apiQuery}
          disabled={!statements.data || statements.data.totalCount === 0}
          label={t('payorStatements.export.label')}
          busyLabel={t('payorStatements.export.busy')}
          failedMessage={t('payorStatements.export.failed')}
        />
      }
      filters={
        <section
          className={`${listPage.filters} ${listPage.filtersStacked}`}
          aria-label={t('payorStatements.filters.label')}
        >
          <div className={listPage.filterRow}>
            {types.length > 1 ? (
              <FilterSelect
                label={t('payorStatements.filters.type')}
                value={state.typeId ?? ''}
                onChange={(value) => update({ typeId: value ? (Number(value) as StatementType) : null, page: 1 })}
              >
                <option value="">{t('payorStatements.filters.allTypes')}</option>
                {types.map((typeId) => (
                  <option key={typeId} value={typeId}>
                    {t(`payorStatements.typeNames.${typeId}`)}
                  </option>
                ))}
              </FilterSelect>
            ) : null}
            <DateChoiceSelect
              label={t('payorStatements.filters.period')}
              value={state.date}
              onChange={(change) => update({ ...change, page: 1 })}
            />
            {filtered ? (
              <Button variant="ghost" size="small" className={listPage.filterButton} onClick={clear}>
                {t('payorStatements.filters.clear')}
              </Button>
            ) : null}
          </div>
          <CustomDateRange value={state} onApply={(startDate, endDate) => update({ startDate, endDate, page: 1 })} />
        </section>
      }
      list={statements}
      paging={(data) => ({ ...data, shown: data.items.length })}
      totals={(data) => <Totals data={data} />}
      toolbar={(data) => (
        <span className={listPage.resultCount} data-testid="result-count">
          {rangeText(data.page, data.pageSize, data.items.length, data.totalCount)}
        </span>
      )}
      empty={() => ({
        icon: '§',
        title: t('payorStatements.empty.title'),
        message: t(filtered ? 'payorStatements.empty.filtered' : 'payorStatements.empty.message'),
        ...(filtered ? { clear: { label: t('payorStatements.filters.clear'), onClear: clear } } : {}),
      })}
      loadFailed={t('payorStatements.loadFailed')}
      onPage={(page) => update({ page })}
      onPageSize={(pageSize) => update({ pageSize, page: 1 })}
    >
      {(data) => (
        <div className={dataTable.tableWrap}>
          <table className={`${dataTable.table} ${listPage.table}`}>
            <SortableTableHead columns={columns} sortField={state.sortField} sortAsc={state.sortAsc} onSort={onSort} />
            <tbody>
              {data.items.map((statement) => (
                <tr key={statement.id} data-testid="statement-row">
                  <td>
                    <Link to={payorStatementsPaths.statement(list, statement.id)} className={listPage.numberLink}>
                      {format.date(statement.periodStart)} – {format.date(statement.periodEnd)}
                    </Link>
                    <span className={`${listPage.subline} ${styles.onlyMobile}`}>
                      {t(`payorStatements.typeNames.${statement.settlementStatementTypeId}`)}
                    </span>
                  </td>
                  <td className={listPage.hideMobile}>
                    {t(`payorStatements.typeNames.${statement.settlementStatementTypeId}`)}
                    {statement.imported ? (
                      <span className={listPage.subline}>{t('payorStatements.imported')}</span>
                    ) : null}
                  </td>
                  <td className={`${listPage.num} ${listPage.hideTablet}`}>
                    {format.count(statement.totals.reduce((sum, total) => sum + total.paymentCount, 0))}
                  </td>
                  <td className={listPage.num}>
                    {statement.totals.length === 0
                      ? '—'
                      : statement.totals.map((total) => (
                          <span key={total.currencyId} className={styles.block}>
                            {format.money(total.draftedCents, total.currencyId)}
                          </span>
                        ))}
                  </td>
                  <td className={`${listPage.num} ${listPage.hideMobile}`}>
                    {statement.totals.map((total) => (
                      <span key={total.currencyId} className={styles.block}>
                        {format.money(total.netCents, total.currencyId)}
                      </span>
                    ))}
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

/** What every matching statement adds up to, per currency. */
function Totals({ data }: { data: PayorStatementsPage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <CurrencyTotals
      label={t('payorStatements.totals.label')}
      totals={data.totals.map((total) => ({
        currencyId: total.currencyId,
        count: t('payorStatements.totals.count', { count: total.count }),
        figures: [
          { text: t('payorStatements.totals.drafted', { amount: format.money(total.draftedCents, total.currencyId) }) },
          {
            text: t('payorStatements.totals.net', { amount: format.money(total.netCents, total.currencyId) }),
            strong: true,
          },
        ],
      }))}
    />
  );
}
