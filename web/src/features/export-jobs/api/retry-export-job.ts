import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportJobCalls } from '#shared/contracts/export-jobs.ts';
import { callApi } from '#web/lib/api-call.ts';
import { exportJobsQueryOptions } from './get-export-jobs.ts';

/** Makes a failed job's file again; the list is asked again, and polls while it runs. */
export function useRetryExportJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(exportJobCalls.retry, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries(exportJobsQueryOptions()),
  });
}
