/**
 * Export jobs this tab started (issue 14), by id, with the page they were started on: the downloads
 * tray (features/export-jobs) follows them, and hands a finished file straight over when its user
 * is still on that page. Outside React, so the list exports (`downloadList`) can note a job without
 * knowing of the tray.
 */
const startedOn = new Map<string, string>();
const listeners = new Set<() => void>();

export function noteExportJobStarted(jobId: string, pathname: string): void {
  startedOn.set(jobId, pathname);
  for (const listener of listeners) listener();
}

/** The page a job was started on in this tab; undefined for a job started elsewhere or already handed over. */
export function exportJobStartedOn(jobId: string): string | undefined {
  return startedOn.get(jobId);
}

export function forgetExportJob(jobId: string): void {
  startedOn.delete(jobId);
}

export function onExportJobStarted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const handedOverKey = 'lanepay_exports_handed_over';

/**
 * The jobs whose file this tab has handed over (saved, or asked for by the user), kept for the tab's
 * life (sessionStorage: job ids only, nothing that grants anything), so a reload does not offer
 * them again as waiting.
 */
export function handedOverExportJobs(): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(handedOverKey) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function noteExportJobHandedOver(jobId: string): ReadonlySet<string> {
  // The newest 50 are plenty: the tray lists at most 20.
  const ids = [...handedOverExportJobs(), jobId].slice(-50);
  try {
    sessionStorage.setItem(handedOverKey, JSON.stringify(ids));
  } catch {
    // Storage refused (private mode, full): the tray remembers it until the page reloads.
  }
  return new Set(ids);
}

/** Saves a file from a link (a download link signed by the API) under the name it was served with. */
export function saveFileFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.click();
}
