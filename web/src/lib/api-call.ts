import type {
  ApiCall,
  CallAnswer,
  CallInput,
  CallNeedsIfMatch,
  CallQuery,
  CallTakesIdempotencyKey,
} from '#shared/api/contract.ts';
import { apiRoots, fillPath } from '#shared/api/paths.ts';
import { exportJobCalls } from '#shared/contracts/export-jobs.ts';
import { type Api, apiRequest, fileQueryOf, type RequestOptions } from './api-client.ts';
import { noteExportJobStarted } from './export-jobs.ts';
import type { Query } from './query-string.ts';

/** How a call is sent, beyond what it carries: cancellation, retries without repeats, versions. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'idempotencyKey' | 'ifMatch'>;

/**
 * The options a call takes: a change to a versioned object must name the version it was made on
 * (`ifMatch`, else the API answers 428), and only a call that reads them takes an `ifMatch` or an
 * `idempotencyKey` (one sent to another call would protect nothing).
 */
export type CallOptionsOf<C extends ApiCall> = Pick<CallOptions, 'signal'> &
  (CallNeedsIfMatch<C> extends true ? { ifMatch: number } : { ifMatch?: never }) &
  (CallTakesIdempotencyKey<C> extends true ? { idempotencyKey?: string } : { idempotencyKey?: never });

/** The options argument: required where the call needs its version, else optional. */
type OptionsArgument<C extends ApiCall> =
  CallNeedsIfMatch<C> extends true ? [options: CallOptionsOf<C>] : [options?: CallOptionsOf<C>];

const methods = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' } as const;

function pathOf(call: ApiCall, params: Record<string, string | number> | undefined): string {
  return params ? fillPath(call.path, params) : call.path;
}

/**
 * Calls a shared API call (shared/contracts): its path parameters, query and body are typed by the
 * schemas the API validates with, and the answer by the schema it answers with.
 */
export function callApi<C extends ApiCall>(
  call: C,
  input: CallInput<C>,
  ...[options]: OptionsArgument<C>
): Promise<CallAnswer<C>> {
  const params = input.params as Record<string, string | number> | undefined;
  return apiRequest<CallAnswer<C>>(call.api, pathOf(call, params), {
    ...(options as CallOptions | undefined),
    method: methods[call.method],
    query: input.query as Query | undefined,
    body: input.body,
  });
}

/**
 * The whole list of a list call as a file (its export, `exportReport=true`), made in the background
 * (issue 14): this starts an export job and resolves once it is started; the downloads tray shows
 * its progress and hands the file over. Every list export goes this way, small ones too: one path
 * for the user (a small file arrives within a second or two and still comes straight down while
 * they are on the page), and a list that grows long never meets the request's time limit.
 */
export function downloadList<C extends ApiCall>(
  call: C & { query: NonNullable<ApiCall['query']> },
  query: CallQuery<C>,
  fallbackName: string,
): Promise<void> {
  return exportFile(call.api, call.path, query as Query, fallbackName);
}

/**
 * A report's file (an API path with `exportReport=true`, or one always answered with a file) made
 * by an export job, as `downloadList` makes a list's. Files of one record (a statement's or a
 * payout's PDF, a claim letter) are small and bounded and still come straight down (`apiDownload`).
 */
export async function exportFile(api: Api, path: string, query: Query, fallbackName: string): Promise<void> {
  const { job } = await callApi(
    exportJobCalls.create,
    { body: { path: `${apiRoots[api]}${path}`, query: fileQueryOf(api, query), fileName: fallbackName } },
    { idempotencyKey: crypto.randomUUID() },
  );
  noteExportJobStarted(job.id, window.location.pathname);
}
