import { DatePreset } from '#shared/enums/date-preset.ts';
import { payorPaymentsQuerySchema } from '#shared/schemas/payor-payments.ts';
import { offeredPageSize } from '#web/lib/list-params.ts';
import { readUrlFields } from '#web/lib/url-state.ts';
import type { PayorPaymentsCallQuery } from '../api/get-payments.ts';

/** The list's state as the address bar holds it, read with the API's own query schema. */
export type PayorPaymentsListState = {
  datePreset: DatePreset | null;
  drafted: boolean | null;
  draftId: string | null;
  page: number;
  pageSize: number;
};

export function readListState(params: URLSearchParams): PayorPaymentsListState {
  const fields = readUrlFields(payorPaymentsQuerySchema.shape, params);
  return {
    datePreset: fields.datePreset ?? null,
    drafted: fields.drafted ?? null,
    draftId: fields.draftId ?? null,
    page: fields.page ?? 1,
    pageSize: offeredPageSize(fields.pageSize),
  };
}

/** The query string of a state, leaving out what is at its default. */
export function writeListState(state: PayorPaymentsListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.datePreset) params.set('datePreset', state.datePreset);
  if (state.drafted !== null) params.set('drafted', String(state.drafted));
  if (state.draftId) params.set('draftId', state.draftId);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== offeredPageSize(undefined)) params.set('pageSize', String(state.pageSize));
  return params;
}

export function isFiltered(state: PayorPaymentsListState): boolean {
  return state.datePreset !== null || state.drafted !== null || state.draftId !== null;
}

/** The API query of a state (paid date, newest first; the currency filter is added by the client). */
export function apiQueryOf(state: PayorPaymentsListState): PayorPaymentsCallQuery {
  return {
    ...(state.datePreset ? { datePreset: state.datePreset } : {}),
    ...(state.drafted !== null ? { drafted: state.drafted } : {}),
    ...(state.draftId ? { draftId: state.draftId } : {}),
    page: state.page,
    pageSize: state.pageSize,
  };
}

export const datePresets = Object.values(DatePreset);
