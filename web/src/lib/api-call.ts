import type {
  ApiCall,
  CallAnswer,
  CallInput,
  CallNeedsIfMatch,
  CallQuery,
  CallTakesIdempotencyKey,
} from '#shared/api/contract.ts';
import { fillPath } from '#shared/api/paths.ts';
import { apiDownload, apiRequest, type RequestOptions } from './api-client.ts';
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

/** The whole list of a list call as a file (its export, `exportReport=true`). */
export function downloadList<C extends ApiCall>(
  call: C & { query: NonNullable<ApiCall['query']> },
  query: CallQuery<C>,
  fallbackName: string,
): Promise<void> {
  return apiDownload(call.api, call.path, query as Query, fallbackName);
}
