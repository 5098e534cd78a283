import { useCallback, useMemo } from 'react';
import { defaultPageSize, pageParams } from '#web/lib/list-params.ts';
import { useLatestSearchParams } from '#web/lib/use-latest-search-params.ts';

/**
 * A queue's page and page size in the address bar (shared, reloaded and gone back to as shown),
 * with the other parameters of the screen kept as they are.
 */
export function usePaging() {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const paging = useMemo(() => pageParams(searchParams), [searchParams]);
  const write = useCallback(
    (page: number, pageSize: number) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          if (pageSize !== defaultPageSize) next.set('pageSize', String(pageSize));
          else next.delete('pageSize');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const onPage = useCallback((page: number) => write(page, paging.pageSize), [write, paging.pageSize]);
  const onPageSize = useCallback((pageSize: number) => write(1, pageSize), [write]);
  return { ...paging, onPage, onPageSize, searchParams, setSearchParams };
}
