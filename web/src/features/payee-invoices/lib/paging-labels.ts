import type { TFunction } from 'i18next';
import { lastPageOf, type PaginationLabels } from '../../../components/ui/pagination.tsx';

/** The paging bar's words for the invoices and credit notes lists: "Page 2 / 5", or "Page 2" when the total is unknown. */
export function pagingLabels(
  t: TFunction,
  page: number,
  pageSize: number,
  totalCount: number | null,
): PaginationLabels {
  const lastPage = lastPageOf(pageSize, totalCount);
  return {
    label: t('invoices.paging.label'),
    pageSize: t('invoices.paging.pageSize'),
    page:
      lastPage !== null ? `${t('invoices.paging.page', { page })} / ${lastPage}` : t('invoices.paging.page', { page }),
    previous: t('invoices.paging.previous'),
    next: t('invoices.paging.next'),
  };
}
