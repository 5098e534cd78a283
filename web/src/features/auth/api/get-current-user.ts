import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeCurrentUser } from './current-user-request.ts';

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['current-user'], queryFn: takeCurrentUser, staleTime: Number.POSITIVE_INFINITY });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
