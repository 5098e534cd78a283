import { useTranslation } from 'react-i18next';
import {
  type BillingActivityPage,
  type BillingDraft,
  BillingSortField,
  billingActivityQuerySchema,
} from '#shared/schemas/payor-ledger-reports.ts';
import { ReportPage } from '#web/components/reports/report-page.tsx';
import type { ReportColumn } from '#web/components/reports/report-table.tsx';
import { useReportState } from '#web/components/reports/use-report-state.ts';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import { useFormatters } from '#web/lib/format.ts';
import { useDownloadBillingActivity } from '../api/download-billing-activity.ts';
import { useDownloadBillingDetails } from '../api/download-billing-details.ts';
import { useBillingActivity } from '../api/get-billing-activity.ts';

const spec = {
  shape: billingActivityQuerySchema.shape,
  defaults: { sortField: BillingSortField.DraftDate, sortAsc: false },
} as const;

/**
 * `/payor/reports/billing-report` (seeds 001 §2 billing report; legacy /payorreport/billingreport):
 * each draft of the payor's account, newest first, with totals per currency, the draft list as an
 * Excel file and its details (every invoice and credit note behind the drafts) as another.
 */
export function BillingReportRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportState(spec);
  const drafts = useBillingActivity(report.query);
  const download = useDownloadBillingActivity();
  const details = useDownloadBillingDetails();
  const w = (key: string) => t(`payorLedgerReports.billing.columns.${key}`);
  const columns: ReportColumn<BillingDraft, BillingSortField>[] = [
    { field: BillingSortField.DraftDate, label: w('draftDate'), cell: (d) => format.date(d.draftDate) },
    { field: null, label: w('account'), cell: (d) => d.fundingAccount ?? '—', hide: 'mobile' },
    { field: null, label: w('payments'), numeric: true, cell: (d) => format.count(d.paymentCount), hide: 'tablet' },
    {
      field: BillingSortField.InvoiceCount,
      label: w('invoices'),
      numeric: true,
      cell: (d) => format.count(d.invoiceCount),
    },
    {
      field: null,
      label: w('gross'),
      numeric: true,
      cell: (d) => format.money(d.grossCents, d.currencyId),
      hide: 'mobile',
    },
    {
      field: null,
      label: w('creditNotes'),
      numeric: true,
      cell: (d) => (d.creditNoteCents > 0 ? format.money(-d.creditNoteCents, d.currencyId) : '—'),
      hide: 'mobile',
    },
    {
      field: BillingSortField.AmountCents,
      label: w('amount'),
      numeric: true,
      cell: (d) => <strong>{format.money(d.amountCents, d.currencyId)}</strong>,
    },
  ];
  return (
    <ReportPage
      title={t('payorLedgerReports.billing.title')}
      intro={t('payorLedgerReports.billing.intro')}
      report={report}
      list={drafts}
      exports={[{ download: details, label: t('payorLedgerReports.billing.details') }, { download }]}
      dateLabel={t('payorLedgerReports.billing.dateLabel')}
      totals={(data) => <BillingTotals data={data} />}
      empty={{
        icon: '$',
        title: t('payorLedgerReports.common.emptyTitle'),
        message: t('payorLedgerReports.common.emptyMessage'),
      }}
      columns={columns}
      rowKey={(d) => d.id}
      testId="billing-draft-row"
    />
  );
}

function BillingTotals({ data }: { data: BillingActivityPage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <CurrencyTotals
      label={t('payorLedgerReports.billing.totals.label')}
      totals={data.totals.map((total) => {
        const money = (cents: number) => format.money(cents, total.currencyId);
        return {
          currencyId: total.currencyId,
          count: t('payorLedgerReports.billing.totals.count', { count: total.draftCount }),
          figures: [
            { text: t('payorLedgerReports.billing.totals.gross', { amount: money(total.grossCents) }) },
            { text: t('payorLedgerReports.billing.totals.creditNotes', { amount: money(total.creditNoteCents) }) },
            { text: t('payorLedgerReports.billing.totals.amount', { amount: money(total.amountCents) }), strong: true },
          ],
        };
      })}
    />
  );
}
