import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PaymentSortField } from '#shared/schemas/payee-payments.ts';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ExportButton } from '#web/components/ui/export-button.tsx';
import listPage from '#web/components/ui/list-page.module.css';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { useDownloadPayments } from '../api/download-payments.ts';
import { usePayments } from '../api/get-payments.ts';
import styles from '../components/payments.module.css';
import { PaymentsFilters } from '../components/payments-filters.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';
import {
  apiQueryOf,
  isFiltered,
  type PaymentsListState,
  readListState,
  sortChange,
  writeListState,
} from '../lib/list-search.ts';

/** The list section whose query string and scroll position are remembered (seeds 000 §2.7). */
export const paymentsListSection = 'payeePayments';

/**
 * `/payee/payments`: the payee's payments, newest paid first (seeds 000 §2.5, §2.7), with date
 * presets, filters, sortable columns, paging, totals per currency, the currency filter of the
 * shell (added to every call by the API client) and an Excel export of everything that matches.
 */
export function PaymentsListRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams), [searchParams]);
  // "Last 30 days" means the same days for the whole visit, so the query (and its cache key) holds still.
  const [now] = useState(() => new Date());
  const apiQuery = useMemo(() => apiQueryOf(state, now), [state, now]);
  const { restoring } = useRememberedQuery(paymentsListSection);
  const payments = usePayments(apiQuery, !restoring);
  useRememberedScroll(paymentsListSection, payments.isSuccess && !payments.isPlaceholderData);
  const download = useDownloadPayments();

  const update = useCallback(
    (change: Partial<PaymentsListState>) => {
      setSearchParams((current) => writeListState({ ...readListState(current), ...change }), { replace: true });
    },
    [setSearchParams],
  );
  const onSort = (field: PaymentSortField) => update(sortChange(state, field));

  const data = payments.data;
  const filtered = isFiltered(state);
  // A page beyond the end (an old link, fewer payments now) moves back to the last page.
  const lastPage = data ? Math.max(1, Math.ceil(data.totalCount / data.pageSize)) : 1;
  useEffect(() => {
    if (data && !payments.isPlaceholderData && data.totalCount > 0 && state.page > lastPage) update({ page: lastPage });
  }, [data, payments.isPlaceholderData, state.page, lastPage, update]);
  return (
    <Page
      title={t('payments.title')}
      heading={t('payments.title')}
      isLoading={restoring || payments.isPending}
      skeleton="table"
      actions={
        <ExportButton
          download={download}
          query={apiQuery}
          disabled={!data || data.totalCount === 0}
          label={t('payments.export')}
          busyLabel={t('payments.exporting')}
          failedMessage={t('payments.exportFailed')}
        />
      }
    >
      <p className={listPage.intro}>{t('payments.intro')}</p>
      <PaymentsFilters
        state={state}
        onChange={update}
        onClear={() => setSearchParams(new URLSearchParams(), { replace: true })}
        filtered={filtered}
      />
      {payments.isError ? (
        <div className={styles.card}>
          <Alert level="error" title={t('errors.errorTitle')}>
            {payments.error instanceof ApiError && payments.error.status === 403
              ? payments.error.message || t('errors.forbidden')
              : t('payments.loadFailed')}
          </Alert>
          <div>
            <Button variant="secondary" size="small" onClick={() => payments.refetch()}>
              {t('payments.retry')}
            </Button>
          </div>
        </div>
      ) : data ? (
        <>
          {data.totals.length > 0 ? (
            <section className={styles.totals} aria-label={t('payments.totals.label')}>
              {data.totals.map((total) => (
                <div key={total.currencyId} className={styles.total}>
                  <span className={styles.totalCount}>{t('payments.totals.count', { count: total.count })}</span>
                  <span className={styles.totalCurrency}>{format.currencyCode(total.currencyId)}</span>
                  <span className={styles.totalFigure}>
                    {t('payments.totals.gross', { amount: format.money(total.grossCents, total.currencyId) })}
                  </span>
                  <strong className={styles.totalFigure}>
                    {t('payments.totals.net', { amount: format.money(total.netCents, total.currencyId) })}
                  </strong>
                </div>
              ))}
              {data.totals.reduce((sum, total) => sum + total.count, 0) < data.totalCount ? (
                <span className={styles.totalsNote}>{t('payments.totals.refundsExcluded')}</span>
              ) : null}
            </section>
          ) : null}
          <div
            className={`${styles.card} ${payments.isPlaceholderData ? styles.refreshing : ''}`}
            aria-busy={payments.isFetching}
          >
            {data.items.length === 0 ? (
              <div className={listPage.empty}>
                <div className={listPage.emptyIcon} aria-hidden="true">
                  $
                </div>
                <h2 className={listPage.emptyTitle}>
                  {filtered ? t('payments.empty.filteredTitle') : t('payments.empty.title')}
                </h2>
                <p className={listPage.emptyMessage}>
                  {filtered ? t('payments.empty.filteredMessage') : t('payments.empty.message')}
                </p>
                {filtered ? (
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => setSearchParams(new URLSearchParams(), { replace: true })}
                  >
                    {t('payments.filters.clear')}
                  </Button>
                ) : null}
              </div>
            ) : (
              <>
                <PaymentsTable
                  payments={data.items}
                  sortField={state.sortField}
                  sortAsc={state.sortAsc}
                  onSort={onSort}
                />
                <Pagination
                  page={data.page}
                  pageSize={data.pageSize}
                  totalCount={data.totalCount}
                  hasMore={data.hasMore}
                  shown={data.items.length}
                  onPage={(page) => update({ page })}
                  onPageSize={(pageSize) => update({ pageSize, page: 1 })}
                />
              </>
            )}
          </div>
        </>
      ) : null}
    </Page>
  );
}
