import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorLoadCalls } from '#shared/contracts/payor-loads.ts';
import { callApi } from '#web/lib/api-call.ts';
import { payorLoadsKey } from './get-loads.ts';

/** `GET payor/loads/{id}`: the load with its invoices, bills and advance. */
export const payorLoadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...payorLoadsKey, 'load', id],
    queryFn: ({ signal }) => callApi(payorLoadCalls.details, { params: { id } }, { signal }),
  });

export function usePayorLoad(id: string) {
  return useQuery(payorLoadQueryOptions(id));
}
