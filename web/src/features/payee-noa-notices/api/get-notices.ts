import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeNoaNoticeCalls } from '#shared/contracts/payee-noa-notices.ts';
import { callApi } from '#web/lib/api-call.ts';

/** Every query of this feature starts with it (the dashboard's banner reads the same key), so a dispute refreshes them all. */
export const noaNoticesKey = ['payee-noa-notices'] as const;

export const noaNoticesQueryOptions = () =>
  queryOptions({
    queryKey: [...noaNoticesKey, 'list'],
    queryFn: ({ signal }) => callApi(payeeNoaNoticeCalls.list, {}, { signal }),
  });

/** `GET payee/noa_notices`: the carrier's notices of assignment, newest first. */
export function useNoaNotices() {
  return useQuery(noaNoticesQueryOptions());
}
