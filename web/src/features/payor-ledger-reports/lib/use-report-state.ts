import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type ReportDefaults,
  type ReportState,
  readReportState,
  sortChange,
  writeReportState,
} from './report-search.ts';

/** A report's state read from the address bar, and the ways its screen changes it (replacing the entry). */
export function useReportState<Field extends string>(fields: readonly Field[], defaults: ReportDefaults<Field>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readReportState(searchParams, fields, defaults), [searchParams, fields, defaults]);
  const update = useCallback(
    (change: Partial<ReportState<Field>>) =>
      setSearchParams(
        (current) => {
          const next = writeReportState({ ...readReportState(current, fields, defaults), ...change }, defaults);
          // Parameters a screen keeps of its own (the credit-limit report's view) stay as they are.
          for (const [key, value] of current) if (key === 'view') next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, fields, defaults],
  );
  const clear = useCallback(
    () => update({ dates: { date: 'all', startDate: null, endDate: null }, page: 1 }),
    [update],
  );
  return {
    state,
    update,
    clear,
    onSort: (field: Field) => update(sortChange(state, field)),
    onPage: (page: number) => update({ page }),
    onPageSize: (pageSize: number) => update({ pageSize, page: 1 }),
  };
}
