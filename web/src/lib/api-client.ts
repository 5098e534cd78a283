import { apiRoots, corePaths } from '#shared/api/paths.ts';
import { requestTimeoutNoticeMs } from '#shared/constants/client.ts';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { csrfHeaderName } from '#shared/constants/session.ts';
import { entityTagOf, ifMatchHeader } from '#shared/constants/versions.ts';
import { readErrorMessage, readFieldErrors } from './error-reader.ts';
import { type Query, toQueryString } from './query-string.ts';

export type Api = keyof typeof apiRoots;

/** A failed call: HTTP status (0 when there was no response), the text to show, and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string | null,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly code: string | null = null,
  ) {
    super(message ?? '');
  }
  /** True when the server said nothing usable: the UI shows 'Something went wrong.'. */
  get isGeneric(): boolean {
    return this.message === '';
  }
  /**
   * The object changed since it was loaded (an update's `If-Match` named an older version), or
   * another conflict with its current state: the form shows the message and reloads the object.
   */
  get isConflict(): boolean {
    // ErrorCode.Conflict (shared/schemas/api-error.ts), spelt out: that module brings zod along.
    return this.status === 409 && this.code === 'conflict';
  }
}

/** Whether a failure is a conflict with the object's current state (ApiError.isConflict). */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.isConflict;
}

export type ApiNotice = 'slow' | 'no-response';
type NoticeListener = (notice: ApiNotice) => void;
const noticeListeners = new Set<NoticeListener>();

/** Toasts subscribe here: 'slow' after 27 s ('Heads up'), 'no-response' ('Oops'). */
export function onApiNotice(listener: NoticeListener): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/**
 * The session's CSRF token, kept in memory only. It arrives with the login response and with
 * every token_expiration answer (the page asks for one when it loads).
 */
let csrfToken: string | null = null;
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Extra query parameters every call carries (the currency filter), supplied by the shell. */
let ambientQuery: (api: Api) => Query = () => ({});
export function setAmbientQuery(provider: (api: Api) => Query): void {
  ambientQuery = provider;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: a retried create then creates nothing twice. */
  idempotencyKey?: string;
  /**
   * The version of the object the user loaded (its `version`), sent as `If-Match: "v<version>"`:
   * every update of a bill, a user, a relationship or the restrictions must say which version it
   * was made on (428 without it); when the object changed since, the answer is 409 (isConflict).
   */
  ifMatch?: number;
};

const mutations = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function send(api: Api, path: string, options: RequestOptions, accept: string): Promise<Response> {
  const method = options.method ?? 'GET';
  const url = `${apiRoots[api]}${path}${toQueryString({ ...ambientQuery(api), ...options.query })}`;
  const headers: Record<string, string> = { accept };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (mutations.has(method) && csrfToken) headers[csrfHeaderName] = csrfToken;
  if (options.idempotencyKey) headers[idempotencyKeyHeader] = options.idempotencyKey;
  if (options.ifMatch !== undefined) headers[ifMatchHeader] = entityTagOf(options.ifMatch);
  const slow = setTimeout(() => {
    for (const listener of noticeListeners) listener('slow');
  }, requestTimeoutNoticeMs);
  try {
    return await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      for (const listener of noticeListeners) listener('no-response');
    }
    throw new ApiError(0, null);
  } finally {
    clearTimeout(slow);
  }
}

/** Calls whose 401 is an answer about credentials, not an expired session. */
const sessionlessPaths = new Set<string>([corePaths.login, corePaths.newToken, corePaths.logout]);

/**
 * A 401 on a mutation asks for a new token once and retries; when that fails too the page
 * reloads (seeds 000 §4), which sends the user to sign in.
 */
async function sendWithRenewal(api: Api, path: string, options: RequestOptions, accept: string): Promise<Response> {
  const response = await send(api, path, options, accept);
  const method = options.method ?? 'GET';
  if (response.status !== 401 || !mutations.has(method) || sessionlessPaths.has(path)) return response;
  const renewed = await send('core', corePaths.newToken, { method: 'POST' }, 'application/json');
  if (!renewed.ok) {
    window.location.reload();
    return response;
  }
  const timing = (await renewed.json()) as { csrfToken?: string };
  setCsrfToken(timing.csrfToken ?? null);
  return send(api, path, options, accept);
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A plain-text body is itself the message.
  }
  const code = body && typeof body === 'object' && 'code' in body ? String((body as { code: unknown }).code) : null;
  return new ApiError(response.status, readErrorMessage(body), readFieldErrors(body), code);
}

/** Calls an API path and returns its JSON body typed as `T` (the route's response schema type). */
export async function apiRequest<T>(api: Api, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendWithRenewal(api, path, options, 'application/json');
  if (!response.ok) throw await failure(response);
  // 204 No Content (a deletion that has nothing to say) has no body to parse.
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * A file request's query as the API would receive it (the shell's ambient query included, empty
 * values dropped, lists as repeated values), without paging: what an export job makes the file of.
 */
export function fileQueryOf(api: Api, query: Query): Record<string, string | string[]> {
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  const params = new URLSearchParams(toQueryString({ ...ambientQuery(api), ...rest }));
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return result;
}

/**
 * An export (`exportReport`): paging is dropped, the answer is a file saved under the name from
 * content-disposition, or `fallbackName`.
 */
export async function apiDownload(api: Api, path: string, query: Query, fallbackName: string): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  const response = await sendWithRenewal(api, path, { query: { ...rest, exportReport: true } }, '*/*');
  if (!response.ok) throw await failure(response);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = disposition.match(/filename\*=UTF-8''([^;]+)/i);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = disposition.match(/filename="?([^";]+)"?/i);
  return plain?.[1] ?? null;
}
