import type { SQSRecord } from 'aws-lambda';
import { exportJobQueueDefinition } from '#infra/definitions/queues.ts';
import { ExportJobState } from '#shared/enums/export-job-state.ts';
import { apiErrorSchema } from '#shared/schemas/api-error.ts';
import { type ExportJobMessage, exportJobMessageSchema } from '#shared/schemas/export-jobs.ts';
import { isLastAttempt, outcomeOf, retryDelaySeconds } from '../domain/export-jobs/outcome.ts';
import { searchOf } from '../domain/export-jobs/targets.ts';
import type { InProcessCaller } from '../lib/http/require-session.ts';
import { logger } from '../lib/logger.ts';
import { countingReads, type ReadCounter } from '../lib/read-progress.ts';
import { sqsWorker } from '../lib/sqs-worker.ts';
import { exportFileKey, storeExportFile } from '../repositories/export-files.ts';
import { retryExportJobSoon } from '../repositories/export-job-queue.ts';
import {
  type ExportJobRecord,
  getExportJob,
  markExportJobBuilding,
  markExportJobFailed,
  markExportJobReady,
  recordExportJobProgress,
} from '../repositories/export-jobs.ts';

/** The exports API as the worker calls it: in-process, with the job's user in the request's environment. */
export type ExportsApp = {
  request(url: string, init: RequestInit, env: InProcessCaller): Response | Promise<Response>;
};

/** How often the items read so far are written to the job while its file is made. */
const progressIntervalMs = 1000;

/** A build that failed in a way another attempt may fix: the queue retries it, then the DLQ takes it. */
export class ExportBuildFailed extends Error {
  override name = 'ExportBuildFailed';
}

function parseMessage(body: string): ExportJobMessage | null {
  try {
    const parsed = exportJobMessageSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function errorMessageOf(response: Response): Promise<string | null> {
  try {
    const parsed = apiErrorSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.message : null;
  } catch {
    return null;
  }
}

/**
 * Asks the exports API for the job's file as its user, counting the items its reads return and
 * writing that count to the job every second while it runs.
 */
async function requestFile(app: ExportsApp, job: ExportJobRecord, counter: ReadCounter): Promise<Response> {
  let written = 0;
  const flush = async () => {
    if (counter.itemsRead <= written) return;
    const rows = counter.itemsRead;
    await recordExportJobProgress(job, rows, new Date().toISOString()).catch((error: unknown) =>
      logger.warn('Export progress not recorded', { jobId: job.jobId, error }),
    );
    written = rows;
  };
  const timer = setInterval(() => void flush(), progressIntervalMs);
  try {
    const url = `http://exports.internal${job.exportPath}?${searchOf(job.query)}`;
    const caller: InProcessCaller = { exportJob: { userId: job.userId, companyId: job.companyId } };
    return await countingReads(counter, async () =>
      app.request(url, { headers: { 'accept-language': job.language } }, caller),
    );
  } finally {
    clearInterval(timer);
  }
}

/**
 * Brings a failed build's message back in a few seconds (the queue's backoff for this receive)
 * rather than at the end of the queue's visibility timeout (minutes). Should SQS refuse, that
 * timeout applies: the failure is reported all the same and the message stays on the queue.
 * Answers the seconds set, or null.
 */
async function retrySoon(
  record: SQSRecord,
  receiveCount: number,
  keys: Record<string, unknown>,
  queueUrl: string | undefined,
): Promise<number | null> {
  const seconds = retryDelaySeconds(receiveCount, exportJobQueueDefinition);
  try {
    await retryExportJobSoon(record.receiptHandle, seconds, queueUrl);
    return seconds;
  } catch (error) {
    logger.warn('Export job not brought back early; the queue’s visibility timeout applies', { ...keys, error });
    return null;
  }
}

/**
 * Makes one job's file: the exports API's own route answers it in-process for the job's user (so
 * the file is the bytes that route would send, and its access is checked again now), then the
 * file is stored and the job marked ready under the file's own name. A refusal of the route (any
 * 4xx) fails the job at once with the route's words; anything else is thrown for the queue to
 * retry, a few seconds later (its message's visibility shortened on `queueUrl`, the export job
 * queue unless told), and on the queue's last attempt the job is marked failed before the message
 * moves to the dead-letter queue, so the user sees it and can retry.
 */
export async function buildExportJob(app: ExportsApp, record: SQSRecord, queueUrl?: string): Promise<void> {
  const message = parseMessage(record.body);
  const receiveCount = Number(record.attributes.ApproximateReceiveCount);
  const keys = { messageId: record.messageId, receiveCount, ...(message ? { jobId: message.jobId } : {}) };
  if (!message) throw new ExportBuildFailed('Not an export job message');
  const job = await getExportJob(message.userId, message.companyId, message.jobId);
  if (!job || job.state === ExportJobState.Ready || job.state === ExportJobState.Failed) {
    logger.info('Export job gone or finished; nothing to make', keys);
    return;
  }
  if (!(await markExportJobBuilding(job, new Date().toISOString()))) return;
  try {
    const counter: ReadCounter = { itemsRead: 0 };
    const response = await requestFile(app, job, counter);
    const outcome = outcomeOf(response.status, response.headers, response.ok ? null : await errorMessageOf(response));
    if (outcome.kind === 'refused') {
      logger.info('Export refused by its file route', { ...keys, status: response.status });
      const error = outcome.message ? { message: outcome.message } : { key: 'errors.exportJob.failed' };
      await markExportJobFailed(job, error, new Date().toISOString());
      return;
    }
    if (outcome.kind === 'retry') throw new ExportBuildFailed(`The file route answered ${outcome.status}`);
    const objectKey = exportFileKey(job.companyId, job.userId, job.jobId);
    await storeExportFile(objectKey, new Uint8Array(await response.arrayBuffer()), outcome.contentType);
    await markExportJobReady(
      job,
      { objectKey, fileName: outcome.fileName ?? job.fileName, rowsRead: counter.itemsRead },
      new Date().toISOString(),
    );
    logger.info('Export file made', { ...keys, rowsRead: counter.itemsRead });
  } catch (error) {
    const last = isLastAttempt(receiveCount, exportJobQueueDefinition.maxReceiveCount);
    if (last) await markExportJobFailed(job, { key: 'errors.exportJob.failed' }, new Date().toISOString());
    const retryInSeconds = last ? null : await retrySoon(record, receiveCount, keys, queueUrl);
    logger.error('Export build failed; the message goes back to the queue', { ...keys, retryInSeconds, error });
    throw error;
  }
}

/**
 * The export job queue's handler over the exports API `app` (one record per batch; see queues.ts).
 * `queueUrl` is the queue it drains (the export job queue unless told: a test's own queue).
 */
export function exportJobWorker(app: ExportsApp, queueUrl?: string) {
  return sqsWorker((record) => buildExportJob(app, record, queueUrl));
}
