import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeDashboardCalls } from '#shared/contracts/payee-dashboard.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `GET payee/select_carrier`: the offer, or the membership, with the payors that qualify. */
export const selectCarrierQueryOptions = () =>
  queryOptions({
    queryKey: ['payee-dashboard', 'select-carrier'],
    queryFn: ({ signal }) => callApi(payeeDashboardCalls.selectCarrier, {}, { signal }),
    // Which invoices would move changes with elections made elsewhere: read again on every visit.
    staleTime: 0,
  });

export function useSelectCarrier(enabled = true) {
  return useQuery({ ...selectCarrierQueryOptions(), enabled });
}
