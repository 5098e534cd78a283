import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CreditNotePage } from '#shared/schemas/payee-credit-notes.ts';
import { StatusBadge } from '#web/components/invoices/status-badge.tsx';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import dataTable from '#web/components/ui/data-table.module.css';
import listPage from '#web/components/ui/list-page.module.css';
import { useResultRange } from '#web/components/ui/pagination.tsx';
import { invoicesPaths } from '#web/config/paths.ts';
import { useFormatters } from '#web/lib/format.ts';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { useLatestSearchParams } from '#web/lib/use-latest-search-params.ts';
import { useCreditNotes } from '../api/get-credit-notes.ts';
import styles from '../components/invoices.module.css';
import { ListTabs } from '../components/list-tabs.tsx';
import { readCreditNotesListState, writeCreditNotesListState } from '../lib/credit-notes-list-state.ts';

export const creditNotesListSection = 'payeeCreditNotes';

/**
 * `/payee/credit-notes`: the carrier's credit notes, newest first (seeds 000 §2.5), with what each
 * still owes and the balance still to deduct per currency.
 */
export function CreditNotesListRoute() {
  const { t } = useTranslation();
  const rangeText = useResultRange();
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const { page, pageSize } = readCreditNotesListState(searchParams);
  const query = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  const { restoring } = useRememberedQuery(creditNotesListSection);
  const list = useCreditNotes(query, !restoring);
  useRememberedScroll(creditNotesListSection, list.isSuccess && !list.isPlaceholderData);
  const onPage = useCallback(
    (next: number) => setSearchParams(writeCreditNotesListState({ page: next, pageSize }), { replace: true }),
    [pageSize, setSearchParams],
  );
  const onPageSize = useCallback(
    (size: number) => setSearchParams(writeCreditNotesListState({ page: 1, pageSize: size }), { replace: true }),
    [setSearchParams],
  );

  return (
    <ListPage
      title={t('invoices.creditNotes.pageTitle')}
      heading={t('invoices.heading')}
      intro={t('invoices.creditNotes.intro')}
      filters={<ListTabs />}
      list={list}
      restoring={restoring}
      paging={(data) => ({ ...data, hasMore: data.hasMore && data.items.length > 0, shown: data.items.length })}
      totals={(data) => <BalanceTotals data={data} />}
      toolbar={(data) => (
        <span className={listPage.resultCount}>
          {rangeText(data.page, data.pageSize, data.items.length, data.totalCount)}
        </span>
      )}
      empty={() => ({
        icon: '¢',
        title: t('invoices.creditNotes.empty.title'),
        message: t('invoices.creditNotes.empty.body'),
      })}
      loadFailed={t('invoices.creditNotes.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(data) => <CreditNotesTable items={data.items} />}
    </ListPage>
  );
}

/** The balance still to deduct, one card per currency. */
function BalanceTotals({ data }: { data: CreditNotePage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (data.totals.length === 0) return null;
  return (
    <div className={styles.totals}>
      {data.totals.map((total) => (
        <div key={total.currencyId} className={`${styles.totalCard} ${styles.totalHeld}`}>
          <span className={styles.totalLabel}>{t('invoices.creditNotes.totals')}</span>
          <span className={styles.totalAmount}>{format.money(total.balanceCents, total.currencyId)}</span>
          <span className={styles.totalCount}>{format.currencyCode(total.currencyId)}</span>
        </div>
      ))}
    </div>
  );
}

/** One row per credit note: what it was, what has been applied, what is still to deduct. */
function CreditNotesTable({ items }: { items: CreditNotePage['items'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
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
          {items.map((note) => (
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
  );
}
