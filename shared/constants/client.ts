/**
 * Timing and retry behaviour of the web client (seeds 000 §4, §8 and §9, 001 §4 and §9). Session
 * timing lives in ./session.ts.
 */

/** After this long without an answer the client shows 'Heads up' (seeds 000 §8). */
export const requestTimeoutNoticeMs = 27_000;

/** Query cache defaults (seeds 000 §9): five minutes' life and staleness, no retries, no refetch on focus. */
export const queryCacheDefaults = {
  gcTimeMs: 5 * 60_000,
  staleTimeMs: 5 * 60_000,
  retry: false,
  refetchOnWindowFocus: false,
} as const;

/** How long a single item (a "show" page's record) stays cached (seeds 000 §9). */
export const showItemCacheMs = 5 * 60_000;

/** Default delay before a search box queries (seeds 000 §9). */
export const searchDebounceMs = 300;

/** Toasts hide themselves after this long (seeds 000 §4 and §9). */
export const toastAutoHideMs = 5_000;

/** Lazily loaded pages: retried twice 500 ms apart, the page reloads on the last failure (seeds 000 §8). */
export const lazyPageRetry = { retries: 2, delayMs: 500 } as const;

/** A code chunk that has not loaded after this long has failed (seeds 000 §8). */
export const chunkLoadTimeoutMs = 120_000;

/** Logout is retried once if it fails (seeds 000 §4). */
export const logoutRetries = 1;

/** Pending bank accounts are polled every 60 s, at most 3 times per list (seeds 000 §4, 001 §4). */
export const bankAccountStatusPolling = { intervalMs: 60_000, maxAttempts: 3 } as const;

/** Files are converted to Base64 in chunks of this many bytes (seeds 000 §9). */
export const base64ChunkBytes = 32_768;
