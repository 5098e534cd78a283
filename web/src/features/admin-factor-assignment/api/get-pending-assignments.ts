import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminFactorAssignmentCalls } from '#shared/contracts/admin-factor-assignments.ts';
import { callApi } from '#web/lib/api-call.ts';
import { factorAssignmentKey } from './query-keys.ts';

/** `GET admin/factor_assignments`: the proposals waiting for a decision, the longest waiting first. */
export const pendingAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: [...factorAssignmentKey, 'pending'],
    queryFn: ({ signal }) => callApi(adminFactorAssignmentCalls.pending, {}, { signal }),
  });

export function usePendingAssignments() {
  return useQuery(pendingAssignmentsQueryOptions());
}
