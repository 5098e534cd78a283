import type { Context } from 'hono';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { exportJobCalls } from '#shared/contracts/export-jobs.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { accessCallerOf } from '../../lib/http/access.ts';
import { type AppEnv, createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http/errors.ts';
import { requestLanguage, translator } from '../../lib/http/i18n.ts';
import {
  type ExportCaller,
  exportJobView,
  findExportJob,
  recentExportJobs,
  retryExportJob,
  startExportJob,
} from '../../services/export-jobs.ts';

const tags = ['Export jobs'];

function exportCaller(c: Context<AppEnv>): ExportCaller {
  const { auth } = c.var;
  return {
    userId: auth.user.id,
    companyId: auth.membership.companyId,
    access: accessCallerOf(auth),
    language: requestLanguage(c),
  };
}

/**
 * Files made in the background (issue 14): a job makes one of the exports API's files for its
 * user, as that route would answer them, and the export worker (functions/worker/export-jobs.ts)
 * stores it for a short-lived download link. Any signed-in user of any area may start one; the file
 * route's own access decides whether they may have that file.
 */
export const exportJobRoutes = createRouter()
  .openapi(
    routeOf(exportJobCalls.create, {
      tags,
      summary: 'Start making a file in the background',
      description:
        '`path` and `query` are those of the file request the portal would send with `exportReport=true` ' +
        '(paging is dropped: a file holds every match). A path that is no file of the exports API is a 400 ' +
        'on `path`; a caller the file route refuses gets 403. With an `Idempotency-Key` the same request ' +
        'again answers 200 with the same job; the key sent with another file is refused with 409.',
      answer: 'The job, queued',
      repeatAnswer: 'The job the same request started before',
      errors: [400, 401, 403, 409],
    }),
    async (c) => {
      const t = translator(c);
      const result = await startExportJob(
        exportCaller(c),
        c.req.valid('json'),
        c.req.valid('header')[idempotencyKeyHeader],
      );
      switch (result.kind) {
        case 'notAFile':
          throw badRequest('errors.exportJob.notAFile', { path: [] });
        case 'forbidden':
          throw forbidden();
        case 'requestReused':
          throw new HttpError(409, ErrorCode.Conflict, 'errors.exportJob.requestReused');
        case 'repeated':
          return c.json({ job: await exportJobView(result.job, t) }, 200);
        default:
          return c.json({ job: await exportJobView(result.job, t) }, 201);
      }
    },
  )
  .openapi(
    routeOf(exportJobCalls.list, {
      tags,
      summary: 'The signed-in user’s recent export jobs in their company, newest first',
      answer: 'The jobs (at most 20), each ready one with a fresh download link',
      errors: [401, 403],
    }),
    async (c) => {
      const t = translator(c);
      const jobs = await recentExportJobs(exportCaller(c));
      return c.json({ items: await Promise.all(jobs.map((job) => exportJobView(job, t))) }, 200);
    },
  )
  .openapi(
    routeOf(exportJobCalls.get, {
      tags,
      summary: 'An export job: its state, progress and, when ready, a short-lived download link',
      description: 'Another user’s or another company’s job answers 404, as an unknown one does.',
      answer: 'The job',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const job = await findExportJob(exportCaller(c), c.req.valid('param').id);
      if (!job) throw notFound();
      return c.json({ job: await exportJobView(job, translator(c)) }, 200);
    },
  )
  .openapi(
    routeOf(exportJobCalls.retry, {
      tags,
      summary: 'Make a failed export job’s file again',
      description: 'A job that has not failed answers 409; another user’s or company’s job 404.',
      answer: 'The job, queued again',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const result = await retryExportJob(exportCaller(c), c.req.valid('param').id);
      if (result.kind === 'notFound') throw notFound();
      if (result.kind === 'notFailed') throw new HttpError(409, ErrorCode.Conflict, 'errors.exportJob.notFailed');
      return c.json({ job: await exportJobView(result.job, translator(c)) }, 200);
    },
  );
