/** Loads the browser's number and date data off the main thread (see intl-warmup.worker.ts). */
export function warmIntlOffMainThread(): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // A browser that refuses the worker builds the data on first use, as without it.
  }
}
