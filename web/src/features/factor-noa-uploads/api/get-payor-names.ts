import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicPayorCalls } from '#shared/contracts/public-payors.ts';
import { callApi } from '#web/lib/api-call.ts';

/** `GET /public/api/v1/payee/payors/name?q=…`: the portal's payors by name, the debtors a factor may name. */
export const payorNamesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['factor-noa-uploads', 'payors', search.trim().toLowerCase()],
    queryFn: ({ signal }) => callApi(publicPayorCalls.names, { query: { q: search.trim() || undefined } }, { signal }),
  });

export function usePayorNames(search: string) {
  return useQuery({ ...payorNamesQueryOptions(search), placeholderData: keepPreviousData });
}
