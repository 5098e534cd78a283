import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiApp } from '#functions/lib/http/registered-apps.ts';
import { sendExportJobMessage } from '#functions/repositories/export-job-queue.ts';
import { createExportJob } from '#functions/repositories/export-jobs.ts';
import { runPayouts } from '#functions/services/payout-run.ts';
import { type ExportsApp, exportJobWorker } from '#functions/worker/export-jobs.ts';
import { exportJobQueueDefinition } from '#infra/definitions/queues.ts';
import { startSqsPoller } from '#infra/local/sqs-poller.ts';
import { apiRoots, corePaths, fillPath } from '#shared/api/paths.ts';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { Role } from '#shared/enums/role.ts';
import type { ApiError } from '#shared/schemas/api-error.ts';
import type { ExportJob } from '#shared/schemas/export-jobs.ts';
import { ApiSession } from '../../support/api-session.ts';
import { createUserWithMfa } from '../../support/fixtures.ts';
import { queueDepth, resubmitQueuePair, until } from '../../support/sqs-queues.ts';
import { exportRequest } from '../payee-invoices/invoice-fixtures.ts';
import { dueInvoice, json, type MoneyWorld, moneyWorld } from '../payor-money/money-fixtures.ts';

const year = new Date().getUTCFullYear();
const file1099 = { path: `${apiRoots.core}${corePaths.payorRelationship1099}`, query: { year: String(year) } };

const start = (session: ApiSession, body: unknown, key?: string) =>
  session.request('core', corePaths.exportJobs, {
    method: 'POST',
    json: body,
    ...(key ? { headers: { [idempotencyKeyHeader]: key } } : {}),
  });
const jobOf = async (response: Response) => (await json<{ job: ExportJob }>(response)).job;
const status = (session: ApiSession, id: string) => session.request('core', fillPath(corePaths.exportJob, { id }));

/** The workbook's rows as text, without its title line (which says when it was made). */
async function sheetRows(bytes: ArrayBuffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push(JSON.stringify(row.values)));
  return rows.filter((row) => !/\d{1,2}:\d{2}/.test(row));
}

let world: MoneyWorld;
let brokerUserId: number;
let stopWorker: () => Promise<void>;

beforeAll(async () => {
  world = await moneyWorld();
  // A paid invoice: the 1099 file has a row, and its reads items to count.
  await dueInvoice(world, { grossCents: 120_000, netCents: 120_000 });
  await runPayouts(new Date());
  brokerUserId = (await json<{ id: number }>(await world.broker.request('core', corePaths.currentUser))).id;
  // The export worker drains the stack's export job queue as `npm start` runs it.
  const queueUrl = String(process.env.EXPORT_JOB_QUEUE_URL);
  const poller = startSqsPoller({
    queueUrl,
    queueArn: 'arn:aws:sqs:us-east-1:000000000000:export_jobs',
    region: 'us-east-1',
    handler: exportJobWorker(await loadApiApp('exports')),
    batchSize: exportJobQueueDefinition.batchSize,
    functionName: 'export-jobs',
  });
  stopWorker = poller.stop;
});
afterAll(async () => stopWorker?.());

const readyJob = (session: ApiSession, id: string) =>
  until(
    async () => {
      const job = await jobOf(await status(session, id));
      return job.state === 'ready' || job.state === 'failed' ? job : undefined;
    },
    30_000,
    `export job ${id}`,
  );

describe('export jobs', () => {
  it('make the file its route makes, for its user, with progress and a short-lived link', async () => {
    const key = `job-${Date.now()}-a`;
    const created = await start(world.broker, { ...file1099, fileName: '1099.xlsx' }, key);
    expect(created.status).toBe(201);
    const job = await jobOf(created);
    expect(job).toMatchObject({ state: 'queued', fileName: '1099.xlsx', rowsRead: 0, downloadUrl: null, error: null });

    // The same request again is the same job; the key with another file is refused.
    const repeated = await start(world.broker, { ...file1099, fileName: '1099.xlsx' }, key);
    expect(repeated.status).toBe(200);
    expect((await jobOf(repeated)).id).toBe(job.id);
    const reused = await start(world.broker, { ...file1099, query: { year: '2001' }, fileName: '1099.xlsx' }, key);
    expect(reused.status).toBe(409);

    const ready = await readyJob(world.broker, job.id);
    expect(ready.state).toBe('ready');
    expect(ready.fileName).toMatch(new RegExp(`^relationship-1099-${year}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    expect(ready.rowsRead).toBeGreaterThan(0);
    expect(ready.downloadExpiresInSeconds).toBe(300);
    const download = await fetch(String(ready.downloadUrl));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const direct = await exportRequest(world.broker, `/core${corePaths.payorRelationship1099}?year=${year}`);
    expect(direct.status).toBe(200);
    expect(await sheetRows(await download.arrayBuffer())).toEqual(await sheetRows(await direct.arrayBuffer()));

    // The tray's list: the user's jobs in the company, newest first.
    const list = await json<{ items: ExportJob[] }>(await world.broker.request('core', corePaths.exportJobs));
    expect(list.items.map((item) => item.id)).toContain(job.id);
  });

  it('belong to their user and company: anyone else’s job id is 404, as an unknown one', async () => {
    const job = await jobOf(await start(world.broker, { ...file1099, fileName: '1099.xlsx' }));
    const colleague = await ApiSession.signIn(await createUserWithMfa(world.payor, [Role.PayorSubmission]));
    const other = await moneyWorld();
    for (const session of [colleague.session, other.broker, world.carrier]) {
      expect((await status(session, job.id)).status).toBe(404);
      const retry = await session.request('core', fillPath(corePaths.exportJobRetry, { id: job.id }), {
        method: 'POST',
      });
      expect(retry.status).toBe(404);
      const list = await json<{ items: ExportJob[] }>(await session.request('core', corePaths.exportJobs));
      expect(list.items.map((item) => item.id)).not.toContain(job.id);
    }
    expect((await status(world.broker, 'no-such-job-id')).status).toBe(404);
    expect((await status(world.broker, 'bad id!')).status).toBe(400);
    await readyJob(world.broker, job.id);
  });

  it('are refused to whom the file route refuses, and for paths that are no file', async () => {
    expect((await start(world.carrier, { ...file1099, fileName: '1099.xlsx' })).status).toBe(403);
    const notAFile = await start(world.broker, { path: `${apiRoots.core}/payor/nothing_here`, fileName: 'x.xlsx' });
    expect(notAFile.status).toBe(400);
    expect(Object.keys((await json<ApiError>(notAFile)).errors ?? {})).toEqual(['path']);
    for (const body of [
      {},
      { ...file1099 },
      { ...file1099, fileName: '' },
      { ...file1099, path: 'http://elsewhere.example/x', fileName: 'x' },
      { ...file1099, path: `${apiRoots.core}/../exports/x`, fileName: 'x' },
      { ...file1099, query: { year: 7 }, fileName: 'x' },
      { ...file1099, query: [], fileName: 'x' },
    ]) {
      const response = await start(world.broker, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('fail with the route’s own words when it refuses the request (no retry)', async () => {
    const job = await jobOf(await start(world.broker, { ...file1099, query: { year: 'abc' }, fileName: '1099.xlsx' }));
    const failed = await readyJob(world.broker, job.id);
    expect(failed.state).toBe('failed');
    expect(failed.error).toBeTruthy();
    expect(failed.downloadUrl).toBeNull();
  });
});

/** A 1099 job stored as the API stores it, its message not sent yet. */
async function storedJob(name: string) {
  const { job } = await createExportJob(
    {
      jobId: `${name}-${Date.now()}`,
      userId: brokerUserId,
      companyId: world.payor.id,
      exportPath: `${apiRoots.exports}/core${corePaths.payorRelationship1099}`,
      query: { year: String(year) },
      language: 'en',
      fileName: '1099.xlsx',
    },
    new Date(),
  );
  return job;
}

describe('a build that fails once', () => {
  it('is made on the second attempt seconds later, not after the queue’s visibility timeout', async () => {
    // A queue pair of this test's own with the export job queue's visibility timeout (six minutes),
    // drained by a worker whose file route answers 503 once, then as the exports API does.
    const job = await storedJob('flaky');
    const queues = await resubmitQueuePair(exportJobQueueDefinition.visibilityTimeoutSeconds);
    await sendExportJobMessage({ userId: job.userId, companyId: job.companyId, jobId: job.jobId }, queues.queueUrl);
    const exportsApp = await loadApiApp('exports');
    const attempts: number[] = [];
    const flaky: ExportsApp = {
      request: (url, init, env) => {
        attempts.push(Date.now());
        if (attempts.length === 1) {
          return new Response(JSON.stringify({ message: 'down', code: 'service_unavailable' }), { status: 503 });
        }
        return exportsApp.request(url, init, env);
      },
    };
    const poller = startSqsPoller({
      queueUrl: queues.queueUrl,
      queueArn: queues.queueArn,
      region: 'us-east-1',
      handler: exportJobWorker(flaky, queues.queueUrl),
      batchSize: 1,
      functionName: 'export-jobs',
    });
    try {
      const made = await until(
        async () => {
          const current = await jobOf(await status(world.broker, job.jobId));
          return current.state === 'ready' || current.state === 'failed' ? current : undefined;
        },
        20_000,
        `export job ${job.jobId} made on its second attempt`,
      );
      expect(made.state).toBe('ready');
    } finally {
      await poller.stop();
    }
    expect(attempts).toHaveLength(2);
    const [first = 0, second = 0] = attempts;
    expect((second - first) / 1000).toBeGreaterThanOrEqual(exportJobQueueDefinition.retryBackoffSeconds[0] - 1);
    expect((second - first) / 1000).toBeLessThan(15);
    expect(await queueDepth(queues.queueUrl)).toEqual({ visible: 0, inFlight: 0 });
  });
});

describe('a build that keeps failing', () => {
  it('is retried, then its message goes to the dead-letter queue and the job says it failed; its user may retry it', async () => {
    // A job whose message goes to a queue pair of this test's own (same redrive policy, 1 s
    // visibility) drained by a worker whose file route keeps failing. The worker is told a queue
    // that does not exist, so bringing the message back early fails each time: the failure is
    // reported all the same and the queue's own timeout brings the message back.
    const job = await storedJob('failing');
    const queues = await resubmitQueuePair(1);
    await sendExportJobMessage({ userId: job.userId, companyId: job.companyId, jobId: job.jobId }, queues.queueUrl);
    let calls = 0;
    const failing: ExportsApp = {
      request: () => {
        calls += 1;
        return new Response(JSON.stringify({ message: 'down', code: 'service_unavailable' }), { status: 503 });
      },
    };
    const poller = startSqsPoller({
      queueUrl: queues.queueUrl,
      queueArn: queues.queueArn,
      region: 'us-east-1',
      handler: exportJobWorker(failing, `${queues.queueUrl}-no-such-queue`),
      batchSize: 1,
      functionName: 'export-jobs',
    });
    try {
      await until(async () => ((await queueDepth(queues.deadLetterQueueUrl)).visible === 1 ? true : undefined), 30_000);
    } finally {
      await poller.stop();
    }
    expect(calls).toBe(exportJobQueueDefinition.maxReceiveCount);
    const failed = await jobOf(await status(world.broker, job.jobId));
    expect(failed).toMatchObject({ state: 'failed', error: 'The file could not be made. Please try again.' });

    // The user retries: queued again on the stack's queue, whose worker makes it.
    const retry = () =>
      world.broker.request('core', fillPath(corePaths.exportJobRetry, { id: job.jobId }), { method: 'POST' });
    const retried = await retry();
    expect(retried.status).toBe(200);
    expect((await jobOf(retried)).state).toBe('queued');
    expect((await readyJob(world.broker, job.jobId)).state).toBe('ready');
    expect((await retry()).status).toBe(409);
  });
});
