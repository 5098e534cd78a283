import { queryOptions, useQuery } from '@tanstack/react-query';
import { exportJobCalls } from '#shared/contracts/export-jobs.ts';
import type { ExportJob } from '#shared/schemas/export-jobs.ts';
import { callApi } from '#web/lib/api-call.ts';

/** How often the tray asks while a job is being made. */
export const exportPollMs = 1500;

export const isRunning = (job: Pick<ExportJob, 'state'>) => job.state === 'queued' || job.state === 'building';

export const exportJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['export-jobs'],
    queryFn: ({ signal }) => callApi(exportJobCalls.list, {}, { signal }),
    // Asked once when the frame opens (jobs left running in another visit), then only while one runs.
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => ((query.state.data?.items ?? []).some(isRunning) ? exportPollMs : false),
    refetchIntervalInBackground: true,
  });

/** The signed-in user's recent export jobs in their company, newest first; polled while one runs. */
export function useExportJobs() {
  return useQuery(exportJobsQueryOptions());
}
