import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorRelationshipCalls } from '#shared/contracts/payor-relationships.ts';
import { callApi } from '#web/lib/api-call.ts';

export const carrierQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['payor-relationships', 'details', id],
    queryFn: ({ signal }) => callApi(payorRelationshipCalls.details, { params: { id } }, { signal }),
  });

/** `GET payor/payee_relationships/{id}`: one of the payor's carriers. */
export function useCarrier(id: number) {
  return useQuery(carrierQueryOptions(id));
}
