import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { gotpMonthQuerySchema, gotpMonthSchema } from '#shared/schemas/payor-ops-report-queries.ts';
import type { GotpFeeInvoice } from '#shared/schemas/payor-ops-reports.ts';
import { ReportPage } from '#web/components/reports/report-page.tsx';
import type { ReportColumn } from '#web/components/reports/report-table.tsx';
import { useReportState } from '#web/components/reports/use-report-state.ts';
import listPage from '#web/components/ui/list-page.module.css';
import { opsReportsPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useDownloadGotpMonth } from '../api/download-gotp-month.ts';
import { useGotpMonth } from '../api/get-gotp-month.ts';
import { GotpTotals } from '../components/gotp-totals.tsx';
import { useMonthName } from '../lib/month-name.ts';

/** The month's invoices are in paid-date order only: the one heading that sorts flips it. */
type Field = 'paidDate';
const spec = {
  shape: gotpMonthQuerySchema.shape,
  defaults: { sortField: 'paidDate' as Field, sortAsc: false },
} as const;

/**
 * `/payor/reports/gotp-fees/:id`: the invoices behind one month's GOTP fees (seeds 001 §7
 * `gotp_fees/month/{id}`), newest paid first, paged, with the month's totals and every invoice as
 * an Excel file; a month without fees (or not a month) says so.
 */
export function GotpMonthRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const monthName = useMonthName();
  const month = useParams().id ?? '';
  const report = useReportState(spec);
  const { sortField: _sortField, ...query } = report.query;
  const invoices = useGotpMonth(month, query);
  const download = useDownloadGotpMonth(month);
  const columns: ReportColumn<GotpFeeInvoice, Field>[] = [
    {
      field: null,
      label: t('opsReports.columns.invoice'),
      cell: (invoice) => (
        <>
          {invoice.invoiceNumber}
          <span className={listPage.subline}>{invoice.loadNumber}</span>
        </>
      ),
    },
    {
      field: null,
      label: t('opsReports.columns.carrier'),
      hide: 'mobile',
      wrap: true,
      cell: (invoice) => invoice.carrierName,
    },
    { field: 'paidDate', label: t('opsReports.columns.paidDate'), cell: (invoice) => format.date(invoice.paidDate) },
    {
      field: null,
      label: t('opsReports.columns.gross'),
      numeric: true,
      hide: 'mobile',
      cell: (invoice) => format.money(invoice.grossCents, invoice.currencyId),
    },
    {
      field: null,
      label: t('opsReports.columns.feeRate'),
      numeric: true,
      hide: 'tablet',
      cell: (invoice) => format.percent(invoice.feeBps / 100),
    },
    {
      field: null,
      label: t('opsReports.columns.fee'),
      numeric: true,
      cell: (invoice) => format.money(invoice.feeCents, invoice.currencyId),
    },
  ];
  return (
    <ReportPage
      title={
        gotpMonthSchema.safeParse(month).success
          ? t('opsReports.gotpMonth.title', { month: monthName(month) })
          : t('opsReports.gotp.title')
      }
      intro={t('opsReports.gotpMonth.intro')}
      back={{ to: opsReportsPaths.gotpFees, label: t('opsReports.gotpMonth.back') }}
      report={report}
      list={invoices}
      exports={[{ download }]}
      totals={(data) => <GotpTotals totals={data.totals} />}
      empty={{ icon: '$', title: t('opsReports.gotpMonth.notFound'), message: t('opsReports.gotp.emptyMessage') }}
      loadFailed={t('opsReports.gotpMonth.loadFailed')}
      columns={columns}
      rowKey={(invoice) => String(invoice.invoiceId)}
      testId="gotp-invoice-row"
    />
  );
}
