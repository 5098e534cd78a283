import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { MaintenancePage } from '#web/components/status-pages/maintenance-page.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { healthStatusQueryOptions, useHealthStatus } from '../api/use-health-status.ts';

function isServiceUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503;
}

/**
 * Shows the maintenance page instead of the app while the health check fails (seeds 000 §2.7).
 * It checks once at start, and again whenever a query or mutation gets a 503. The app renders
 * meanwhile, so a healthy start costs nothing.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: health } = useHealthStatus();

  useEffect(() => {
    const recheck = () => void queryClient.refetchQueries({ queryKey: healthStatusQueryOptions().queryKey });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isServiceUnavailable(event.action.error)) {
        recheck();
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isServiceUnavailable(event.action.error)) {
        recheck();
      }
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  return health === 'unavailable' ? <MaintenancePage /> : children;
}
