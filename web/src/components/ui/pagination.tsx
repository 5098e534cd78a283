import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#web/lib/format.ts';
import { defaultPageSize, pageSizes } from '#web/lib/list-params.ts';
import { Button } from './button.tsx';
import listPage from './list-page.module.css';
import styles from './pagination.module.css';

/**
 * Paging under a list: rows per page, where the list is, previous and next. Where the list is
 * reads "Page 2 of 5" ("Page 2" when the total is not known), or, for a list that passes `shown`
 * (the rows its page shows), the rows themselves: "26–50 of 312" ("26–50"). `hasMore` says
 * whether a next page exists (a page read straight from an index knows only that). Moving to
 * another page scrolls back to the list's top.
 */
export function Pagination({
  page,
  pageSize,
  totalCount,
  hasMore,
  shown,
  onPage,
  onPageSize,
  className,
}: {
  page: number;
  pageSize: number;
  totalCount: number | null;
  hasMore: boolean;
  shown?: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const rangeText = useResultRange();
  const lastPage = lastPageOf(pageSize, totalCount);
  const goTo = (next: number) => {
    onPage(next);
    window.scrollTo({ top: 0 });
  };
  const sizeId = useId();
  return (
    <nav className={`${styles.pagination} ${className ?? ''}`} aria-label={t('shell.paging.label')}>
      <div className={styles.pageSize}>
        <label htmlFor={sizeId}>{t('shell.paging.pageSize')}</label>
        <select
          id={sizeId}
          className={`${listPage.select} ${styles.pageSizeSelect}`}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value) || defaultPageSize)}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.pages}>
        <span className={styles.pageLabel}>
          {shown !== undefined
            ? rangeText(page, pageSize, shown, totalCount)
            : lastPage === null
              ? t('shell.paging.page', { page })
              : t('shell.paging.pageOf', { page, pages: lastPage })}
        </span>
        <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
          {t('shell.paging.previous')}
        </Button>
        <Button variant="secondary" size="small" disabled={!hasMore} onClick={() => goTo(page + 1)}>
          {t('shell.paging.next')}
        </Button>
      </div>
    </nav>
  );
}

/** The last page of a list, or null when the total is not known. */
function lastPageOf(pageSize: number, totalCount: number | null): number | null {
  return totalCount === null ? null : Math.max(1, Math.ceil(totalCount / pageSize));
}

/** The rows a page shows: "26–50" of the total (null when the server does not know it). */
export function resultRange(page: number, pageSize: number, shown: number, totalCount: number | null) {
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  return { from, to: (page - 1) * pageSize + shown, total: totalCount };
}

/**
 * Words for the rows a page shows, in the reader's number format: "26–50 of 312", or "26–50"
 * when the total is not known. The paging bar and the lists' result counts read the same.
 */
export function useResultRange() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (page: number, pageSize: number, shown: number, totalCount: number | null): string => {
    const { from, to, total } = resultRange(page, pageSize, shown, totalCount);
    const numbers = { from: format.count(from), to: format.count(to) };
    return total === null
      ? t('shell.paging.rangeOpen', numbers)
      : t('shell.paging.range', { ...numbers, total: format.count(total) });
  };
}

/** A page answer's rows and paging, as most list calls answer. */
export type ItemsPage = {
  items: readonly unknown[];
  page: number;
  pageSize: number;
  totalCount: number | null;
  hasMore: boolean;
};

/** Where such a page is, with the rows it shows. */
export function itemsPaging({ page, pageSize, totalCount, hasMore, items }: ItemsPage) {
  return { page, pageSize, totalCount, hasMore, shown: items.length };
}

/** "26–50 of 312" above a page of rows. */
export function ResultCount({ answer }: { answer: ItemsPage }) {
  const rangeText = useResultRange();
  return (
    <span className={listPage.resultCount} data-testid="result-count">
      {rangeText(answer.page, answer.pageSize, answer.items.length, answer.totalCount)}
    </span>
  );
}
