import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FinancialAccountReportType } from '#shared/enums/statement-type.ts';
import {
  FinancialAccountSortField,
  type RefundedInvoice,
  type RefundsPage,
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

const sortFields = Object.values(FinancialAccountSortField);
const defaults = { sortField: FinancialAccountSortField.Date, sortAsc: false } as const;
const reportType = FinancialAccountReportType.PayorRefunds;

/**
 * `/payor/reports/invoice-refunds-report` (seeds 001 §2; legacy /payorreport/financialaccountreport/22):
 * the invoices of payments LanePay refunded (`financial_account_activity/22`), by refund date, with
 * the QuickPay fee each returned to its carrier.
 */
export function InvoiceRefundsReportRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportState(sortFields, defaults);
  const { state } = report;
  const query = useMemo(() => reportQueryOf(state), [state]);
  const refunds = useFinancialAccountActivity(reportType, query);
  const download = useDownloadFinancialAccountActivity(reportType, 'invoice-refunds.xlsx');
  const w = (key: string) => t(`payorLedgerReports.refunds.columns.${key}`);
  const columns: ReportColumn<RefundedInvoice, FinancialAccountSortField>[] = [
    {
      field: FinancialAccountSortField.Date,
      label: w('refundDate'),
      cell: (r) => format.date(r.refundDate),
      nowrap: true,
    },
    { field: null, label: w('invoice'), cell: (r) => r.invoiceNumber, nowrap: true },
    { field: FinancialAccountSortField.CarrierName, label: w('carrier'), cell: (r) => r.carrierName },
    { field: null, label: w('payment'), cell: (r) => r.paymentCode, nowrap: true },
    {
      field: FinancialAccountSortField.AmountCents,
      label: w('gross'),
      numeric: true,
      cell: (r) => <strong>{format.money(r.grossCents, r.currencyId)}</strong>,
    },
    { field: null, label: w('feeRefund'), numeric: true, cell: (r) => format.money(r.feeRefundCents, r.currencyId) },
    { field: null, label: w('reason'), cell: (r) => r.reason ?? '—' },
  ];
  return (
    <ListPage
      title={t('payorLedgerReports.refunds.title')}
      heading={t('payorLedgerReports.refunds.title')}
      intro={
        <>
          <BackLink to={areaRoutes.payor.reports}>{t('payorLedgerReports.common.allReports')}</BackLink>{' '}
          {t('payorLedgerReports.refunds.intro')}
        </>
      }
      actions={
        <ExportButton
          download={download}
          query={query}
          disabled={!refunds.data || refunds.data.totalCount === 0}
          label={t('payorLedgerReports.common.export')}
          busyLabel={t('payorLedgerReports.common.exporting')}
          failedMessage={t('payorLedgerReports.common.exportFailed')}
        />
      }
      filters={
        <ReportFilters
          dateLabel={t('payorLedgerReports.refunds.dateLabel')}
          dates={state.dates}
          onDates={(dates) => report.update({ dates, page: 1 })}
          onClear={report.clear}
          filtered={isFiltered(state)}
        />
      }
      list={refunds}
      paging={(data) => ({ ...data, shown: data.items.length })}
      totals={(data) => <RefundTotals data={data} />}
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
          rowKey={(r) => `${r.paymentId}#${r.invoiceId}`}
          columns={columns}
          sortField={state.sortField}
          sortAsc={state.sortAsc}
          onSort={report.onSort}
          testId="refunded-invoice-row"
        />
      )}
    </ListPage>
  );
}

function RefundTotals({ data }: { data: RefundsPage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <CurrencyTotals
      label={t('payorLedgerReports.refunds.totals.label')}
      totals={data.totals.map((total) => {
        const money = (cents: number) => format.money(cents, total.currencyId);
        return {
          currencyId: total.currencyId,
          count: t('payorLedgerReports.refunds.totals.count', { count: total.count }),
          figures: [
            { text: t('payorLedgerReports.refunds.totals.gross', { amount: money(total.grossCents) }), strong: true },
            { text: t('payorLedgerReports.refunds.totals.feeRefund', { amount: money(total.feeRefundCents) }) },
          ],
        };
      })}
    />
  );
}
