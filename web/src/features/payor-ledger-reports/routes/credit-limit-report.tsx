import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DatePreset } from '#shared/enums/date-preset.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { FinancialAccountReportType } from '#shared/enums/statement-type.ts';
import {
  type CreditLine,
  type CreditUsageDay,
  CreditUsageSortField,
  FinancialAccountSortField,
  type PurchasedInvoice,
  type PurchasedInvoicesPage,
} from '#shared/schemas/payor-ledger-reports.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { BackLink } from '#web/components/ui/back-link.tsx';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import { ExportButton } from '#web/components/ui/export-button.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import { areaRoutes } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useDownloadCreditUsage } from '../api/download-credit-usage.ts';
import { useDownloadFinancialAccountActivity } from '../api/download-financial-account-activity.ts';
import { useCreditUsage } from '../api/get-credit-usage.ts';
import { useFinancialAccountActivity } from '../api/get-financial-account-activity.ts';
import { ReportFilters } from '../components/report-filters.tsx';
import { type ReportColumn, ReportTable } from '../components/report-table.tsx';
import { isFiltered, pastDateChoices, reportQueryOf } from '../lib/report-search.ts';
import { useReportState } from '../lib/use-report-state.ts';

type View = 'history' | 'purchased';
const views: readonly View[] = ['history', 'purchased'];
const usageFields = Object.values(CreditUsageSortField);
const usageDefaults = { sortField: CreditUsageSortField.Date, sortAsc: false } as const;
/** Usage per day always covers some days: the last 30 unless others are chosen (the API's default too). */
const historyDateChoices = pastDateChoices.filter((choice) => choice !== 'all');
const purchasedFields = Object.values(FinancialAccountSortField);
const purchasedDefaults = { sortField: FinancialAccountSortField.Date, sortAsc: false } as const;

/**
 * `/payor/reports/credit-limit-report` (seeds 001 §2; legacy /payorreport/financialaccountreport/11):
 * the payor's credit line today (limit, approved invoices not yet paid, QuickPay LanePay carries,
 * what is left), then either its usage per day (`credit_usage`, the last 30 days unless dates are
 * chosen) or the invoices LanePay paid early on QuickPay (`financial_account_activity/11`).
 */
export function CreditLimitReportRoute() {
  const [searchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'purchased' ? 'purchased' : 'history';
  return view === 'purchased' ? <PurchasedInvoicesView /> : <UsageHistoryView />;
}

function ViewSelect({ view }: { view: View }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  return (
    <FilterSelect
      label={t('payorLedgerReports.credit.view')}
      value={view}
      onChange={(next) =>
        setSearchParams(next === 'history' ? new URLSearchParams() : new URLSearchParams({ view: next }), {
          replace: true,
        })
      }
    >
      {views.map((value) => (
        <option key={value} value={value}>
          {t(`payorLedgerReports.credit.views.${value}`)}
        </option>
      ))}
    </FilterSelect>
  );
}

function Intro() {
  const { t } = useTranslation();
  return (
    <>
      <BackLink to={areaRoutes.payor.reports}>{t('payorLedgerReports.common.allReports')}</BackLink>{' '}
      {t('payorLedgerReports.credit.intro')}
    </>
  );
}

function UsageHistoryView() {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportState(usageFields, usageDefaults);
  const { state } = report;
  const query = useMemo(() => reportQueryOf(state), [state]);
  const usage = useCreditUsage(query);
  const download = useDownloadCreditUsage();
  const w = (key: string) => t(`payorLedgerReports.credit.columns.${key}`);
  const money = (cents: number | null, currencyId: number) =>
    cents === null ? t('payorLedgerReports.common.noLimit') : format.money(cents, currencyId);
  const columns: ReportColumn<CreditUsageDay, CreditUsageSortField>[] = [
    { field: CreditUsageSortField.Date, label: w('date'), cell: (d) => format.date(d.date), nowrap: true },
    { field: null, label: w('limit'), numeric: true, cell: (d) => money(d.limitCents, d.currencyId) },
    {
      field: null,
      label: w('approved'),
      numeric: true,
      cell: (d) => format.money(d.approvedUnfundedCents, d.currencyId),
    },
    {
      field: null,
      label: w('advanced'),
      numeric: true,
      cell: (d) => format.money(d.advancedUnfundedCents, d.currencyId),
    },
    {
      field: CreditUsageSortField.UsedCents,
      label: w('used'),
      numeric: true,
      cell: (d) => <strong>{format.money(d.usedCents, d.currencyId)}</strong>,
    },
    {
      field: null,
      label: w('available'),
      numeric: true,
      cell: (d) => (d.limitCents === null ? '—' : format.money(d.limitCents - d.usedCents, d.currencyId)),
    },
  ];
  return (
    <ListPage
      title={t('payorLedgerReports.credit.title')}
      heading={t('payorLedgerReports.credit.title')}
      intro={<Intro />}
      actions={
        <ExportButton
          download={download}
          query={query}
          disabled={!usage.data || usage.data.totalCount === 0}
          label={t('payorLedgerReports.common.export')}
          busyLabel={t('payorLedgerReports.common.exporting')}
          failedMessage={t('payorLedgerReports.common.exportFailed')}
        />
      }
      filters={
        <ReportFilters
          dateLabel={t('payorLedgerReports.credit.dateLabel')}
          dates={state.dates.date === 'all' ? { ...state.dates, date: DatePreset.Last30Days } : state.dates}
          choices={historyDateChoices}
          onDates={(dates) => report.update({ dates, page: 1 })}
          onClear={report.clear}
          filtered={isFiltered(state)}
        >
          <ViewSelect view="history" />
        </ReportFilters>
      }
      list={usage}
      paging={(data) => ({ ...data, shown: data.items.length })}
      totals={(data) => <CreditLines lines={data.lines} />}
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
          rowKey={(d) => `${d.date}#${d.currencyId}`}
          columns={columns}
          sortField={state.sortField}
          sortAsc={state.sortAsc}
          onSort={report.onSort}
          testId="credit-usage-row"
        />
      )}
    </ListPage>
  );
}

/** The line per currency today: what matters most is what is left. */
function CreditLines({ lines }: { lines: readonly CreditLine[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <CurrencyTotals
      label={t('payorLedgerReports.credit.line.label')}
      totals={lines.map((line) => {
        const money = (cents: number) => format.money(cents, line.currencyId);
        return {
          currencyId: line.currencyId,
          count:
            line.limitCents === null
              ? t('payorLedgerReports.common.noLimit')
              : t('payorLedgerReports.credit.line.limit', { amount: money(line.limitCents) }),
          figures: [
            { text: t('payorLedgerReports.credit.line.approved', { amount: money(line.approvedUnfundedCents) }) },
            { text: t('payorLedgerReports.credit.line.advanced', { amount: money(line.advancedUnfundedCents) }) },
            { text: t('payorLedgerReports.credit.line.used', { amount: money(line.usedCents) }), strong: true },
            ...(line.availableCents === null || line.utilisationBps === null
              ? []
              : [
                  { text: t('payorLedgerReports.credit.line.available', { amount: money(line.availableCents) }) },
                  {
                    text: t('payorLedgerReports.credit.line.utilisation', {
                      percent: format.percent(line.utilisationBps / 100),
                    }),
                  },
                ]),
          ],
        };
      })}
    />
  );
}

function PurchasedInvoicesView() {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportState(purchasedFields, purchasedDefaults);
  const { state } = report;
  const query = useMemo(() => reportQueryOf(state), [state]);
  const purchased = useFinancialAccountActivity(FinancialAccountReportType.PurchasedInvoices, query);
  const usage = useCreditUsage(useMemo(() => ({ page: 1, pageSize: 1 }), []));
  const download = useDownloadFinancialAccountActivity(
    FinancialAccountReportType.PurchasedInvoices,
    'purchased-invoices.xlsx',
  );
  const w = (key: string) => t(`payorLedgerReports.credit.purchased.columns.${key}`);
  const columns: ReportColumn<PurchasedInvoice, FinancialAccountSortField>[] = [
    { field: FinancialAccountSortField.Date, label: w('paidDate'), cell: (r) => format.date(r.paidDate), nowrap: true },
    { field: null, label: w('invoice'), cell: (r) => r.invoiceNumber, nowrap: true },
    { field: FinancialAccountSortField.CarrierName, label: w('carrier'), cell: (r) => r.carrierName },
    {
      field: FinancialAccountSortField.AmountCents,
      label: w('gross'),
      numeric: true,
      cell: (r) => format.money(r.grossCents, r.currencyId),
    },
    {
      field: null,
      label: w('fee'),
      numeric: true,
      cell: (r) =>
        r.isFreeQuickPay ? t('payorLedgerReports.credit.purchased.free') : format.money(r.feeCents, r.currencyId),
    },
    { field: null, label: w('advanced'), numeric: true, cell: (r) => format.money(r.advancedCents, r.currencyId) },
    {
      field: null,
      label: w('funded'),
      cell: (r) =>
        r.paymentState === PaymentState.Refunded
          ? t('payorLedgerReports.credit.purchased.refunded')
          : r.draftDate
            ? format.date(r.draftDate)
            : t('payorLedgerReports.common.notFunded'),
      nowrap: true,
    },
  ];
  return (
    <ListPage
      title={t('payorLedgerReports.credit.title')}
      heading={t('payorLedgerReports.credit.title')}
      intro={<Intro />}
      actions={
        <ExportButton
          download={download}
          query={query}
          disabled={!purchased.data || purchased.data.totalCount === 0}
          label={t('payorLedgerReports.common.export')}
          busyLabel={t('payorLedgerReports.common.exporting')}
          failedMessage={t('payorLedgerReports.common.exportFailed')}
        />
      }
      filters={
        <ReportFilters
          dateLabel={t('payorLedgerReports.credit.purchased.columns.paidDate')}
          dates={state.dates}
          onDates={(dates) => report.update({ dates, page: 1 })}
          onClear={report.clear}
          filtered={isFiltered(state)}
        >
          <ViewSelect view="purchased" />
        </ReportFilters>
      }
      list={purchased}
      paging={(data) => ({ ...data, shown: data.items.length })}
      totals={(data) => (
        <>
          {usage.data ? <CreditLines lines={usage.data.lines} /> : null}
          <PurchasedTotals data={data} />
        </>
      )}
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
          testId="purchased-invoice-row"
        />
      )}
    </ListPage>
  );
}

function PurchasedTotals({ data }: { data: PurchasedInvoicesPage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <CurrencyTotals
      label={t('payorLedgerReports.credit.purchased.totals.label')}
      totals={data.totals.map((total) => {
        const money = (cents: number) => format.money(cents, total.currencyId);
        return {
          currencyId: total.currencyId,
          count: t('payorLedgerReports.credit.purchased.totals.count', { count: total.count }),
          figures: [
            {
              text: t('payorLedgerReports.credit.purchased.totals.gross', { amount: money(total.grossCents) }),
              strong: true,
            },
            { text: t('payorLedgerReports.credit.purchased.totals.fee', { amount: money(total.feeCents) }) },
            { text: t('payorLedgerReports.credit.purchased.totals.unfunded', { amount: money(total.unfundedCents) }) },
          ],
        };
      })}
    />
  );
}
