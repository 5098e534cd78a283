import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls } from '#shared/contracts/users.ts';
import { callApi } from '#web/lib/api-call.ts';

export function getUser(id: number, signal?: AbortSignal) {
  return callApi(userCalls.details, { params: { id } }, { signal });
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['users', id], queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: number) {
  return useQuery({ ...userQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
