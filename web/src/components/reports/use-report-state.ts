import { useCallback, useMemo } from 'react';
import type { DateChoiceState } from '#web/lib/date-choice.ts';
import { useLatestSearchParams } from '#web/lib/use-latest-search-params.ts';
import {
  type FieldOf,
  isReportFiltered,
  type ReportFilters,
  type ReportShape,
  type ReportState,
  type ReportStateSpec,
  readReportState,
  reportQueryOf,
  writeReportState,
} from './report-state.ts';

/**
 * A report screen's state read from the address bar with its API's query schema, the API query of
 * it (the shell's currency filter is added by the API client), and the ways the screen changes it,
 * each replacing the history entry. Choosing a column sorts by it: the same column flips, another
 * starts newest or largest first (names A to Z); any change but paging goes back to the first page.
 */
export function useReportState<Shape extends ReportShape, Filter extends keyof Shape & string = never>(
  spec: ReportStateSpec<Shape, FieldOf<Shape>, Filter>,
) {
  type Field = FieldOf<Shape>;
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const state = useMemo(() => readReportState(spec, searchParams), [spec, searchParams]);
  const query = useMemo(() => reportQueryOf(state), [state]);
  const update = useCallback(
    (change: Partial<ReportState<Shape, Field, Filter>>) =>
      setSearchParams(
        (current) => {
          const next = writeReportState(spec, { ...readReportState(spec, current), ...change });
          for (const key of spec.keep ?? []) {
            const kept = current.get(key);
            if (kept !== null) next.set(key, kept);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, spec],
  );
  const clear = useCallback(
    () => update({ dates: { date: 'all', startDate: null, endDate: null }, filters: {}, page: 1 }),
    [update],
  );
  const onPage = useCallback((page: number) => update({ page }), [update]);
  return {
    state,
    query,
    filtered: isReportFiltered(state),
    update,
    clear,
    onDates: (dates: DateChoiceState) => update({ dates, page: 1 }),
    onFilter: (filters: ReportFilters<Shape, Filter>) => update({ filters: { ...state.filters, ...filters }, page: 1 }),
    onSort: (field: Field) =>
      update({
        sortField: field,
        sortAsc: field === state.sortField ? !state.sortAsc : (spec.ascendingFirst ?? []).includes(field),
        page: 1,
      }),
    onPage,
    onPageSize: (pageSize: number) => update({ pageSize, page: 1 }),
  };
}
