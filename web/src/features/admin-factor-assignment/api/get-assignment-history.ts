import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminFactorAssignmentCalls } from '#shared/contracts/admin-factor-assignments.ts';
import { callApi } from '#web/lib/api-call.ts';
import { factorAssignmentKey } from './query-keys.ts';

/** `GET admin/factor_assignments/history`: proposals and their decisions, newest first. */
export const assignmentHistoryQueryOptions = () =>
  queryOptions({
    queryKey: [...factorAssignmentKey, 'history'],
    queryFn: ({ signal }) => callApi(adminFactorAssignmentCalls.history, {}, { signal }),
  });

export function useAssignmentHistory() {
  return useQuery(assignmentHistoryQueryOptions());
}
