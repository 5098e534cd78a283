import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ExportJobState } from '#shared/enums/export-job-state.ts';
import { dynamo } from '../lib/aws-clients.ts';
import { putIfAbsentElseGet, updateIf, updateIfReturningItem } from './conditional-writes.ts';
import { keys, withoutKeys } from './keys.ts';
import { queryAll } from './paged-reads.ts';
import { epochSeconds, tableName } from './table.ts';

/** How long a job (and the link to its file) stays listed after it was started. */
const jobLifetimeSeconds = 7 * 24 * 3600;

/** An export job as stored: whose it is, what file it makes and where it is. */
export type ExportJobRecord = {
  jobId: string;
  userId: number;
  companyId: number;
  /** The exports API path the worker asks for (with its query), as the edge would route the file request. */
  exportPath: string;
  query: Record<string, string | string[]>;
  /** The language the file's words are in (the caller's when they started it). */
  language: string;
  fileName: string;
  state: ExportJobState;
  rowsRead: number;
  /** The stored file's object key once it is ready. */
  objectKey: string | null;
  /** Why it failed: a message key of the server's words, or the file route's own message. */
  error: { key: string } | { message: string } | null;
  /** Builds begun, retries by the user included. */
  attempts: number;
  createdAt: string;
  updatedAt: string;
  expiresAt: number;
};

const keyOf = (job: Pick<ExportJobRecord, 'userId' | 'companyId' | 'jobId'>) =>
  keys.exportJob(job.userId, job.companyId, job.jobId);

/**
 * Stores a new job unless one with its id exists (a repeated create: the id derives from the
 * Idempotency-Key), answering which one stands.
 */
export async function createExportJob(
  job: Pick<ExportJobRecord, 'jobId' | 'userId' | 'companyId' | 'exportPath' | 'query' | 'language' | 'fileName'>,
  now: Date,
): Promise<{ created: true; job: ExportJobRecord } | { created: false; job: ExportJobRecord }> {
  const record: ExportJobRecord = {
    ...job,
    state: ExportJobState.Queued,
    rowsRead: 0,
    objectKey: null,
    error: null,
    attempts: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: epochSeconds(now) + jobLifetimeSeconds,
  };
  const result = await putIfAbsentElseGet({ ...keyOf(job), ...record }, () =>
    getExportJob(job.userId, job.companyId, job.jobId),
  );
  return result.created ? { created: true, job: record } : { created: false, job: result.existing };
}

/** The job, or null when the user has none of that id in that company (or it has expired). */
export async function getExportJob(userId: number, companyId: number, jobId: string): Promise<ExportJobRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.exportJob(userId, companyId, jobId), ConsistentRead: true }),
  );
  if (!Item) return null;
  const job = withoutKeys(Item) as ExportJobRecord;
  return job.expiresAt > epochSeconds() ? job : null;
}

/** The user's jobs in the company, newest first, at most `limit`. */
export async function listExportJobs(userId: number, companyId: number, limit: number): Promise<ExportJobRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.exportJobPrefix(companyId) },
  });
  const now = epochSeconds();
  return items
    .map((item) => withoutKeys(item) as ExportJobRecord)
    .filter((job) => job.expiresAt > now)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
}

type JobKey = Pick<ExportJobRecord, 'userId' | 'companyId' | 'jobId'>;

/** Marks a queued (or retried) job as being made; false when it is ready or failed already. */
export function markExportJobBuilding(job: JobKey, at: string): Promise<boolean> {
  return updateIf({
    Key: keyOf(job),
    UpdateExpression: 'SET #state = :building, rowsRead = :zero, updatedAt = :at ADD attempts :one',
    ConditionExpression: 'attribute_exists(pk) AND #state IN (:queued, :building)',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':building': 'building',
      ':queued': 'queued',
      ':zero': 0,
      ':one': 1,
      ':at': at,
    },
  });
}

/** Records how many items the build has read so far (only while it is being made). */
export function recordExportJobProgress(job: JobKey, rowsRead: number, at: string): Promise<boolean> {
  return updateIf({
    Key: keyOf(job),
    UpdateExpression: 'SET rowsRead = :rows, updatedAt = :at',
    ConditionExpression: '#state = :building AND rowsRead < :rows',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':building': 'building', ':rows': rowsRead, ':at': at },
  });
}

/** The file is stored: the job is ready, under the file's own name. */
export function markExportJobReady(
  job: JobKey,
  file: { objectKey: string; fileName: string; rowsRead: number },
  at: string,
): Promise<boolean> {
  return updateIf({
    Key: keyOf(job),
    UpdateExpression:
      'SET #state = :ready, objectKey = :objectKey, fileName = :fileName, rowsRead = :rows, #error = :none, updatedAt = :at',
    ConditionExpression: '#state = :building',
    ExpressionAttributeNames: { '#state': 'state', '#error': 'error' },
    ExpressionAttributeValues: {
      ':ready': 'ready',
      ':building': 'building',
      ':objectKey': file.objectKey,
      ':fileName': file.fileName,
      ':rows': file.rowsRead,
      ':none': null,
      ':at': at,
    },
  });
}

/** The job failed for good (a refusal of the file route, or the worker's last attempt). */
export function markExportJobFailed(job: JobKey, error: NonNullable<ExportJobRecord['error']>, at: string) {
  return updateIf({
    Key: keyOf(job),
    UpdateExpression: 'SET #state = :failed, #error = :error, updatedAt = :at',
    ConditionExpression: '#state IN (:queued, :building)',
    ExpressionAttributeNames: { '#state': 'state', '#error': 'error' },
    ExpressionAttributeValues: {
      ':failed': 'failed',
      ':queued': 'queued',
      ':building': 'building',
      ':error': error,
      ':at': at,
    },
  });
}

/** A failed job queued again; null when it had not failed (another retry won, or it never failed). */
export function requeueExportJob(job: JobKey, at: string): Promise<ExportJobRecord | null> {
  return updateIfReturningItem<ExportJobRecord>({
    Key: keyOf(job),
    UpdateExpression: 'SET #state = :queued, #error = :none, rowsRead = :zero, updatedAt = :at',
    ConditionExpression: '#state = :failed',
    ExpressionAttributeNames: { '#state': 'state', '#error': 'error' },
    ExpressionAttributeValues: { ':queued': 'queued', ':failed': 'failed', ':none': null, ':zero': 0, ':at': at },
  });
}
