/**
 * Where an export job is (issue 14): waiting for the worker, being made, ready to download, or
 * failed (the file route refused the request, or the worker gave up after its retries).
 */
export const ExportJobState = {
  Queued: 'queued',
  Building: 'building',
  Ready: 'ready',
  Failed: 'failed',
} as const;
export type ExportJobState = (typeof ExportJobState)[keyof typeof ExportJobState];
