import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from './use-latest-search-params.ts';

/** What every list page keeps in its query string beside its own filters. */
export type PagedListState = { page: number; pageSize: number };

/**
 * A list page's state in its query string (so a link, back and the remembered section query
 * restore it): read with the page's own `read`, changed a part at a time, each change replacing the
 * history entry. `reset` goes back to the defaults, keeping what the page names (an open tab); `clear` keeps
 * nothing.
 * `read` and `write` are module functions, so the callbacks stay stable across renders.
 */
export function useListUrlState<State extends PagedListState>(
  read: (params: URLSearchParams) => State,
  write: (state: State) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const state = useMemo(() => read(searchParams), [read, searchParams]);
  const update = useCallback(
    (change: Partial<State>) => setSearchParams((current) => write({ ...read(current), ...change }), { replace: true }),
    [read, write, setSearchParams],
  );
  const reset = useCallback(
    (keep: Partial<State> = {}) => update({ ...read(new URLSearchParams()), ...keep }),
    [read, update],
  );
  const clear = useCallback(() => reset(), [reset]);
  const onPage = useCallback((page: number) => update({ page } as Partial<State>), [update]);
  const onPageSize = useCallback((pageSize: number) => update({ pageSize, page: 1 } as Partial<State>), [update]);
  return { state, update, reset, clear, onPage, onPageSize };
}
