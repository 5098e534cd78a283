import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import listPage from '../../../components/ui/list-page.module.css';
import paginationStyles from '../../../components/ui/pagination.module.css';
import { pageSizes } from '../lib/list-search.ts';
import styles from './payments.module.css';

/** Where the list is (1–25 of 40), rows per page, and previous / next. */
export function Pagination({
  page,
  pageSize,
  totalCount,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const from = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(totalCount, page * pageSize);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <nav className={`${paginationStyles.pagination} ${styles.pagination}`} aria-label={t('payments.paging.label')}>
      <span className={styles.pageRange}>
        {t('payments.paging.range', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(totalCount),
        })}
      </span>
      <div className={styles.pageControls}>
        <label className={styles.pageSizeLabel} htmlFor={sizeId}>
          {t('payments.paging.pageSize')}
        </label>
        <select
          id={sizeId}
          className={`${listPage.select} ${styles.pageSizeSelect}`}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <span className={styles.pageNumber}>{t('payments.paging.page', { page, pageCount })}</span>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('payments.paging.previous')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          ‹
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('payments.paging.next')}
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          ›
        </Button>
      </div>
    </nav>
  );
}
