import { useTranslation } from 'react-i18next';
import { ReconciliationState } from '#shared/enums/reconciliation-state.ts';
import {
  FundsSortField as Field,
  type FundsSortField,
  unreconciledFundsQuerySchema,
} from '#shared/schemas/payor-ops-report-queries.ts';
import type { FundsReceiptView } from '#shared/schemas/payor-ops-reports.ts';
import { ReportPage } from '#web/components/reports/report-page.tsx';
import type { ReportColumn } from '#web/components/reports/report-table.tsx';
import { useReportState } from '#web/components/reports/use-report-state.ts';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { useFormatters } from '#web/lib/format.ts';
import { useDownloadUnreconciledFunds } from '../api/download-unreconciled-funds.ts';
import { useUnreconciledFunds } from '../api/get-unreconciled-funds.ts';
import styles from '../components/ops-reports.module.css';

const spec = {
  shape: unreconciledFundsQuerySchema.shape,
  defaults: { sortField: Field.ReceivedDate, sortAsc: false },
  ascendingFirst: [Field.Reference],
  filters: ['state'],
} as const;

/**
 * `/payor/reports/unreconciled-funds-report`: funds LanePay received from the payor that no invoice
 * is matched to yet (seeds 001 §2; states Reversed and Unreconciled), each with the open invoices
 * it could pay; received-date presets, a state filter, sorting, paging, the shell's currency,
 * totals and an Excel export.
 */
export function UnreconciledFundsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportState(spec);
  const receipts = useUnreconciledFunds(report.query);
  const download = useDownloadUnreconciledFunds();
  const { state } = report.state.filters;
  const columns: ReportColumn<FundsReceiptView, FundsSortField>[] = [
    { field: Field.Reference, label: t('opsReports.columns.reference'), cell: (receipt) => receipt.reference },
    {
      field: Field.ReceivedDate,
      label: t('opsReports.columns.received'),
      cell: (receipt) => (
        <>
          {format.date(receipt.receivedDate)}
          <span className={listPage.subline}>{t('opsReports.funds.daysAgo', { count: receipt.ageDays })}</span>
        </>
      ),
    },
    {
      field: Field.AmountCents,
      label: t('opsReports.columns.amount'),
      numeric: true,
      cell: (receipt) => format.money(receipt.amountCents, receipt.currencyId),
    },
    { field: null, label: t('opsReports.columns.state'), cell: (receipt) => t(`opsReports.states.${receipt.state}`) },
    {
      field: null,
      label: t('opsReports.columns.couldPay'),
      hide: 'mobile',
      wrap: true,
      cell: (receipt) =>
        receipt.candidates.length === 0 ? (
          <span className={listPage.muted}>{t('opsReports.files.matchNone')}</span>
        ) : (
          <ul className={styles.candidates}>
            {receipt.candidates.map((set) => (
              <li key={set.invoices.map((invoice) => invoice.invoiceId).join('-')}>
                {t('opsReports.funds.candidate', {
                  invoices: set.invoices.map((invoice) => invoice.invoiceNumber).join(' + '),
                  amount: format.money(set.totalCents, receipt.currencyId),
                })}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <ReportPage
      title={t('opsReports.funds.title')}
      intro={t('opsReports.funds.intro')}
      report={report}
      list={receipts}
      exports={[{ download }]}
      dateLabel={t('opsReports.funds.dateRange')}
      filters={
        <FilterSelect
          label={t('opsReports.funds.state')}
          value={state === undefined ? '' : String(state)}
          onChange={(value) =>
            report.onFilter({ state: Object.values(ReconciliationState).find((id) => String(id) === value) })
          }
        >
          <option value="">{t('opsReports.funds.allStates')}</option>
          {Object.values(ReconciliationState).map((id) => (
            <option key={id} value={id}>
              {t(`opsReports.states.${id}`)}
            </option>
          ))}
        </FilterSelect>
      }
      totals={(data) => (
        <CurrencyTotals
          label={t('opsReports.funds.totals')}
          totals={data.totals.map((total) => ({
            currencyId: total.currencyId,
            count: t('opsReports.funds.count', { count: total.count }),
            figures: [
              {
                text: t('opsReports.funds.amount', { amount: format.money(total.amountCents, total.currencyId) }),
                strong: true,
              },
            ],
          }))}
        />
      )}
      empty={{ icon: '$', title: t('opsReports.funds.emptyTitle'), message: t('opsReports.funds.emptyMessage') }}
      loadFailed={t('opsReports.funds.loadFailed')}
      columns={columns}
      rowKey={(receipt) => String(receipt.id)}
      testId="funds-receipt-row"
    />
  );
}
