import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { payorHighwayAlertCalls } from '#shared/contracts/payor-highway-alerts.ts';
import { callApi } from '#web/lib/api-call.ts';

export type HighwayAlertsCallQuery = CallQuery<typeof payorHighwayAlertCalls.list>;

/** Every query of this feature starts with it, so ending an alert refreshes them all. */
export const highwayAlertsKey = ['payor-highway-alerts'] as const;

export const highwayAlertsQueryOptions = (query: HighwayAlertsCallQuery) =>
  queryOptions({
    queryKey: [...highwayAlertsKey, 'list', query],
    queryFn: ({ signal }) => callApi(payorHighwayAlertCalls.list, { query }, { signal }),
  });

/** The list keeps showing the previous page while the next one loads, so paging does not flash. */
export function useHighwayAlerts(query: HighwayAlertsCallQuery, enabled = true) {
  return useQuery({ ...highwayAlertsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}

export const highwayAlertQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...highwayAlertsKey, 'alert', id],
    queryFn: ({ signal }) => callApi(payorHighwayAlertCalls.details, { params: { id } }, { signal }),
  });

export function useHighwayAlert(id: number | null) {
  return useQuery({ ...highwayAlertQueryOptions(id ?? 0), enabled: id !== null });
}
