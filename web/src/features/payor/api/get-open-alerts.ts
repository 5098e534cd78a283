import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorHighwayAlertCalls } from '#shared/contracts/payor-highway-alerts.ts';
import { AlertStatus } from '#shared/enums/alert.ts';
import { callApi } from '#web/lib/api-call.ts';
import { payorDashboardKey } from './dashboard-key.ts';

/** The alerts the card names; the count covers them all. */
export const alertsShown = 3;

/** `GET payor/highway_alerts`: the open ones (active, holding invoices, or expired still holding), newest first. */
export const openAlertsQueryOptions = () =>
  queryOptions({
    queryKey: [...payorDashboardKey, 'open-alerts'],
    queryFn: ({ signal }) =>
      callApi(
        payorHighwayAlertCalls.list,
        {
          query: {
            status: [AlertStatus.ActiveAlert, AlertStatus.HeldAlert, AlertStatus.HeldExpiredAlert],
            pageSize: alertsShown,
          },
        },
        { signal },
      ),
    staleTime: 0,
  });

/** Asked only of users who may open the highway alerts. */
export function useOpenAlerts(enabled: boolean) {
  return useQuery({ ...openAlertsQueryOptions(), enabled });
}
