import { queryOptions, useQuery } from '@tanstack/react-query';
import { payorPaymentCalls } from '#shared/contracts/payor-payments.ts';
import { callApi } from '#web/lib/api-call.ts';
import { payorDashboardKey } from './dashboard-key.ts';

/** `GET payor/draft_schedule`: the next draft per currency as the server works it out, and the last drafts. */
export const draftScheduleQueryOptions = () =>
  queryOptions({
    queryKey: [...payorDashboardKey, 'draft-schedule'],
    queryFn: ({ signal }) => callApi(payorPaymentCalls.draftSchedule, { query: {} }, { signal }),
    staleTime: 0,
  });

export function useDraftSchedule() {
  return useQuery(draftScheduleQueryOptions());
}
