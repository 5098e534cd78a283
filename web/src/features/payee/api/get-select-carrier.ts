import { queryOptions, useQuery } from '@tanstack/react-query';
import { corePaths } from '#shared/api/paths.ts';
import type { SelectCarrier } from '#shared/schemas/payee-dashboard.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET payee/select_carrier`: the offer, or the membership, with the payors that qualify. */
export function getSelectCarrier(signal?: AbortSignal): Promise<SelectCarrier> {
  return apiRequest<SelectCarrier>('core', corePaths.payeeSelectCarrier, { signal });
}

export const selectCarrierQueryOptions = () =>
  queryOptions({
    queryKey: ['payee-dashboard', 'select-carrier'],
    queryFn: ({ signal }) => getSelectCarrier(signal),
    // Which invoices would move changes with elections made elsewhere: read again on every visit.
    staleTime: 0,
  });

export function useSelectCarrier(enabled = true) {
  return useQuery({ ...selectCarrierQueryOptions(), enabled });
}
