/**
 * What one build of a job came to, from the file route's answer: the file, a refusal that another
 * attempt would meet again (any 4xx: the filters, the caller's access, a file too large), or a
 * failure worth retrying (5xx, a dependency that timed out).
 */
export type BuildOutcome =
  | { kind: 'file'; fileName: string | null; contentType: string }
  | { kind: 'refused'; message: string | null }
  | { kind: 'retry'; status: number };

export function outcomeOf(
  status: number,
  headers: { get(name: string): string | null },
  errorMessage: string | null,
): BuildOutcome {
  if (status >= 200 && status < 300) {
    return {
      kind: 'file',
      fileName: fileNameOf(headers.get('content-disposition')),
      contentType: headers.get('content-type') ?? 'application/octet-stream',
    };
  }
  if (status >= 400 && status < 500 && status !== 408 && status !== 429)
    return { kind: 'refused', message: errorMessage };
  return { kind: 'retry', status };
}

/** The file name of a Content-Disposition header (its UTF-8 form first), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = disposition.match(/filename\*=UTF-8''([^;]+)/i);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return disposition.match(/filename="?([^";]+)"?/i)?.[1] ?? null;
}

/** Whether this receive of a job's message is the queue's last before the dead-letter queue. */
export function isLastAttempt(receiveCount: number, maxReceiveCount: number): boolean {
  return receiveCount >= maxReceiveCount;
}

/** The export job queue's retry settings (infra/definitions/queues.ts `exportJobQueueDefinition`). */
export type RetryBackoff = {
  readonly retryBackoffSeconds: readonly number[];
  readonly visibilityTimeoutSeconds: number;
};

/**
 * How many seconds a job's message stays out of sight after this receive's build failed in a way
 * another attempt may fix: the queue's backoff step for the receive (1 the first step; past the
 * last step, the last), never longer than the queue's own visibility timeout, which applies anyway
 * when nothing shortens it. A receive count that is not a positive integer counts as the first.
 */
export function retryDelaySeconds(receiveCount: number, queue: RetryBackoff): number {
  const steps = queue.retryBackoffSeconds;
  const receive = Number.isInteger(receiveCount) && receiveCount > 1 ? receiveCount : 1;
  const step = steps[Math.min(receive, steps.length) - 1] ?? queue.visibilityTimeoutSeconds;
  return Math.min(step, queue.visibilityTimeoutSeconds);
}
