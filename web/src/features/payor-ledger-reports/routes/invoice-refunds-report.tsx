import { useTranslation } from 'react-i18next';
import { FinancialAccountReportType } from '#shared/enums/statement-type.ts';
import {
  FinancialAccountSortField,
  financialAccountQuerySchema,
  type RefundedInvoice,
  type RefundsPage,
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
  ascendingFirst: [FinancialAccountSortField.CarrierName],
} as const;
const reportType = FinancialAccountReportType.PayorRefunds;

/**
 * `/payor/reports/invoice-refunds-report` (seeds 001 §2; legacy /payorreport/financialaccountreport/22):
 * the invoices of payments LanePay refunded (`financial_account_activity/22`), by refund date, with
 * the QuickPay fee each returned to its carrier.
 */
export function InvoiceRefundsReportRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportState(spec);
  const refunds = useFinancialAccountActivity(reportType, report.query);
  const download = useDownloadFinancialAccountActivity(reportType, 'invoice-refunds.xlsx');
  const w = (key: string) => t(`payorLedgerReports.refunds.columns.${key}`);
  const columns: ReportColumn<RefundedInvoice, FinancialAccountSortField>[] = [
    {
      field: FinancialAccountSortField.Date,
      label: w('refundDate'),
      cell: (r) => format.date(r.refundDate),
    },
    { field: null, label: w('invoice'), cell: (r) => r.invoiceNumber },
    {
      field: FinancialAccountSortField.CarrierName,
      label: w('carrier'),
      cell: (r) => r.carrierName,
      hide: 'mobile',
      wrap: true,
    },
    { field: null, label: w('payment'), cell: (r) => r.paymentCode, hide: 'tablet' },
    {
      field: FinancialAccountSortField.AmountCents,
      label: w('gross'),
      numeric: true,
      cell: (r) => <strong>{format.money(r.grossCents, r.currencyId)}</strong>,
    },
    {
      field: null,
      label: w('feeRefund'),
      numeric: true,
      cell: (r) => format.money(r.feeRefundCents, r.currencyId),
      hide: 'mobile',
    },
    { field: null, label: w('reason'), cell: (r) => r.reason ?? '—', hide: 'mobile', wrap: true },
  ];
  return (
    <ReportPage
      title={t('payorLedgerReports.refunds.title')}
      intro={t('payorLedgerReports.refunds.intro')}
      report={report}
      list={refunds}
      exports={[{ download }]}
      dateLabel={t('payorLedgerReports.refunds.dateLabel')}
      totals={(data) => <RefundTotals data={data} />}
      empty={{
        icon: '$',
        title: t('payorLedgerReports.common.emptyTitle'),
        message: t('payorLedgerReports.common.emptyMessage'),
      }}
      columns={columns}
      rowKey={(r) => `${r.paymentId}#${r.invoiceId}`}
      testId="refunded-invoice-row"
    />
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
