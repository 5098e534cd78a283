import { useId } from 'react';
import { defaultPageSize, pageSizes } from '../../lib/list-params.ts';
import { Button } from './button.tsx';
import listPage from './list-page.module.css';
import styles from './pagination.module.css';

/** The words of a list's paging bar, in that list's namespace. */
export type PaginationLabels = {
  /** The navigation landmark's name. */
  label: string;
  pageSize: string;
  /** Where the list is: "Page 2 of 5". */
  page: string;
  previous: string;
  next: string;
};

/**
 * Paging under a list: rows per page, where the list is, previous and next. `hasMore` says
 * whether a next page exists (a page read straight from an index knows only that).
 */
export function Pagination({
  page,
  pageSize,
  hasMore,
  labels,
  onPage,
  onPageSize,
  className,
}: {
  page: number;
  pageSize: number;
  hasMore: boolean;
  labels: PaginationLabels;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  className?: string;
}) {
  const sizeId = useId();
  return (
    <nav className={`${styles.pagination} ${className ?? ''}`} aria-label={labels.label}>
      <div className={styles.pageSize}>
        <label htmlFor={sizeId}>{labels.pageSize}</label>
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
        <span className={styles.pageLabel}>{labels.page}</span>
        <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {labels.previous}
        </Button>
        <Button variant="secondary" size="small" disabled={!hasMore} onClick={() => onPage(page + 1)}>
          {labels.next}
        </Button>
      </div>
    </nav>
  );
}

/** The last page of a list, or null when the total is not known. */
export function lastPageOf(pageSize: number, totalCount: number | null): number | null {
  return totalCount === null ? null : Math.max(1, Math.ceil(totalCount / pageSize));
}

/** "26–50 of 312": the rows a page shows (the total is null when the server does not know it). */
export function resultRange<Total extends number | null>(
  page: number,
  pageSize: number,
  shown: number,
  totalCount: Total,
) {
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  return { from, to: (page - 1) * pageSize + shown, total: totalCount };
}
