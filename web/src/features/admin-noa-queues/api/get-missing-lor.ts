import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallQuery } from '#shared/api/contract.ts';
import { adminNoaQueueCalls } from '#shared/contracts/admin-noa-queues.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaQueuesKey } from './query-keys.ts';

/** `GET admin/noa/missing_lor`: NOAs waiting for the factor of record's letter of release. */
export const missingLorQueryOptions = (query: CallQuery<typeof adminNoaQueueCalls.missingLor>) =>
  queryOptions({
    queryKey: [...noaQueuesKey, 'missing-lor', query],
    queryFn: ({ signal }) => callApi(adminNoaQueueCalls.missingLor, { query }, { signal }),
  });

export function useMissingLor(query: CallQuery<typeof adminNoaQueueCalls.missingLor>) {
  return useQuery({ ...missingLorQueryOptions(query), placeholderData: keepPreviousData });
}
