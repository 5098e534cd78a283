import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicPaths } from '#shared/api/paths.ts';
import type { PayorNamesResponse } from '#shared/schemas/public-payors.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getPublicPayors(q: string): Promise<PayorNamesResponse> {
  return apiRequest<PayorNamesResponse>('public', publicPaths.payorNames, { query: { q } });
}

export const publicPayorsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['public-payors', q],
    queryFn: () => getPublicPayors(q),
    placeholderData: (previous) => previous,
  });

export function usePublicPayors(q: string) {
  return useQuery(publicPayorsQueryOptions(q));
}
