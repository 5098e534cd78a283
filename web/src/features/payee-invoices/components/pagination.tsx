import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import paginationStyles from '../../../components/ui/pagination.module.css';
import { pageSizes } from '../lib/list-state.ts';
import styles from './invoices.module.css';

/**
 * Paging under a list: rows per page, and previous / next. The page counts are shown when the
 * server knows the total; a page read straight from the index knows only whether more follow.
 */
export function Pagination({
  page,
  pageSize,
  totalCount,
  shown,
  hasMore,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  totalCount: number | null;
  shown: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  const lastPage = totalCount === null ? null : Math.max(1, Math.ceil(totalCount / pageSize));
  return (
    <nav className={paginationStyles.pagination} aria-label={t('invoices.paging.label')}>
      <div className={styles.pageSize}>
        <label htmlFor={sizeId}>{t('invoices.paging.pageSize')}</label>
        <select
          id={sizeId}
          className={styles.select}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
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
          {lastPage !== null
            ? `${t('invoices.paging.page', { page })} / ${lastPage}`
            : t('invoices.paging.page', { page })}
        </span>
        <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('invoices.paging.previous')}
        </Button>
        <Button variant="secondary" size="small" disabled={!hasMore || shown === 0} onClick={() => onPage(page + 1)}>
          {t('invoices.paging.next')}
        </Button>
      </div>
    </nav>
  );
}

/** "26–50 of 312", or "26–50" when the total is not known. */
export function resultRange(page: number, pageSize: number, shown: number, totalCount: number | null) {
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = (page - 1) * pageSize + shown;
  return { from, to, total: totalCount };
}
