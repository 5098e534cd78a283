import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type BillingActivityPage, type BillingDraft, BillingSortField } from '#shared/schemas/payor-ledger-reports.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import { ExportButton } from '#web/components/ui/export-button.tsx';
import { areaRoutes } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useDownloadBillingActivity } from '../api/download-billing-activity.ts';
import { useDownloadBillingDetails } from '../api/download-billing-details.ts';
import { useBillingActivity } from '../api/get-billing-activity.ts';
import { ReportFilters } from '../components/report-filters.tsx';
import { type ReportColumn, ReportTable } from '../components/report-table.tsx';
import { isFiltered, reportQueryOf } from '../lib/report-search.ts';
import { useReportState } from '../lib/use-report-state.ts';

const sortFields = Object.values(BillingSortField);
const defaults = { sortField: BillingSortField.DraftDate, sortAsc: false } as const;

/**
 * `/payor/reports/billing-report` (seeds 001 §2 billing report; legacy /payorreport/billingreport):
 * each draft of the payor's account, newest first, with totals per currency, the draft list as an
 * Excel file and its details (every invoice and credit note behind the drafts) as another.
 */
export function BillingReportRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportState(sortFields, defaults);
  const { state } = report;
  const query = useMemo(() => reportQueryOf(state), [state]);
  const drafts = useBillingActivity(query);
  const download = useDownloadBillingActivity();
  const details = useDownloadBillingDetails();
  const nothing = !drafts.data || drafts.data.totalCount === 0;
  const w = (key: string) => t(`payorLedgerReports.billing.columns.${key}`);
  const columns: ReportColumn<BillingDraft, BillingSortField>[] = [
    { field: BillingSortField.DraftDate, label: w('draftDate'), cell: (d) => format.date(d.draftDate), nowrap: true },
    { field: null, label: w('account'), cell: (d) => d.fundingAccount ?? '—' },
    { field: null, label: w('payments'), numeric: true, cell: (d) => format.count(d.paymentCount) },
    {
      field: BillingSortField.InvoiceCount,
      label: w('invoices'),
      numeric: true,
      cell: (d) => format.count(d.invoiceCount),
    },
    { field: null, label: w('gross'), numeric: true, cell: (d) => format.money(d.grossCents, d.currencyId) },
    {
      field: null,
      label: w('creditNotes'),
      numeric: true,
      cell: (d) => (d.creditNoteCents > 0 ? format.money(-d.creditNoteCents, d.currencyId) : '—'),
    },
    {
      field: BillingSortField.AmountCents,
      label: w('amount'),
      numeric: true,
      cell: (d) => <strong>{format.money(d.amountCents, d.currencyId)}</strong>,
    },
  ];
  return (
    <ListPage
      title={t('payorLedgerReports.billing.title')}
      heading={t('payorLedgerReports.billing.title')}
      intro={
        <>
          <BackLink to={areaRoutes.payor.reports}>{t('payorLedgerReports.common.allReports')}</BackLink>{' '}
          {t('payorLedgerReports.billing.intro')}
        </>
      }
      actions={
        <>
          <ExportButton
            download={details}
            query={query}
            disabled={nothing}
            label={t('payorLedgerReports.billing.details')}
            busyLabel={t('payorLedgerReports.common.exporting')}
            failedMessage={t('payorLedgerReports.common.exportFailed')}
          />
          <ExportButton
            download={download}
            query={query}
            disabled={nothing}
            label={t('payorLedgerReports.common.export')}
            busyLabel={t('payorLedgerReports.common.exporting')}
            failedMessage={t('payorLedgerReports.common.exportFailed')}
          />
        </>
      }
      filters={
        <ReportFilters
          dateLabel={t('payorLedgerReports.billing.dateLabel')}
          dates={state.dates}
          onDates={(dates) => report.update({ dates, page: 1 })}
          onClear={report.clear}
          filtered={isFiltered(state)}
        />
      }
      list={drafts}
      paging={(data) => ({ ...data, shown: data.items.length })}
      totals={(data) => <BillingTotals data={data} />}
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
          rowKey={(d) => d.id}
          columns={columns}
          sortField={state.sortField}
          sortAsc={state.sortAsc}
          onSort={report.onSort}
          testId="billing-draft-row"
        />
      )}
    </ListPage>
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
