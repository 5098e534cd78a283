import { useTranslation } from 'react-i18next';
import { Currency } from '#shared/enums/currency.ts';
import { FinancialAccountReportType } from '#shared/enums/statement-type.ts';
import {
  FinancialAccountSortField,
  financialAccountQuerySchema,
  type RevenueSharePage,
  type RevenueSharePeriod,
} from '#shared/schemas/payor-ledger-reports.ts';
import { ReportPage } from '#web/components/reports/report-page.tsx';
import type { ReportColumn } from '#web/components/reports/report-table.tsx';
import { useReportState } from '#web/components/reports/use-report-state.ts';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import { useFormatters } from '#web/lib/format.ts';
import { useDownloadFinancialAccountActivity } from '../api/download-financial-account-activity.ts';
import { useFinancialAccountActivity } from '../api/get-financial-account-activity.ts';

const spec = {
  shape: financialAccountQuerySchema.shape,
  defaults: { sortField: FinancialAccountSortField.Date, sortAsc: false },
} as const;
const reportType = FinancialAccountReportType.PayorRebate;

/**
 * `/payor/reports/revenue-share` (seeds 001 §2; legacy /payorreport/financialaccountreport/20):
 * the payor's share of its carriers' QuickPay fees above its threshold, per week or month as its
 * settings say (`financial_account_activity/20`), newest period first.
 */
export function RevenueShareRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportState(spec);
  const periods = useFinancialAccountActivity(reportType, report.query);
  const download = useDownloadFinancialAccountActivity(reportType, 'revenue-share.xlsx');
  const w = (key: string) => t(`payorLedgerReports.revenue.columns.${key}`);
  const columns: ReportColumn<RevenueSharePeriod, FinancialAccountSortField>[] = [
    {
      field: FinancialAccountSortField.Date,
      label: w('period'),
      cell: (p) => `${format.date(p.startDate)} – ${format.date(p.endDate)}`,
    },
    { field: null, label: w('invoices'), numeric: true, cell: (p) => format.count(p.invoiceCount), hide: 'mobile' },
    {
      field: null,
      label: w('fees'),
      numeric: true,
      cell: (p) => format.money(p.feeCents, p.currencyId),
      hide: 'mobile',
    },
    {
      field: null,
      label: w('eligible'),
      numeric: true,
      cell: (p) => format.money(p.eligibleFeeCents, p.currencyId),
      hide: 'tablet',
    },
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
    <ReportPage
      title={t('payorLedgerReports.revenue.title')}
      intro={intro}
      report={report}
      list={periods}
      exports={[{ download }]}
      dateLabel={t('payorLedgerReports.revenue.dateLabel')}
      totals={(data) => <RevenueTotals data={data} />}
      empty={{
        icon: '$',
        title: t('payorLedgerReports.common.emptyTitle'),
        message: t('payorLedgerReports.common.emptyMessage'),
      }}
      columns={columns}
      rowKey={(p) => `${p.startDate}#${p.currencyId}`}
      testId="revenue-share-row"
    />
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
