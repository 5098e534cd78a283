import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeNoaNoticeCalls } from '#shared/contracts/payee-noa-notices.ts';
import { callApi } from '#web/lib/api-call.ts';
import { noaNoticesKey } from './get-notices.ts';

export const noaNoticeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...noaNoticesKey, 'notice', id],
    queryFn: ({ signal }) => callApi(payeeNoaNoticeCalls.details, { params: { id } }, { signal }),
  });

/** `GET payee/noa_notices/{id}`: one notice, with the version a dispute is made on. */
export function useNoaNotice(id: number) {
  return useQuery(noaNoticeQueryOptions(id));
}
