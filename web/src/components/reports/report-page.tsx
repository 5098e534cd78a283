import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { ExportButton } from '#web/components/ui/export-button.tsx';
import { areaRoutes } from '#web/config/paths.ts';
import type { DateChoice, DateChoiceState } from '#web/lib/date-choice.ts';
import { ReportFilters } from './report-filters.tsx';
import { type ReportColumn, ReportTable } from './report-table.tsx';

/** A page of a report as its API answers it. */
type ReportData<Row> = { items: Row[]; page: number; pageSize: number; totalCount: number; hasMore: boolean };

/** What the page needs of a report's state (useReportState). */
type ReportControls<Field extends string, Query> = {
  state: { dates: DateChoiceState; sortField: Field; sortAsc: boolean };
  query: Query;
  filtered: boolean;
  clear: () => void;
  onDates: (dates: DateChoiceState) => void;
  onSort: (field: Field) => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

/** An export of the report's rows as they are filtered (the first is 'Export to Excel' unless named). */
export type ReportExport<Query> = { download: UseMutationResult<void, Error, Query>; label?: string };

/**
 * The block every payor report screen is made of (seeds 001 §2 reports): the way back to the
 * reports hub, heading and intro, the exports, the filters (the seeds' date presets, the report's
 * own selects; the currency is the shell's), totals of everything that matches, the sortable table
 * and the paging, with the list page's skeleton, error and empty states.
 */
export function ReportPage<Data extends ReportData<Row>, Row, Field extends string, Query>({
  title,
  intro,
  report,
  list,
  exports = [],
  back,
  dateLabel,
  dateChoices,
  dates,
  filters,
  totals,
  toolbar,
  empty,
  loadFailed,
  columns,
  rowKey,
  testId,
}: {
  title: string;
  intro?: ReactNode;
  report: ReportControls<Field, Query>;
  list: Pick<
    UseQueryResult<Data>,
    'data' | 'error' | 'isError' | 'isPending' | 'isPlaceholderData' | 'isFetching' | 'refetch'
  >;
  exports?: readonly ReportExport<Query>[];
  /** Where the way back leads when not to the reports hub (a month's invoices: to its report). */
  back?: { to: string; label: string };
  /** The date filter's name; a report of fixed dates (one month) has none. */
  dateLabel?: string;
  /** The dates the report offers (usage per day always covers some days: no 'every date'). */
  dateChoices?: readonly DateChoice[];
  /** The dates shown when they are not the address bar's (a report's default range). */
  dates?: DateChoiceState;
  /** The report's own selects, after the date. */
  filters?: ReactNode;
  totals?: (data: Data) => ReactNode;
  toolbar?: (data: Data) => ReactNode;
  empty: { icon: ReactNode; title: string; message: string };
  loadFailed?: string;
  columns: readonly ReportColumn<Row, Field>[];
  rowKey: (row: Row) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  const nothing = !list.data || list.data.totalCount === 0;
  return (
    <ListPage
      title={title}
      heading={title}
      intro={
        <>
          <BackLink to={back?.to ?? areaRoutes.payor.reports}>{back?.label ?? t('shell.report.allReports')}</BackLink>
          {intro ? <> {intro}</> : null}
        </>
      }
      actions={
        exports.length > 0
          ? exports.map((one) => (
              <ExportButton
                key={one.label ?? 'export'}
                download={one.download}
                query={report.query}
                disabled={nothing}
                label={one.label ?? t('shell.report.export')}
                busyLabel={t('shell.report.exporting')}
                failedMessage={t('shell.report.exportFailed')}
              />
            ))
          : undefined
      }
      filters={
        dateLabel === undefined ? undefined : (
          <ReportFilters
            dateLabel={dateLabel}
            dates={dates ?? report.state.dates}
            choices={dateChoices}
            onDates={report.onDates}
            filtered={report.filtered}
            onClear={report.clear}
          >
            {filters}
          </ReportFilters>
        )
      }
      list={list}
      paging={(data) => ({ ...data, shown: data.items.length })}
      totals={totals}
      toolbar={toolbar}
      empty={() => ({
        ...empty,
        ...(report.filtered ? { clear: { label: t('shell.report.clear'), onClear: report.clear } } : {}),
      })}
      loadFailed={loadFailed ?? t('shell.report.loadFailed')}
      onPage={report.onPage}
      onPageSize={report.onPageSize}
    >
      {(data) => (
        <ReportTable
          rows={data.items}
          rowKey={rowKey}
          columns={columns}
          sortField={report.state.sortField}
          sortAsc={report.state.sortAsc}
          onSort={report.onSort}
          testId={testId}
        />
      )}
    </ListPage>
  );
}
