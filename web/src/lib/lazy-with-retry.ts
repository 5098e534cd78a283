import { chunkLoadTimeoutMs, lazyPageRetry } from '#shared/constants/client.ts';

const reloadMarker = 'lanepay_chunk_reload_at';
/** A reload this recent already failed to fix a missing chunk; another one would only loop. */
const reloadLoopWindowMs = 30_000;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function reloadedRecently(): boolean {
  const at = Number(sessionStorage.getItem(reloadMarker));
  return Number.isFinite(at) && Date.now() - at < reloadLoopWindowMs;
}

/**
 * Loads a lazy page (seeds 000 §8): an import that fails (a deploy replaced the chunk, or the
 * network dropped) is retried twice 500 ms apart; after the last failure the page reloads to pick
 * up the new build. An import still pending after 120 s counts as failed. When a reload just
 * happened and did not help, the error is thrown to the error page instead of reloading forever.
 */
export async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= lazyPageRetry.retries; attempt++) {
    if (attempt > 0) await wait(lazyPageRetry.delayMs);
    try {
      return await withTimeout(load(), chunkLoadTimeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  if (!reloadedRecently()) {
    sessionStorage.setItem(reloadMarker, String(Date.now()));
    window.location.reload();
    // The reload replaces the page; until it does, show the loading state rather than an error.
    return new Promise<T>(() => {});
  }
  throw lastError;
}
