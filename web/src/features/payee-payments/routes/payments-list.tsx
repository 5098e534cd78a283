import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentSortField, PaymentsPage } from '#shared/schemas/payee-payments.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { CurrencyTotals } from '#web/components/ui/currency-totals.tsx';
import { ExportButton } from '#web/components/ui/export-button.tsx';
import { useFormatters } from '#web/lib/format.ts';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { useDownloadPayments } from '../api/download-payments.ts';
import { usePayments } from '../api/get-payments.ts';
import { PaymentsFilters } from '../components/payments-filters.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';
import { apiQueryOf, isFiltered, readListState, sortChange, writeListState } from '../lib/list-search.ts';

/** The list section whose query string and scroll position are remembered (seeds 000 §2.7). */
export const paymentsListSection = 'payeePayments';

/**
 * `/payee/payments`: the payee's payments, newest paid first (seeds 000 §2.5, §2.7), with date
 * presets, filters, sortable columns, paging, totals per currency, the currency filter of the
 * shell (added to every call by the API client) and an Excel export of everything that matches.
 */
export function PaymentsListRoute() {
  const { t } = useTranslation();
  const { state, update, clear, onPage, onPageSize } = useListUrlState(readListState, writeListState);
  // "Last 30 days" means the same days for the whole visit, so the query (and its cache key) holds still.
  const [now] = useState(() => new Date());
  const apiQuery = useMemo(() => apiQueryOf(state, now), [state, now]);
  const { restoring } = useRememberedQuery(paymentsListSection);
  const payments = usePayments(apiQuery, !restoring);
  useRememberedScroll(paymentsListSection, payments.isSuccess && !payments.isPlaceholderData);
  const download = useDownloadPayments();

  const onSort = (field: PaymentSortField) => update(sortChange(state, field));

  const filtered = isFiltered(state);
  return (
    <ListPage
      title={t('payments.title')}
      heading={t('payments.title')}
      intro={t('payments.intro')}
      actions={
        <ExportButton
          download={download}
          query={apiQuery}
          disabled={!payments.data || payments.data.totalCount === 0}
          label={t('payments.export')}
          busyLabel={t('payments.exporting')}
          failedMessage={t('payments.exportFailed')}
        />
      }
      filters={<PaymentsFilters state={state} onChange={update} onClear={clear} filtered={filtered} />}
      list={payments}
      restoring={restoring}
      paging={(data) => ({ ...data, shown: data.items.length })}
      totals={(data) => <PaymentTotals data={data} />}
      empty={() => ({
        icon: '$',
        title: filtered ? t('payments.empty.filteredTitle') : t('payments.empty.title'),
        message: filtered ? t('payments.empty.filteredMessage') : t('payments.empty.message'),
        ...(filtered ? { clear: { label: t('payments.filters.clear'), onClear: clear } } : {}),
      })}
      loadFailed={t('payments.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(data) => (
        <PaymentsTable payments={data.items} sortField={state.sortField} sortAsc={state.sortAsc} onSort={onSort} />
      )}
    </ListPage>
  );
}

/** The totals of every matching payment, per currency; refunded payments are left out of them. */
function PaymentTotals({ data }: { data: PaymentsPage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const refundsLeftOut = data.totals.reduce((sum, total) => sum + total.count, 0) < data.totalCount;
  return (
    <CurrencyTotals
      label={t('payments.totals.label')}
      totals={data.totals.map((total) => ({
        currencyId: total.currencyId,
        count: t('payments.totals.count', { count: total.count }),
        figures: [
          { text: t('payments.totals.gross', { amount: format.money(total.grossCents, total.currencyId) }) },
          { text: t('payments.totals.net', { amount: format.money(total.netCents, total.currencyId) }), strong: true },
        ],
      }))}
      note={refundsLeftOut ? t('payments.totals.refundsExcluded') : null}
    />
  );
}
