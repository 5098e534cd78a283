import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { adminFactorAssignmentCalls } from '#shared/contracts/admin-factor-assignments.ts';
import { callApi } from '#web/lib/api-call.ts';
import { factorAssignmentKey } from './query-keys.ts';

type Query = CallQuery<typeof adminFactorAssignmentCalls.candidates>;

/** `GET admin/factor_assignments/relationships`: the held relationships, or one carrier's. */
export const candidatesQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: [...factorAssignmentKey, 'candidates', query],
    queryFn: ({ signal }) => callApi(adminFactorAssignmentCalls.candidates, { query }, { signal }),
  });

export function useCandidates(query: Query) {
  return useQuery(candidatesQueryOptions(query));
}
