import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payorHighwayAlertCalls } from '#shared/contracts/payor-highway-alerts.ts';
import { callApi } from '#web/lib/api-call.ts';
import { highwayAlertsKey } from './get-alerts.ts';

export type AlertEnd = 'clear' | 'ignore';

/**
 * `PUT payor/highway_alerts/{id}/clear` or `…/ignore`: the alert ends and its invoices go back to
 * Pending. Whatever the outcome, the alerts reload (and the invoice lists, which other pages read).
 */
export function useEndAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, end }: { id: number; end: AlertEnd }) =>
      callApi(payorHighwayAlertCalls[end], { params: { id } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: highwayAlertsKey }),
        queryClient.invalidateQueries({ queryKey: ['payor-invoices'] }),
      ]);
    },
  });
}

/** `POST payor/highway_alerts/checks`: checks the carrier again; its alert records the results. */
export function useRecheckCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payeeRelationshipId: number) =>
      callApi(payorHighwayAlertCalls.recheck, { body: { payeeRelationshipId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: highwayAlertsKey }),
  });
}
