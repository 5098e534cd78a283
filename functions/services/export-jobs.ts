import { createHash, randomBytes } from 'node:crypto';
import { exportPath } from '#infra/definitions/export-routing.ts';
import { ExportJobState } from '#shared/enums/export-job-state.ts';
import type { AccessCaller } from '#shared/permissions/route-access.ts';
import { accessGranted } from '#shared/permissions/route-access.ts';
import { type ExportJob, type ExportJobBody, exportJobLimits } from '#shared/schemas/export-jobs.ts';
import { fileQueryOf, searchOf, targetOf } from '../domain/export-jobs/targets.ts';
import { logger } from '../lib/logger.ts';
import { presignExportFileDownload } from '../repositories/export-files.ts';
import { sendExportJobMessage } from '../repositories/export-job-queue.ts';
import {
  createExportJob,
  type ExportJobRecord,
  getExportJob,
  listExportJobs,
  markExportJobFailed,
  requeueExportJob,
} from '../repositories/export-jobs.ts';
import { exportTargets } from './export-targets.ts';

/** How long a download link works: long enough to click it, short enough not to be shared around. */
export const downloadLinkSeconds = 300;

export type ExportCaller = {
  userId: number;
  companyId: number;
  access: NonNullable<AccessCaller>;
  language: string;
};

/** A message key of the server's words, in the caller's language when a job is answered. */
export type Translate = (key: string) => string;

/**
 * A job's id: derived from the Idempotency-Key (so the same create again finds the same job), or
 * random without one. Either way it means nothing outside its user's partition.
 */
function jobIdOf(caller: ExportCaller, idempotencyKey: string | undefined): string {
  if (!idempotencyKey) return randomBytes(12).toString('base64url');
  return createHash('sha256')
    .update(`${caller.userId}:${caller.companyId}:${idempotencyKey}`)
    .digest('base64url')
    .slice(0, 22);
}

export type StartResult =
  | { kind: 'created' | 'repeated'; job: ExportJobRecord }
  | { kind: 'notAFile' }
  | { kind: 'forbidden' }
  | { kind: 'requestReused' };

/**
 * Starts a job for one of the exports API's files: the path and query the browser would send with
 * `exportReport=true`, moved as the edge moves it (infra/definitions/export-routing.ts), must be one
 * of the file routes, and the caller must be one whom that route lets have it. The job is stored,
 * then its message sent; should the send fail, the job is marked failed (the user can retry it).
 */
export async function startExportJob(
  caller: ExportCaller,
  body: ExportJobBody,
  idempotencyKey: string | undefined,
): Promise<StartResult> {
  const query = fileQueryOf(body.query);
  const search = new URLSearchParams(searchOf(query));
  const target = exportPath(body.path, true, search);
  const found = target ? targetOf(await exportTargets(), target) : null;
  if (!target || !found) return { kind: 'notAFile' };
  if (!accessGranted(found.access, caller.access)) return { kind: 'forbidden' };

  const result = await createExportJob(
    {
      jobId: jobIdOf(caller, idempotencyKey),
      userId: caller.userId,
      companyId: caller.companyId,
      exportPath: target,
      query,
      language: caller.language,
      fileName: body.fileName,
    },
    new Date(),
  );
  if (!result.created) {
    const same = result.job.exportPath === target && searchOf(result.job.query) === searchOf(query);
    return same ? { kind: 'repeated', job: result.job } : { kind: 'requestReused' };
  }
  return { kind: 'created', job: await enqueue(result.job) };
}

/** Sends the job's message; a job whose message could not be sent is failed at once, never left queued. */
async function enqueue(job: ExportJobRecord): Promise<ExportJobRecord> {
  try {
    await sendExportJobMessage({ companyId: job.companyId, userId: job.userId, jobId: job.jobId });
    return job;
  } catch (error) {
    logger.error('Export job message not sent; the job is failed for its user to retry', { jobId: job.jobId, error });
    const failed = { key: 'errors.exportJob.failed' };
    await markExportJobFailed(job, failed, new Date().toISOString());
    return { ...job, state: ExportJobState.Failed, error: failed };
  }
}

export const findExportJob = (caller: ExportCaller, jobId: string) =>
  getExportJob(caller.userId, caller.companyId, jobId);

export const recentExportJobs = (caller: ExportCaller) =>
  listExportJobs(caller.userId, caller.companyId, exportJobLimits.listedJobs);

export type RetryResult = { kind: 'retried'; job: ExportJobRecord } | { kind: 'notFound' } | { kind: 'notFailed' };

/** A failed job made again: queued afresh and its message sent again. */
export async function retryExportJob(caller: ExportCaller, jobId: string): Promise<RetryResult> {
  const job = await findExportJob(caller, jobId);
  if (!job) return { kind: 'notFound' };
  const requeued = await requeueExportJob(job, new Date().toISOString());
  if (!requeued) return { kind: 'notFailed' };
  return { kind: 'retried', job: await enqueue(requeued) };
}

/** The job as its user sees it: a fresh short-lived link while it is ready, the failure in their words. */
export async function exportJobView(job: ExportJobRecord, t: Translate): Promise<ExportJob> {
  const ready = job.state === ExportJobState.Ready && job.objectKey !== null;
  const downloadUrl = ready
    ? await presignExportFileDownload({
        objectKey: job.objectKey as string,
        fileName: job.fileName,
        expiresInSeconds: downloadLinkSeconds,
      })
    : null;
  return {
    id: job.jobId,
    state: job.state,
    fileName: job.fileName,
    rowsRead: job.rowsRead,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    error:
      job.state !== ExportJobState.Failed || !job.error
        ? null
        : 'key' in job.error
          ? t(job.error.key)
          : job.error.message,
    downloadUrl,
    downloadExpiresInSeconds: downloadUrl ? downloadLinkSeconds : null,
  };
}
