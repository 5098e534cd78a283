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
  creditUsageQuerySchema,
  FinancialAccountSortField,
  financialAccountQuerySchema,
  type PurchasedInvoice,
  type PurchasedInvoicesPage,
} from '#shared/schemas/payor-ledger-reports.ts';
import { ReportPage } from '#web/components/reports/report-page.tsx';
import type { ReportColumn } from '#web/components/reports/report-table.tsx';
import { useReportState } from '#web/components/reports/use-report-state.ts';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import { pastDateChoices } from '#web/lib/date-choice.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useLatestSearchParams } from '#web/lib/use-latest-search-params.ts';
import { useDownloadCreditUsage } from '../api/download-credit-usage.ts';
import { useDownloadFinancialAccountActivity } from '../api/download-financial-account-activity.ts';
import { useCreditUsage } from '../api/get-credit-usage.ts';
import { useFinancialAccountActivity } from '../api/get-financial-account-activity.ts';

type View = 'history' | 'purchased';
const views: readonly View[] = ['history', 'purchased'];
const usageSpec = {
  shape: creditUsageQuerySchema.shape,
  defaults: { sortField: CreditUsageSortField.Date, sortAsc: false },
  keep: ['view'],
} as const;
/** Usage per day always covers some days: the last 30 unless others are chosen (the API's default too). */
const historyDateChoices = pastDateChoices.filter((choice) => choice !== 'all');
const purchasedSpec = {
  shape: financialAccountQuerySchema.shape,
  defaults: { sortField: FinancialAccountSortField.Date, sortAsc: false },
  ascendingFirst: [FinancialAccountSortField.CarrierName],
  keep: ['view'],
} as const;

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
  const [, setSearchParams] = useLatestSearchParams();
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

function UsageHistoryView() {
  const { t } = useTranslation();
  const format = useFormatters();
  const report = useReportState(usageSpec);
  const usage = useCreditUsage(report.query);
  const download = useDownloadCreditUsage();
  const w = (key: string) => t(`payorLedgerReports.credit.columns.${key}`);
  const money = (cents: number | null, currencyId: number) =>
    cents === null ? t('payorLedgerReports.common.noLimit') : format.money(cents, currencyId);
  const columns: ReportColumn<CreditUsageDay, CreditUsageSortField>[] = [
    { field: CreditUsageSortField.Date, label: w('date'), cell: (d) => format.date(d.date) },
    { field: null, label: w('limit'), numeric: true, cell: (d) => money(d.limitCents, d.currencyId), hide: 'mobile' },
    {
      field: null,
      label: w('approved'),
      numeric: true,
      cell: (d) => format.money(d.approvedUnfundedCents, d.currencyId),
      hide: 'mobile',
    },
    {
      field: null,
      label: w('advanced'),
      numeric: true,
      cell: (d) => format.money(d.advancedUnfundedCents, d.currencyId),
      hide: 'mobile',
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
  const { dates } = report.state;
  return (
    <ReportPage
      title={t('payorLedgerReports.credit.title')}
      intro={t('payorLedgerReports.credit.intro')}
      report={report}
      list={usage}
      exports={[{ download }]}
      dateLabel={t('payorLedgerReports.credit.dateLabel')}
      dates={dates.date === 'all' ? { ...dates, date: DatePreset.Last30Days } : dates}
      dateChoices={historyDateChoices}
      filters={<ViewSelect view="history" />}
      totals={(data) => <CreditLines lines={data.lines} />}
      empty={{
        icon: '$',
        title: t('payorLedgerReports.common.emptyTitle'),
        message: t('payorLedgerReports.common.emptyMessage'),
      }}
      columns={columns}
      rowKey={(d) => `${d.date}#${d.currencyId}`}
      testId="credit-usage-row"
    />
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
  const report = useReportState(purchasedSpec);
  const purchased = useFinancialAccountActivity(FinancialAccountReportType.PurchasedInvoices, report.query);
  const usage = useCreditUsage(useMemo(() => ({ page: 1, pageSize: 1 }), []));
  const download = useDownloadFinancialAccountActivity(
    FinancialAccountReportType.PurchasedInvoices,
    'purchased-invoices.xlsx',
  );
  const w = (key: string) => t(`payorLedgerReports.credit.purchased.columns.${key}`);
  const columns: ReportColumn<PurchasedInvoice, FinancialAccountSortField>[] = [
    { field: FinancialAccountSortField.Date, label: w('paidDate'), cell: (r) => format.date(r.paidDate) },
    { field: null, label: w('invoice'), cell: (r) => r.invoiceNumber },
    {
      field: FinancialAccountSortField.CarrierName,
      label: w('carrier'),
      cell: (r) => r.carrierName,
      hide: 'mobile',
      wrap: true,
    },
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
      hide: 'mobile',
    },
    {
      field: null,
      label: w('advanced'),
      numeric: true,
      cell: (r) => format.money(r.advancedCents, r.currencyId),
      hide: 'tablet',
    },
    {
      field: null,
      label: w('funded'),
      cell: (r) =>
        r.paymentState === PaymentState.Refunded
          ? t('payorLedgerReports.credit.purchased.refunded')
          : r.draftDate
            ? format.date(r.draftDate)
            : t('payorLedgerReports.common.notFunded'),
      hide: 'mobile',
    },
  ];
  return (
    <ReportPage
      title={t('payorLedgerReports.credit.title')}
      intro={t('payorLedgerReports.credit.intro')}
      report={report}
      list={purchased}
      exports={[{ download }]}
      dateLabel={t('payorLedgerReports.credit.purchased.columns.paidDate')}
      filters={<ViewSelect view="purchased" />}
      totals={(data) => (
        <>
          {usage.data ? <CreditLines lines={usage.data.lines} /> : null}
          <PurchasedTotals data={data} />
        </>
      )}
      empty={{
        icon: '$',
        title: t('payorLedgerReports.common.emptyTitle'),
        message: t('payorLedgerReports.common.emptyMessage'),
      }}
      columns={columns}
      rowKey={(r) => `${r.paymentId}#${r.invoiceId}`}
      testId="purchased-invoice-row"
    />
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
