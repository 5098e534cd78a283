import type { ListPaging } from '#web/components/layouts/list-page.tsx';

/** These lists come whole (no paging): every row on one page, and no paging bar under them. */
export function wholeList(shown: number): ListPaging {
  return { page: 1, pageSize: Math.max(shown, 1), totalCount: shown, hasMore: false, shown, whole: true };
}
