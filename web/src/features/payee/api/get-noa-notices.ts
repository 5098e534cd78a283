import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeNoaNoticeCalls } from '#shared/contracts/payee-noa-notices.ts';
import { callApi } from '#web/lib/api-call.ts';

/**
 * `GET payee/noa_notices` for the dashboard's banner, under the notices page's own key
 * (['payee-noa-notices', 'list']), so a dispute made there takes the banner away here too.
 */
export const noaNoticesQueryOptions = () =>
  queryOptions({
    queryKey: ['payee-noa-notices', 'list'],
    queryFn: ({ signal }) => callApi(payeeNoaNoticeCalls.list, {}, { signal }),
  });

export function useNoaNotices(enabled: boolean) {
  return useQuery({ ...noaNoticesQueryOptions(), enabled });
}
