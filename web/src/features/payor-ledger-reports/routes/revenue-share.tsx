import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Currency } from '#shared/enums/currency.ts';
import { FinancialAccountReportType } from '#shared/enums/statement-type.ts';
import {
  FinancialAccountSortField,
  type RevenueSharePage,
  type RevenueSharePeriod,
} from '#shared/schemas/payor-ledger-reports.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import { ExportButton } from '#web/components/ui/export-button.tsx';
import { areaRoutes } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useDownloadFinancialAccountActivity } from '../api/download-financial-account-activity.ts';
import { useFinancialAccountActivity } from '../api/get-financial-account-activity.ts';
import { ReportFilters } from '../components/report-filters.tsx';
import { type ReportColumn, ReportTable } from '../components/report-table.tsx';
import { isFiltered, reportQueryOf } from '../lib/report-search.ts';
import { useReportState } from '../lib/use-report-state.ts';

const sortFields = [FinancialAccountSortField.Date, FinancialAccountSortField.AmountCents] as const;
const defaults = { sortField: FinancialAccountSortField.Date, sortAsc: false } as const;
const reportType = FinancialAccountReportType.PayorRebate;

/**
 * `/payor/reports/revenue-share` (seeds 001 §2; legacy /payorreport/financialaccountreport/20):
 * the payor's share of its carriers' QuickPay fees above its threshold, per week or month as its
 * settings say (`financial_account_activity/20`), newest period first.
 */
export function RevenueShareRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportState(sortFields, defaults);
  const { state } = report;
  const query = useMemo(() => reportQueryOf(state), [state]);
  const periods = useFinancialAccountActivity(reportType, query);
  const download = useDownloadFinancialAccountActivity(reportType, 'revenue-share.xlsx');
  const w = (key: string) => t(`payorLedgerReports.revenue.columns.${key}`);
  const columns: ReportColumn<RevenueSharePeriod, (typeof sortFields)[number]>[] = [
    {
      field: FinancialAccountSortField.Date,
      label: w('period'),
      cell: (p) => `${format.date(p.startDate)} – ${format.date(p.endDate)}`,
      nowrap: true,
    },
    { field: null, label: w('invoices'), numeric: true, cell: (p) => format.count(p.invoiceCount) },
    { field: null, label: w('fees'), numeric: true, cell: (p) => format.money(p.feeCents, p.currencyId) },
    { field: null, label: w('eligible'), numeric: true, cell: (p) => format.money(p.eligibleFeeCents, p.currencyId) },
    {
      field: FinancialAccountSortField.AmountCents,
      label: w('share'),
      numeric: true,
      cell: (p) => <strong>{format.money(p.shareCents, p.currencyId)}</strong>,
    },
  ];
  // The words wait for the answer: the period and threshold are the payor's settings, read by the API.
  const intro = periods.data
    ? t(
        periods.data.period === 'week'
          ? 'payorLedgerReports.revenue.introWeek'
          : 'payorLedgerReports.revenue.introMonth',
        {
          percent: format.percent(periods.data.shareBps / 100),
          threshold: format.money(periods.data.thresholdCents, periods.data.totals[0]?.currencyId ?? Currency.USD),
        },
      )
    : null;
  return (
    <ListPage
      title={t('payorLedgerReports.revenue.title')}
      heading={t('payorLedgerReports.revenue.title')}
      intro={
        <>
          <BackLink to={areaRoutes.payor.reports}>{t('payorLedgerReports.common.allReports')}</BackLink> {intro}
        </>
      }
      actions={
        <ExportButton
          download={download}
          query={query}
          disabled={!periods.data || periods.data.totalCount === 0}
          label={t('payorLedgerReports.common.export')}
          busyLabel={t('payorLedgerReports.common.exporting')}
          failedMessage={t('payorLedgerReports.common.exportFailed')}
        />
      }
      filters={
        <ReportFilters
          dateLabel={t('payorLedgerReports.revenue.dateLabel')}
          dates={state.dates}
          onDates={(dates) => report.update({ dates, page: 1 })}
          onClear={report.clear}
          filtered={isFiltered(state)}
        />
      }
      list={periods}
      paging={(data) => ({ ...data, shown: data.items.length })}
      totals={(data) => <RevenueTotals data={data} />}
      empty={() => ({
        icon: '$',
        title: t('payorLedgerReports.common.emptyTitle'),
        message: t('payorLedgerReports.common.emptyMessage'),
        ...(isFiltered(state) ? { clear: { label: t('payorLedgerReports.common.clear'), onClear: report.clear } } : {}),
      })}
      loadFailed={t('payorLedgerReports.common.loadFailed')}
      onPage={report.onPage}
      onPageSize={report.onPageSize}
    >
      {(data) => (
        <ReportTable
          rows={data.items}
          rowKey={(p) => `${p.startDate}#${p.currencyId}`}
          columns={columns}
          sortField={state.sortField}
          sortAsc={state.sortAsc}
          onSort={report.onSort}
          testId="revenue-share-row"
        />
      )}
    </ListPage>
  );
}

function RevenueTotals({ data }: { data: RevenueSharePage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <CurrencyTotals
      label={t('payorLedgerReports.revenue.totals.label')}
      totals={data.totals.map((total) => {
        const money = (cents: number) => format.money(cents, total.currencyId);
        return {
          currencyId: total.currencyId,
          count: t('payorLedgerReports.revenue.totals.count', { count: total.periodCount }),
          figures: [
            { text: t('payorLedgerReports.revenue.totals.fees', { amount: money(total.feeCents) }) },
            { text: t('payorLedgerReports.revenue.totals.share', { amount: money(total.shareCents) }), strong: true },
          ],
        };
      })}
    />
  );
}
