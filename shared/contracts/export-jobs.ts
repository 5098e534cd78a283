import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  exportJobAnswerSchema,
  exportJobBodySchema,
  exportJobListSchema,
  exportJobParamsSchema,
} from '../schemas/export-jobs.ts';
import { idempotencyHeadersSchema } from '../schemas/idempotency.ts';

/**
 * Files made in the background (issue 14): a job makes one of the files the exports API offers,
 * as its own route would for the same caller, and keeps it for a while to download. Any signed-in
 * user may start one; whether they may have that file is the file route's own access, checked when
 * the job is started (403) and again when it is made. A job is its user's in its company: another
 * user's or company's id answers 404.
 */
export const exportJobCalls = {
  /** 201 with the job; the same request again (its Idempotency-Key) answers 200 with the same job. */
  create: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.exportJobs,
    access: access.signedIn,
    headers: idempotencyHeadersSchema,
    body: exportJobBodySchema,
    status: 201,
    repeatStatus: 200,
    response: exportJobAnswerSchema,
  }),
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.exportJobs,
    access: access.signedIn,
    status: 200,
    response: exportJobListSchema,
  }),
  get: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.exportJob,
    access: access.signedIn,
    params: exportJobParamsSchema,
    status: 200,
    response: exportJobAnswerSchema,
  }),
  /** A failed job made again from the start; a job that has not failed answers 409. */
  retry: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.exportJobRetry,
    access: access.signedIn,
    params: exportJobParamsSchema,
    status: 200,
    response: exportJobAnswerSchema,
  }),
};
