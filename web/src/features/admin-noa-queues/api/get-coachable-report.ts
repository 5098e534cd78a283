import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { adminNoaReviewCalls } from '#shared/contracts/admin-noa-reviews.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `GET admin/noa/coachable_report`: per processor, documents sent to audit and findings returned. */
export const coachableReportQueryOptions = (query: CallQuery<typeof adminNoaReviewCalls.coachableReport>) =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'coachable-report', query],
    queryFn: ({ signal }) => callApi(adminNoaReviewCalls.coachableReport, { query }, { signal }),
  });

export function useCoachableReport(query: CallQuery<typeof adminNoaReviewCalls.coachableReport>) {
  return useQuery({ ...coachableReportQueryOptions(query), placeholderData: keepPreviousData });
}
