import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StatementType } from '#shared/enums/statement-type.ts';
import {
  type PayorStatement,
  type PayorStatementsPage,
  payorStatementsQuerySchema,
  StatementSortField,
} from '#shared/schemas/payor-statements.ts';
import { ReportPage } from '#web/components/reports/report-page.tsx';
import type { ReportColumn } from '#web/components/reports/report-table.tsx';
import { useReportState } from '#web/components/reports/use-report-state.ts';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { ResultCount } from '#web/components/ui/pagination.tsx';
import { payorStatementsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useDownloadStatements } from '../api/download-statements.ts';
import { usePayorStatements } from '../api/get-statements.ts';
import styles from './payor-statements.module.css';

const spec = {
  shape: payorStatementsQuerySchema.shape,
  defaults: { sortField: StatementSortField.PeriodStart, sortAsc: false },
  filters: ['settlementStatementTypeId'],
} as const;

/**
 * A list of the payor's statements of some types (previous settlements, previous weekly
 * settlements): a type among them, the period start with the seeds' presets or a typed range, sort
 * by period or amount drafted, paging, the shell's currency, totals and the Excel export.
 */
export function StatementsList({ list, types }: { list: 'previous' | 'weekly'; types: readonly StatementType[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportState(spec);
  const chosen = report.state.filters.settlementStatementTypeId?.[0];
  const typeId = chosen !== undefined && types.includes(chosen) ? chosen : null;
  // The API's query: the chosen type, or every type the page lists.
  const query = useMemo(
    () => ({ ...report.query, settlementStatementTypeId: typeId !== null ? [typeId] : [...types] }),
    [report.query, typeId, types],
  );
  const statements = usePayorStatements(query);
  const download = useDownloadStatements();
  const title = t(`payorStatements.${list}.title`);
  const typeName = (statement: PayorStatement) => t(`payorStatements.typeNames.${statement.settlementStatementTypeId}`);
  const columns: ReportColumn<PayorStatement, StatementSortField>[] = [
    {
      field: StatementSortField.PeriodStart,
      label: t('payorStatements.columns.period'),
      cell: (statement) => (
        <>
          <Link to={payorStatementsPaths.statement(list, statement.id)} className={listPage.numberLink}>
            {format.date(statement.periodStart)} – {format.date(statement.periodEnd)}
          </Link>
          <span className={`${listPage.subline} ${styles.onlyMobile}`}>{typeName(statement)}</span>
        </>
      ),
    },
    {
      field: null,
      label: t('payorStatements.columns.type'),
      hide: 'mobile',
      cell: (statement) => (
        <>
          {typeName(statement)}
          {statement.imported ? <span className={listPage.subline}>{t('payorStatements.imported')}</span> : null}
        </>
      ),
    },
    {
      field: null,
      label: t('payorStatements.columns.payments'),
      numeric: true,
      hide: 'tablet',
      cell: (statement) => format.count(statement.totals.reduce((sum, total) => sum + total.paymentCount, 0)),
    },
    {
      field: StatementSortField.DraftedCents,
      label: t('payorStatements.columns.drafted'),
      numeric: true,
      cell: (statement) =>
        statement.totals.length === 0
          ? '—'
          : statement.totals.map((total) => (
              <span key={total.currencyId} className={styles.block}>
                {format.money(total.draftedCents, total.currencyId)}
              </span>
            )),
    },
    {
      field: null,
      label: t('payorStatements.columns.net'),
      numeric: true,
      hide: 'mobile',
      cell: (statement) =>
        statement.totals.map((total) => (
          <span key={total.currencyId} className={styles.block}>
            {format.money(total.netCents, total.currencyId)}
          </span>
        )),
    },
  ];
  return (
    <ReportPage
      title={title}
      intro={t(`payorStatements.${list}.intro`)}
      report={{ ...report, query }}
      list={statements}
      exports={[{ download, label: t('payorStatements.export.label') }]}
      dateLabel={t('payorStatements.filters.period')}
      filters={
        types.length > 1 ? (
          <FilterSelect
            label={t('payorStatements.filters.type')}
            value={typeId ?? ''}
            onChange={(value) =>
              report.onFilter({
                settlementStatementTypeId: types.filter((type) => String(type) === value).slice(0, 1),
              })
            }
          >
            <option value="">{t('payorStatements.filters.allTypes')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`payorStatements.typeNames.${type}`)}
              </option>
            ))}
          </FilterSelect>
        ) : null
      }
      totals={(data) => <Totals data={data} />}
      toolbar={(data) => <ResultCount answer={data} />}
      empty={{
        icon: '§',
        title: t('payorStatements.empty.title'),
        message: t(report.filtered ? 'payorStatements.empty.filtered' : 'payorStatements.empty.message'),
      }}
      loadFailed={t('payorStatements.loadFailed')}
      columns={columns}
      rowKey={(statement) => statement.id}
      testId="statement-row"
    />
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
