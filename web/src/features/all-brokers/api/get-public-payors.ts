import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicPayorCalls } from '#shared/contracts/public-payors.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `GET payee/payors/name` of the public API: the brokers the all-brokers page lists, searched by name. */
export const publicPayorsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['public-payors', q],
    queryFn: () => callApi(publicPayorCalls.names, { query: { q } }),
    placeholderData: (previous) => previous,
  });

export function usePublicPayors(q: string) {
  return useQuery(publicPayorsQueryOptions(q));
}
