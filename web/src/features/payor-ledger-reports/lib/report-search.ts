import { DatePreset } from '#shared/enums/date-preset.ts';
import { type DateChoice, type DateChoiceState, dateChoiceQuery, readDateChoice } from '#web/lib/date-choice.ts';
import { isoDateParam, pageParams, sortParams, writePage } from '#web/lib/list-params.ts';

/**
 * A ledger report's state as the address bar holds it (dates, order, page), so a report can be
 * shared, reloaded and exported as shown. A typed range is kept as `range=custom` while its dates
 * are still being typed; the API gets the preset or the dates (the server resolves presets in
 * America/Chicago).
 */
export type ReportState<Field extends string> = {
  dates: DateChoiceState;
  page: number;
  pageSize: number;
  sortField: Field;
  sortAsc: boolean;
};

export type ReportDefaults<Field extends string> = { sortField: Field; sortAsc: boolean };

const presets = new Set<string>(Object.values(DatePreset));

export function readReportState<Field extends string>(
  params: URLSearchParams,
  fields: readonly Field[],
  defaults: ReportDefaults<Field>,
): ReportState<Field> {
  const preset = params.get('datePreset');
  const dates = readDateChoice({
    datePreset: preset && presets.has(preset) ? (preset as DatePreset) : undefined,
    startDate: isoDateParam(params.get('startDate')) ?? undefined,
    endDate: isoDateParam(params.get('endDate')) ?? undefined,
  });
  const custom = params.get('range') === 'custom' && dates.date === 'all';
  return {
    dates: custom ? { date: 'custom', startDate: null, endDate: null } : dates,
    ...pageParams(params),
    ...sortParams(params, fields, defaults),
  };
}

export function writeReportState<Field extends string>(
  state: ReportState<Field>,
  defaults: ReportDefaults<Field>,
): URLSearchParams {
  const params = new URLSearchParams();
  const { dates } = state;
  if (dates.date === 'custom') {
    params.set('range', 'custom');
    if (dates.startDate) params.set('startDate', dates.startDate);
    if (dates.endDate) params.set('endDate', dates.endDate);
  } else if (dates.date !== 'all') {
    params.set('datePreset', dates.date);
  }
  if (state.sortField !== defaults.sortField) params.set('sortField', state.sortField);
  if (state.sortAsc !== defaults.sortAsc) params.set('sortAsc', String(state.sortAsc));
  return writePage(params, state);
}

/** The report's API query (the shell's currency filter is added by the API client). */
export function reportQueryOf<Field extends string>(state: ReportState<Field>) {
  const { datePreset, startDate, endDate } = dateChoiceQuery(state.dates);
  const ordered = startDate && endDate && startDate > endDate;
  return {
    ...(datePreset ? { datePreset } : {}),
    ...(startDate && !ordered ? { startDate } : {}),
    ...(endDate && !ordered ? { endDate } : {}),
    page: state.page,
    pageSize: state.pageSize,
    sortField: state.sortField,
    sortAsc: state.sortAsc,
  };
}

/** Whether a date filter narrows the report. */
export const isFiltered = (state: ReportState<string>) => state.dates.date !== 'all';

/** The state after a column heading is chosen: the same column flips, another starts newest / largest first. */
export function sortChange<Field extends string>(state: ReportState<Field>, field: Field): Partial<ReportState<Field>> {
  return { sortField: field, sortAsc: field === state.sortField ? !state.sortAsc : false, page: 1 };
}

/** Dates a ledger report can take: what was recorded, never the future. */
export const pastDateChoices: readonly DateChoice[] = [
  'all',
  DatePreset.Last30Days,
  DatePreset.Last45Days,
  DatePreset.Last90Days,
  DatePreset.Last365Days,
  DatePreset.CurrentMonth,
  DatePreset.CurrentQuarter,
  'custom',
];
