import { useCallback, useLayoutEffect, useRef } from 'react';
import { createSearchParams, type NavigateOptions, type URLSearchParamsInit, useSearchParams } from 'react-router-dom';

export type SearchParamsUpdate = URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit);

/**
 * `useSearchParams` whose functional update starts from the newest query string, including one
 * written a moment ago that has not rendered yet. React Router hands the function the query of
 * the last render (its navigations render in a transition), so two quick changes (a tab, then a
 * filter) kept only the second: the list showed the old tab filtered by the new carrier.
 */
export function useLatestSearchParams(): [
  URLSearchParams,
  (update: SearchParamsUpdate, options?: NavigateOptions) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  // Query strings written here that have not rendered yet, oldest first.
  const unrendered = useRef<string[]>([]);
  useLayoutEffect(() => {
    const rendered = searchParams.toString();
    const ours = unrendered.current.indexOf(rendered);
    if (ours === -1) {
      // Somebody else moved (a link, back): their query is the newest.
      unrendered.current = [];
      latest.current = searchParams;
    } else {
      // One of ours landed; anything written after it is still the newest.
      unrendered.current = unrendered.current.slice(ours + 1);
    }
  }, [searchParams]);
  const update = useCallback(
    (change: SearchParamsUpdate, options?: NavigateOptions) => {
      const next = createSearchParams(
        typeof change === 'function' ? change(new URLSearchParams(latest.current)) : change,
      );
      latest.current = next;
      unrendered.current.push(next.toString());
      setSearchParams(next, options);
    },
    [setSearchParams],
  );
  return [searchParams, update];
}
