import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayorInvoicePage, PayorInvoiceSortField } from '#shared/schemas/payor-invoices.ts';
import { ListPage } from '#web/components/layouts/list-page.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { itemsPaging, ResultCount } from '#web/components/ui/pagination.tsx';
import { areaRoutes } from '#web/config/paths.ts';
import { useRememberedQuery, useRememberedScroll } from '#web/lib/list-memory.ts';
import { nextSort } from '#web/lib/list-params.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { usePayorInvoices, usePayorInvoiceTotals } from '../api/get-invoices.ts';
import { PayorInvoiceFilters } from '../components/invoice-filters.tsx';
import { PayorInvoicesTable } from '../components/invoices-table.tsx';
import styles from '../components/payor-invoices.module.css';
import { ReviewActions } from '../components/review-actions.tsx';
import { WaitingTotals } from '../components/waiting-totals.tsx';
import {
  apiQueryOf,
  isFiltered,
  type PayorInvoiceListState,
  readListState,
  writeListState,
} from '../lib/list-state.ts';
import { useMayReview } from '../lib/may-review.ts';

/** The list section whose query string and scroll position are remembered (seeds 000 §2.7). */
export const payorInvoicesSection = 'payorInvoices';

const descendingFirst = new Set<PayorInvoiceSortField>([
  'uploadedDate',
  'approvedDate',
  'paidDate',
  'expectedPayDate',
  'grossCents',
]);

/**
 * `/payor/invoices`: the payor's invoices (seeds 001 §2, §4): what waits on it, the date type
 * (uploaded by default), presets or a custom range, statuses and a search; sortable columns and
 * paging; the query and scroll remembered for the section; the shell's currency filter. A user who
 * may review picks rows and moves them together (approve, hold with a note for the carrier, ask
 * for a new invoice, back to review, remove).
 */
export function PayorInvoicesListRoute() {
  const { t } = useTranslation();
  const { state, update: setListState, clear, onPage, onPageSize } = useListUrlState(readListState, writeListState);
  const apiQuery = useMemo(() => apiQueryOf(state), [state]);
  const { restoring } = useRememberedQuery(payorInvoicesSection);
  const list = usePayorInvoices(apiQuery, !restoring);
  const totals = usePayorInvoiceTotals();
  useRememberedScroll(payorInvoicesSection, list.isSuccess && !list.isPlaceholderData);
  const mayReview = useMayReview();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const update = useCallback(
    (change: Partial<PayorInvoiceListState>) => {
      setSelected(new Set());
      setListState(change);
    },
    [setListState],
  );
  const onSort = (field: PayorInvoiceSortField) => update({ ...nextSort(state, field, descendingFirst), page: 1 });
  const onSelect = (ids: readonly number[], picked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (picked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const filtered = isFiltered(state);

  return (
    <ListPage
      title={t('payorInvoices.title')}
      heading={t('payorInvoices.title')}
      intro={t('payorInvoices.intro')}
      actions={
        mayReview ? (
          <ButtonLink to={areaRoutes.payor.invoiceUpload} variant="secondary">
            {t('payorInvoices.upload')}
          </ButtonLink>
        ) : null
      }
      filters={
        <>
          {totals.data ? <WaitingTotals totals={totals.data.totals} /> : null}
          <PayorInvoiceFilters state={state} onChange={update} onClear={clear} filtered={filtered} />
        </>
      }
      list={list}
      restoring={restoring}
      paging={itemsPaging}
      toolbar={(page) => <ResultCount answer={page} />}
      empty={() =>
        filtered
          ? {
              icon: '#',
              title: t('payorInvoices.empty.title'),
              message: t('payorInvoices.empty.message'),
              clear: { label: t('invoices.filters.clear'), onClear: clear },
            }
          : { icon: '#', title: t('payorInvoices.empty.noneTitle'), message: t('payorInvoices.empty.noneMessage') }
      }
      loadFailed={t('payorInvoices.loadFailed')}
      onPage={onPage}
      onPageSize={onPageSize}
    >
      {(page) => (
        <>
          {mayReview ? <ReviewBar page={page} selected={selected} onDone={() => setSelected(new Set())} /> : null}
          <PayorInvoicesTable
            items={page.items}
            sortField={state.sortField}
            sortAsc={state.sortAsc}
            onSort={onSort}
            selected={mayReview ? selected : null}
            onSelect={onSelect}
          />
        </>
      )}
    </ListPage>
  );
}

/** The moves for the rows picked on this page, with how many are picked. */
function ReviewBar({
  page,
  selected,
  onDone,
}: {
  page: PayorInvoicePage;
  selected: ReadonlySet<number>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const picked = page.items.filter((item) => selected.has(item.id));
  if (picked.length === 0) return null;
  return (
    <section className={styles.reviewBar} aria-label={t('payorInvoices.review.label')} data-testid="review-bar">
      <span className={styles.selectedCount} role="status">
        {t('payorInvoices.review.selected', { count: picked.length })}
      </span>
      <ReviewActions invoices={picked} onDone={onDone} />
    </section>
  );
}
