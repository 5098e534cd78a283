import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { payorPaymentCalls } from '#shared/contracts/payor-payments.ts';
import { callApi } from '#web/lib/api-call.ts';

export type PayorDraftsCallQuery = CallQuery<typeof payorPaymentCalls.drafts>;

export const payorDraftsQueryOptions = (query: PayorDraftsCallQuery) =>
  queryOptions({
    queryKey: ['payor-payments', 'drafts', query],
    queryFn: ({ signal }) => callApi(payorPaymentCalls.drafts, { query }, { signal }),
  });

/** The latest drafts of the payor's account (the payments list shows them above the payments). */
export function usePayorDrafts(query: PayorDraftsCallQuery) {
  return useQuery(payorDraftsQueryOptions(query));
}
