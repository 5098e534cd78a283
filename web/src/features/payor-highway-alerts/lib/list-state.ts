import type { AlertStatus } from '#shared/enums/alert.ts';
import { highwayAlertListQuerySchema } from '#shared/schemas/payor-highway-alerts.ts';
import { offeredPageSize } from '#web/lib/list-params.ts';
import { readUrlFields } from '#web/lib/url-state.ts';
import type { HighwayAlertsCallQuery } from '../api/get-alerts.ts';

/** The list's state as the address bar holds it; `alert` is the alert open over the list. */
export type HighwayAlertsListState = {
  status: AlertStatus | null;
  page: number;
  pageSize: number;
  alert: number | null;
};

const alertParam = 'alert';

/** Reads the address bar with the API's own query schema; anything unreadable falls back to its default. */
export function readListState(params: URLSearchParams): HighwayAlertsListState {
  const fields = readUrlFields(highwayAlertListQuerySchema.shape, params);
  const alert = Number(params.get(alertParam));
  return {
    status: fields.status?.[0] ?? null,
    page: fields.page ?? 1,
    pageSize: offeredPageSize(fields.pageSize),
    alert: Number.isSafeInteger(alert) && alert > 0 ? alert : null,
  };
}

/** The query string of a state, leaving out what is at its default. */
export function writeListState(state: HighwayAlertsListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== null) params.set('status', String(state.status));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== offeredPageSize(undefined)) params.set('pageSize', String(state.pageSize));
  if (state.alert !== null) params.set(alertParam, String(state.alert));
  return params;
}

export function apiQueryOf(state: HighwayAlertsListState): HighwayAlertsCallQuery {
  return { page: state.page, pageSize: state.pageSize, ...(state.status !== null ? { status: [state.status] } : {}) };
}
