import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '#web/components/layouts/page.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { Pagination, useResultRange } from '#web/components/ui/pagination.tsx';
import { invoicesPaths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { pageParams, writePage } from '#web/lib/list-params.ts';
import { useCreditNotes } from '../api/get-credit-notes.ts';
import styles from '../components/invoices.module.css';
import { ListTabs } from '../components/list-tabs.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

export const creditNotesListSection = 'payeeCreditNotes';

/**
 * `/payee/credit-notes`: the carrier's credit notes, newest first (seeds 000 §2.5), with what each
 * still owes and the balance still to deduct per currency.
 */
export function CreditNotesListRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const rangeText = useResultRange();
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, pageSize } = pageParams(searchParams);
  const query = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  const { restoring } = useRememberedQuery(creditNotesListSection);
  const list = useCreditNotes(query, !restoring);
  useRememberedScroll(creditNotesListSection, list.isSuccess && !list.isPlaceholderData);
  const setPage = useCallback(
    (next: { page?: number; pageSize?: number }) => {
      const params = writePage(new URLSearchParams(), { page: next.page ?? page, pageSize: next.pageSize ?? pageSize });
      setSearchParams(params, { replace: true });
    },
    [page, pageSize, setSearchParams],
  );
  const data = list.data;

  return (
    <Page
      title={t('invoices.creditNotes.pageTitle')}
      heading={t('invoices.heading')}
      isLoading={restoring || list.isPending}
      skeleton="table"
    >
      <p className={listPage.intro}>{t('invoices.creditNotes.intro')}</p>
      <ListTabs />
      {data && data.totals.length > 0 ? (
        <div className={styles.totals}>
          {data.totals.map((total) => (
            <div key={total.currencyId} className={`${styles.totalCard} ${styles.totalHeld}`}>
              <span className={styles.totalLabel}>{t('invoices.creditNotes.totals')}</span>
              <span className={styles.totalAmount}>{format.money(total.balanceCents, total.currencyId)}</span>
              <span className={styles.totalCount}>{format.currencyCode(total.currencyId)}</span>
            </div>
          ))}
        </div>
      ) : null}
      {list.isError ? (
        <div className={`${listPage.results} ${listPage.resultsPadded}`}>
          <Alert level="error" title={t('errors.errorTitle')}>
            {list.error instanceof ApiError && !list.error.isGeneric
              ? list.error.message
              : t('invoices.creditNotes.loadFailed')}
          </Alert>
          <div>
            <Button variant="secondary" size="small" onClick={() => list.refetch()}>
              {t('invoices.retry')}
            </Button>
          </div>
        </div>
      ) : data ? (
        <div className={`${listPage.results} ${list.isPlaceholderData ? listPage.refreshing : ''}`}>
          <div className={listPage.toolbar}>
            <span className={listPage.resultCount}>
              {rangeText(data.page, data.pageSize, data.items.length, data.totalCount)}
            </span>
          </div>
          {data.items.length === 0 ? (
            <div className={listPage.empty}>
              <div className={listPage.emptyIcon} aria-hidden="true">
                ¢
              </div>
              <h2 className={listPage.emptyTitle}>{t('invoices.creditNotes.empty.title')}</h2>
              <p className={listPage.emptyMessage}>{t('invoices.creditNotes.empty.body')}</p>
            </div>
          ) : (
            <div className={dataTable.tableWrap}>
              <table className={`${dataTable.table} ${listPage.table} ${styles.table}`}>
                <thead>
                  <tr>
                    <th scope="col">{t('invoices.creditNotes.columns.reference')}</th>
                    <th scope="col" className={listPage.hideMobile}>
                      {t('invoices.creditNotes.columns.payor')}
                    </th>
                    <th scope="col">{t('invoices.creditNotes.columns.status')}</th>
                    <th scope="col" className={listPage.hideMobile}>
                      {t('invoices.creditNotes.columns.createdDate')}
                    </th>
                    <th scope="col" className={listPage.hideTablet}>
                      {t('invoices.creditNotes.columns.appliedDate')}
                    </th>
                    <th scope="col" className={`${listPage.num} ${listPage.hideMobile}`}>
                      {t('invoices.creditNotes.columns.amount')}
                    </th>
                    <th scope="col" className={`${listPage.num} ${listPage.hideTablet}`}>
                      {t('invoices.creditNotes.columns.applied')}
                    </th>
                    <th scope="col" className={listPage.num}>
                      {t('invoices.creditNotes.columns.balance')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((note) => (
                    <tr key={note.id}>
                      <td className={styles.numberCell}>
                        <Link
                          to={invoicesPaths.creditNote(note.id)}
                          className={listPage.numberLink}
                          title={note.referenceNumber}
                        >
                          {note.referenceNumber}
                        </Link>
                      </td>
                      <td className={listPage.hideMobile}>{note.payorName}</td>
                      <td>
                        <StatusBadge statusId={null} creditNoteStatus={note.status} />
                      </td>
                      <td className={listPage.hideMobile}>{format.date(note.createdDate)}</td>
                      <td className={listPage.hideTablet}>
                        {note.appliedDate ? format.date(note.appliedDate) : <span className={listPage.muted}>—</span>}
                      </td>
                      <td className={`${listPage.num} ${listPage.hideMobile}`}>
                        {format.money(note.amountCents, note.currencyId)}
                      </td>
                      <td className={`${listPage.num} ${listPage.hideTablet} ${listPage.muted}`}>
                        {format.money(note.appliedCents, note.currencyId)}
                      </td>
                      <td className={listPage.num}>
                        <strong>{format.money(note.balanceCents, note.currencyId)}</strong>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            totalCount={data.totalCount}
            hasMore={data.hasMore && data.items.length > 0}
            onPage={(next) => setPage({ page: next })}
            onPageSize={(size) => setPage({ page: 1, pageSize: size })}
          />
        </div>
      ) : null}
    </Page>
  );
}
