import { DatePreset } from '#shared/enums/date-preset.ts';

/**
 * A list's date filter as the address bar and the filters bar hold it: every date, a preset
 * (seeds 000 §9) or a typed range. Lists whose API takes `datePreset`, `startDate` and `endDate`
 * read and write it here; the report screens take the same three.
 */
export type DateChoice = DatePreset | 'all' | 'custom';

export type DateChoiceState = { date: DateChoice; startDate: string | null; endDate: string | null };

export const everyDate: DateChoiceState = { date: 'all', startDate: null, endDate: null };

/** Every choice, in the order the select offers them. */
export const allDateChoices: readonly DateChoice[] = ['all', ...Object.values(DatePreset), 'custom'];

/** Choices a date of what was recorded can take (a payment, a draft, a report's rows): never the future. */
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

type DateFields = { datePreset?: DatePreset | undefined; startDate?: string | undefined; endDate?: string | undefined };

/** The choice of a list query's fields: a preset wins; dates alone make a typed range. */
export function readDateChoice(fields: DateFields): DateChoiceState {
  const date: DateChoice = fields.datePreset ?? (fields.startDate || fields.endDate ? 'custom' : 'all');
  return {
    date,
    startDate: date === 'custom' ? (fields.startDate ?? null) : null,
    endDate: date === 'custom' ? (fields.endDate ?? null) : null,
  };
}

/** Writes a choice into the address bar, nothing for every date. */
export function writeDateChoice(params: URLSearchParams, state: DateChoiceState): URLSearchParams {
  if (state.date === 'custom') {
    if (state.startDate) params.set('startDate', state.startDate);
    if (state.endDate) params.set('endDate', state.endDate);
  } else if (state.date !== 'all') {
    params.set('datePreset', state.date);
  }
  return params;
}

/** The API query's fields of a choice (the server resolves presets in America/Chicago). */
export function dateChoiceQuery(state: DateChoiceState): DateFields {
  return {
    datePreset: state.date !== 'all' && state.date !== 'custom' ? state.date : undefined,
    startDate: state.date === 'custom' ? (state.startDate ?? undefined) : undefined,
    endDate: state.date === 'custom' ? (state.endDate ?? undefined) : undefined,
  };
}

export type DateChoiceChange = Pick<DateChoiceState, 'date'> & Partial<DateChoiceState>;

/** What a list's filters send when the date select changes: a preset or every date drops typed dates. */
export function dateChoiceChange(date: DateChoice): DateChoiceChange {
  return date === 'custom' ? { date } : { date, startDate: null, endDate: null };
}
