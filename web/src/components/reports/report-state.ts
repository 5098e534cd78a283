import type * as z from 'zod';
import type { DatePreset } from '#shared/enums/date-preset.ts';
import { type DateChoiceState, dateChoiceQuery, readDateChoice, writeDateChoice } from '#web/lib/date-choice.ts';
import { offeredPageSize, writeSortAndPage } from '#web/lib/list-params.ts';
import { readUrlFields, type UrlFields } from '#web/lib/url-state.ts';

/** The fields of a report's query schema the address bar holds, beside its own filters. */
export type ReportShape = Record<string, z.ZodType> & {
  datePreset?: z.ZodType<DatePreset | undefined>;
  startDate?: z.ZodType<string | undefined>;
  endDate?: z.ZodType<string | undefined>;
  sortField?: z.ZodType<string | undefined>;
  sortAsc?: z.ZodType<boolean | undefined>;
  page?: z.ZodType<number>;
  pageSize?: z.ZodType<number>;
};

/** The columns a report sorts by: its query schema's `sortField` (any text for a report without one). */
export type FieldOf<Shape extends ReportShape> =
  Shape['sortField'] extends z.ZodType<infer Field> ? Exclude<Field, undefined> & string : string;

/** The fields every report's query has, as read from the address bar. */
type CommonFields = Partial<{
  datePreset: DatePreset;
  startDate: string;
  endDate: string;
  sortField: string;
  sortAsc: boolean;
  page: number;
  pageSize: number;
}>;

/** How a report reads and writes the address bar: its API's query fields, its default order, its own filters. */
export type ReportStateSpec<Shape extends ReportShape, Field extends string, Filter extends keyof Shape & string> = {
  /** The API's query schema's shape: the address bar is read with it, so a bad value falls back alone. */
  shape: Shape;
  defaults: { sortField: Field; sortAsc: boolean };
  /** Columns that start in ascending order when first chosen (names); the others start newest, largest first. */
  ascendingFirst?: readonly Field[];
  /** The report's own filters: query fields of one value each (a reason, a state, a type). */
  filters?: readonly Filter[];
  /** Address-bar keys a screen keeps of its own (the credit-limit report's view). */
  keep?: readonly string[];
};

export type ReportFilters<Shape extends ReportShape, Filter extends keyof Shape & string> = {
  [K in Filter]?: UrlFields<Shape>[K];
};

/**
 * A report's state as the address bar holds it (dates, order, page, its filters), so a report can
 * be shared, reloaded and exported as shown. A typed range is kept as `range=custom` while its dates
 * are still being typed.
 */
export type ReportState<Shape extends ReportShape, Field extends string, Filter extends keyof Shape & string> = {
  dates: DateChoiceState;
  sortField: Field;
  sortAsc: boolean;
  page: number;
  pageSize: number;
  filters: ReportFilters<Shape, Filter>;
};

export function readReportState<Shape extends ReportShape, Field extends string, Filter extends keyof Shape & string>(
  spec: ReportStateSpec<Shape, Field, Filter>,
  params: URLSearchParams,
): ReportState<Shape, Field, Filter> {
  const fields = readUrlFields(spec.shape, params) as CommonFields;
  const dates = readDateChoice(fields);
  const filters: Record<string, unknown> = {};
  for (const key of spec.filters ?? []) {
    const value: unknown = (fields as Record<string, unknown>)[key];
    if (value !== undefined) filters[key] = value;
  }
  return {
    dates:
      params.get('range') === 'custom' && dates.date === 'all'
        ? { date: 'custom', startDate: null, endDate: null }
        : dates,
    sortField: (fields.sortField as Field | undefined) ?? spec.defaults.sortField,
    sortAsc: fields.sortAsc ?? spec.defaults.sortAsc,
    page: fields.page ?? 1,
    pageSize: offeredPageSize(fields.pageSize),
    filters: filters as ReportFilters<Shape, Filter>,
  };
}

export function writeReportState<Shape extends ReportShape, Field extends string, Filter extends keyof Shape & string>(
  spec: ReportStateSpec<Shape, Field, Filter>,
  state: ReportState<Shape, Field, Filter>,
): URLSearchParams {
  const params = new URLSearchParams();
  const { dates } = state;
  if (dates.date === 'custom' && !dates.startDate && !dates.endDate) params.set('range', 'custom');
  writeDateChoice(params, dates);
  for (const [key, value] of Object.entries(state.filters)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null) params.append(key, String(one));
    }
  }
  return writeSortAndPage(params, state, spec.defaults);
}

/** The report's API query: dates (a range typed backwards is left out until it is fixed), order, page, filters. */
export function reportQueryOf<Shape extends ReportShape, Field extends string, Filter extends keyof Shape & string>(
  state: ReportState<Shape, Field, Filter>,
) {
  const { datePreset, startDate, endDate } = dateChoiceQuery(state.dates);
  const backwards = Boolean(startDate && endDate && startDate > endDate);
  return {
    ...(datePreset ? { datePreset } : {}),
    ...(startDate && !backwards ? { startDate } : {}),
    ...(endDate && !backwards ? { endDate } : {}),
    sortField: state.sortField,
    sortAsc: state.sortAsc,
    page: state.page,
    pageSize: state.pageSize,
    ...state.filters,
  };
}

/** Whether a date or a filter of the report's narrows it. */
export const isReportFiltered = (state: { dates: DateChoiceState; filters: object }) =>
  state.dates.date !== 'all' || Object.keys(state.filters).length > 0;
