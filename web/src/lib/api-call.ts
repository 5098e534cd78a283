import type { ApiCall, CallAnswer, CallInput, CallQuery } from '#shared/api/contract.ts';
import { fillPath } from '#shared/api/paths.ts';
import { apiDownload, apiRequest, type RequestOptions } from './api-client.ts';
import type { Query } from './query-string.ts';

/** How a call is sent, beyond what it carries: cancellation, retries without repeats, versions. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'idempotencyKey' | 'ifMatch'>;

/** A call made on a version (`ifMatch`) cannot be sent without it; any other call's options are optional. */
type OptionsOf<C extends ApiCall> = C['ifMatch'] extends true
  ? [options: CallOptions & { ifMatch: number }]
  : [options?: CallOptions];

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
  ...[options = {}]: OptionsOf<C>
): Promise<CallAnswer<C>> {
  const params = input.params as Record<string, string | number> | undefined;
  return apiRequest<CallAnswer<C>>(call.api, pathOf(call, params), {
    ...options,
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
