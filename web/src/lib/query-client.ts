import { QueryClient } from '@tanstack/react-query';
import { queryCacheDefaults } from '#shared/constants/client.ts';

/** Cache and stale times of 5 minutes, no retries, no refetch on focus (seeds 000 §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: queryCacheDefaults.gcTimeMs,
        staleTime: queryCacheDefaults.staleTimeMs,
        retry: queryCacheDefaults.retry,
        refetchOnWindowFocus: queryCacheDefaults.refetchOnWindowFocus,
      },
      mutations: { retry: false },
    },
  });
}
