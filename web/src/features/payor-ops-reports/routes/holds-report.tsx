import { useTranslation } from 'react-i18next';
import {
  HoldSortField as Field,
  type HoldAgeBucket,
  type HoldSortField,
  holdAgeBuckets,
  holdReasonFilterIds,
  holdsQuerySchema,
} from '#shared/schemas/payor-ops-report-queries.ts';
import type { HeldInvoice, HoldsPage } from '#shared/schemas/payor-ops-reports.ts';
import { ReportPage } from '#web/components/reports/report-page.tsx';
import type { ReportColumn } from '#web/components/reports/report-table.tsx';
import { useReportState } from '#web/components/reports/use-report-state.ts';
import cardStyles from '#web/components/ui/card.module.css';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { useFormatters } from '#web/lib/format.ts';
import { useDownloadHolds } from '../api/download-holds.ts';
import { useHolds } from '../api/get-holds.ts';
import styles from '../components/ops-reports.module.css';

const spec = {
  shape: holdsQuerySchema.shape,
  defaults: { sortField: Field.HeldDate, sortAsc: false },
  ascendingFirst: [Field.InvoiceNumber, Field.CarrierName],
  filters: ['holdReasonId', 'ageBucket'],
} as const;

/**
 * `/payor/reports/holds-report`: the payor's invoices on hold (seeds 001 §2 holds report) with their
 * reason, how long they have been held (buckets 0-7, 8-14, 15-30, 31-60, over 60 days) and the move
 * that held them (who, when); held-date presets, reason and age filters, sorting, paging, the
 * shell's currency, totals by currency, age and reason, and an Excel export.
 */
export function HoldsReportRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportState(spec);
  const holds = useHolds(report.query);
  const download = useDownloadHolds();
  const { holdReasonId, ageBucket } = report.state.filters;
  const columns: ReportColumn<HeldInvoice, HoldSortField>[] = [
    {
      field: Field.InvoiceNumber,
      label: t('opsReports.columns.invoice'),
      wrap: true,
      cell: (hold) => (
        <>
          {hold.invoiceNumber}
          <span className={listPage.subline}>{t(`opsReports.holdReasons.${hold.holdReasonId ?? 0}`)}</span>
          {hold.note ? <span className={listPage.subline}>{hold.note}</span> : null}
        </>
      ),
    },
    {
      field: Field.CarrierName,
      label: t('opsReports.columns.carrier'),
      hide: 'mobile',
      wrap: true,
      cell: (hold) => hold.carrierName,
    },
    {
      field: Field.HeldDate,
      label: t('opsReports.columns.heldOn'),
      wrap: true,
      cell: (hold) => (
        <>
          {format.date(hold.heldDate)}
          <span className={listPage.subline}>
            {[hold.heldByName, hold.heldByCompanyName].filter(Boolean).join(' · ') ||
              t('opsReports.holds.heldBySystem')}
          </span>
          <span className={listPage.subline}>
            {t('opsReports.holds.ageDays', { count: hold.ageDays })} · {t(`opsReports.ageBuckets.${hold.ageBucket}`)}
          </span>
        </>
      ),
    },
    {
      field: Field.GrossCents,
      label: t('opsReports.columns.gross'),
      numeric: true,
      cell: (hold) => format.money(hold.grossCents, hold.currencyId),
    },
  ];
  return (
    <ReportPage
      title={t('opsReports.holds.title')}
      intro={t('opsReports.holds.intro')}
      report={report}
      list={holds}
      exports={[{ download }]}
      dateLabel={t('opsReports.holds.dateRange')}
      filters={
        <>
          <FilterSelect
            label={t('opsReports.holds.reason')}
            value={holdReasonId === undefined ? '' : String(holdReasonId)}
            onChange={(value) =>
              report.onFilter({ holdReasonId: holdReasonFilterIds.find((id) => String(id) === value) })
            }
          >
            <option value="">{t('opsReports.holds.allReasons')}</option>
            {holdReasonFilterIds.map((id) => (
              <option key={id} value={id}>
                {t(`opsReports.holdReasons.${id}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label={t('opsReports.holds.age')}
            value={ageBucket ?? ''}
            onChange={(value) => report.onFilter({ ageBucket: holdAgeBuckets.find((bucket) => bucket === value) })}
          >
            <option value="">{t('opsReports.holds.allAges')}</option>
            {holdAgeBuckets.map((bucket: HoldAgeBucket) => (
              <option key={bucket} value={bucket}>
                {t(`opsReports.ageBuckets.${bucket}`)}
              </option>
            ))}
          </FilterSelect>
        </>
      }
      totals={(data) => <HoldTotals data={data} />}
      empty={{ icon: '⏸', title: t('opsReports.holds.emptyTitle'), message: t('opsReports.holds.emptyMessage') }}
      loadFailed={t('opsReports.holds.loadFailed')}
      columns={columns}
      rowKey={(hold) => String(hold.invoiceId)}
      testId="held-invoice-row"
    />
  );
}

/** The held totals per currency, then the same holds counted by age and by reason. */
function HoldTotals({ data }: { data: HoldsPage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const line = (label: string, group: HoldsPage['byAge'][number]) =>
    t('opsReports.holds.groupLine', {
      label,
      invoices: t('opsReports.holds.invoiceCount', { count: group.count }),
      amount: format.money(group.amountCents, group.currencyId),
    });
  const byAge = holdAgeBuckets.flatMap((bucket) =>
    data.byAge
      .filter((group) => group.key === bucket)
      .map((group) => line(t(`opsReports.ageBuckets.${bucket}`), group)),
  );
  const byReason = data.byReason.map((group) => line(t(`opsReports.holdReasons.${group.key}`), group));
  return (
    <div className={cardStyles.stack}>
      <CurrencyTotals
        label={t('opsReports.holds.totals')}
        totals={data.totals.map((total) => ({
          currencyId: total.currencyId,
          count: t('opsReports.holds.count', { count: total.count }),
          figures: [
            {
              text: t('opsReports.holds.amount', { amount: format.money(total.amountCents, total.currencyId) }),
              strong: true,
            },
          ],
        }))}
      />
      {data.totals.length > 0 ? (
        <dl className={styles.groups} data-testid="hold-groups">
          <dt>{t('opsReports.holds.byAge')}</dt>
          <dd>{byAge.join(' · ')}</dd>
          <dt>{t('opsReports.holds.byReason')}</dt>
          <dd>{byReason.join(' · ')}</dd>
        </dl>
      ) : null}
    </div>
  );
}
