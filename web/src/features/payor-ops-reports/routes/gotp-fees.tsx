import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  GotpFeeSortField as Field,
  type GotpFeeSortField,
  gotpFeesQuerySchema,
} from '#shared/schemas/payor-ops-report-queries.ts';
import type { GotpFeeMonth } from '#shared/schemas/payor-ops-reports.ts';
import { ReportPage } from '#web/components/reports/report-page.tsx';
import type { ReportColumn } from '#web/components/reports/report-table.tsx';
import { useReportState } from '#web/components/reports/use-report-state.ts';
import listPage from '#web/components/ui/list-page.module.css';
import { opsReportsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useDownloadGotpFees } from '../api/download-gotp-fees.ts';
import { useGotpFees } from '../api/get-gotp-fees.ts';
import { GotpTotals } from '../components/gotp-totals.tsx';
import { useMonthName } from '../lib/month-name.ts';

const spec = { shape: gotpFeesQuerySchema.shape, defaults: { sortField: Field.Month, sortAsc: false } } as const;

/**
 * `/payor/reports/gotp-fees`: Guaranteed On-Time Pay fees by the month the invoices were paid (seeds
 * 001 §2 gotp fees), each month leading to its invoices; paid-date presets, sorting, paging, the
 * shell's currency, totals and an Excel export.
 */
export function GotpFeesRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const monthName = useMonthName();
  const report = useReportState(spec);
  const fees = useGotpFees(report.query);
  const download = useDownloadGotpFees();
  const columns: ReportColumn<GotpFeeMonth, GotpFeeSortField>[] = [
    {
      field: Field.Month,
      label: t('opsReports.columns.month'),
      cell: (row) => (
        <Link
          to={opsReportsPaths.gotpMonth(row.month)}
          className={listPage.numberLink}
          aria-label={t('opsReports.gotp.monthLink', { month: monthName(row.month) })}
        >
          {monthName(row.month)}
        </Link>
      ),
    },
    {
      field: Field.InvoiceCount,
      label: t('opsReports.columns.invoices'),
      numeric: true,
      cell: (row) => format.count(row.invoiceCount),
    },
    {
      field: Field.GrossCents,
      label: t('opsReports.columns.gross'),
      numeric: true,
      hide: 'mobile',
      cell: (row) => format.money(row.grossCents, row.currencyId),
    },
    {
      field: Field.FeeCents,
      label: t('opsReports.columns.fee'),
      numeric: true,
      cell: (row) => format.money(row.feeCents, row.currencyId),
    },
  ];
  return (
    <ReportPage
      title={t('opsReports.gotp.title')}
      intro={t('opsReports.gotp.intro')}
      report={report}
      list={fees}
      exports={[{ download }]}
      dateLabel={t('opsReports.gotp.dateRange')}
      totals={(data) => <GotpTotals totals={data.totals} />}
      empty={{ icon: '$', title: t('opsReports.gotp.emptyTitle'), message: t('opsReports.gotp.emptyMessage') }}
      loadFailed={t('opsReports.gotp.loadFailed')}
      columns={columns}
      rowKey={(row) => `${row.month}-${row.currencyId}`}
      testId="gotp-month-row"
    />
  );
}
