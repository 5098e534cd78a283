/**
 * Export jobs this tab started (issue 14), by id, with the page they were started on: the downloads
 * tray (features/export-jobs) follows them, and hands a finished file straight over when its user
 * is still on that page. Outside React, so the list exports (`downloadList`) can note a job without
 * knowing of the tray.
 */
const startedOn = new Map<string, string>();
const listeners = new Set<() => void>();

/**
 * Job ids kept for the tab's life in sessionStorage (ids only, nothing that grants anything), so a
 * reload keeps what the tab asked for and handed over. The newest 50 are plenty: the tray lists 20.
 */
function storedIds(key: string): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function addStoredId(key: string, jobId: string): ReadonlySet<string> {
  const ids = [...storedIds(key), jobId].slice(-50);
  try {
    sessionStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // Storage refused (private mode, full): remembered until the page reloads.
  }
  return new Set(ids);
}

const startedKey = 'lanepay_exports_started';
const handedOverKey = 'lanepay_exports_handed_over';

export function noteExportJobStarted(jobId: string, pathname: string): void {
  startedOn.set(jobId, pathname);
  addStoredId(startedKey, jobId);
  for (const listener of listeners) listener();
}

/** Whether this tab asked for the job: files made on another visit or in another tab are not its to show. */
export function isExportJobOfThisTab(jobId: string): boolean {
  return startedOn.has(jobId) || storedIds(startedKey).has(jobId);
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

/** The jobs whose file this tab has handed over (saved, or asked for by the user). */
export function handedOverExportJobs(): ReadonlySet<string> {
  return storedIds(handedOverKey);
}

export function noteExportJobHandedOver(jobId: string): ReadonlySet<string> {
  return addStoredId(handedOverKey, jobId);
}

/** Saves a file from a link (a download link signed by the API) under the name it was served with. */
export function saveFileFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.click();
}
