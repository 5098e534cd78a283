/*
 * When a bill in `sent` counts as stranded: its resubmit message was sent (or should have been)
 * long enough ago that, had the message been alive, the worker would have handled it. Every bill
 * moved to `sent` gets a marker in the same transaction, and the worker's move out of `sent`
 * deletes it in the same transaction (functions/repositories/bill-sent-markers.ts), so a marker
 * outliving the queue's visibility window means the message was lost (a local queue's memory, a
 * crash between the move and the send) or is going round the dead-letter path. Sending the message
 * again is harmless: the worker moves only bills still in `sent`.
 */

/**
 * The resubmit queue's visibility timeout (infra/definitions/queues.ts, which the functions do
 * not import; test/unit/domain/sent-markers.test.ts fails when the two differ). A message received
 * and not deleted is visible again after it, so a live message is handled, or visible again, within
 * this window of being sent.
 */
export const resubmitVisibilityTimeoutSeconds = 180;

/** How often the sweeper runs (EventBridge deployed, a timer under `npm start`). */
export const sentSweepIntervalMinutes = 1;

/**
 * Each sweep that re-queues a bill doubles the wait before the next one, up to this many
 * doublings (180 s · 2^5 = 96 minutes): a bill whose message keeps failing (it is in the dead-letter
 * queue, which alarms) is not sent again every minute.
 */
export const maxSweepBackoffDoublings = 5;

/** The timing a marker keeps: when its bill's message was last sent, and how often the sweeper re-sent it. */
export type SentMarkerTiming = {
  /** ISO time the bill's message was last sent (the move to `sent`, or the last re-queue). */
  queuedAt: string;
  /** How many times a sweep re-queued it since the bill moved to `sent`. */
  requeues: number;
};

const windowMs = resubmitVisibilityTimeoutSeconds * 1000;

/** When the sweeper will next re-queue the marker's bill: one window after it was queued, doubled per re-queue. */
export function sweepDueAt(marker: SentMarkerTiming): Date {
  const doublings = Math.min(Math.max(0, marker.requeues), maxSweepBackoffDoublings);
  return new Date(Date.parse(marker.queuedAt) + windowMs * 2 ** doublings);
}

/** Whether the sweeper re-queues the marker's bill now: strictly older than its due time. */
export function isDueForSweep(marker: SentMarkerTiming, now: Date): boolean {
  return now.getTime() > sweepDueAt(marker).getTime();
}

/** The markers a sweep at `now` re-queues, longest waiting first. */
export function dueForSweep<M extends SentMarkerTiming>(markers: readonly M[], now: Date): M[] {
  return markers
    .filter((marker) => isDueForSweep(marker, now))
    .sort((a, b) => sweepDueAt(a).getTime() - sweepDueAt(b).getTime());
}

/**
 * Whether a carrier resubmitting a bill in `sent` has it queued again rather than answered
 * "already queued": its message was last sent more than one window ago (no backoff: someone asked).
 * `queuedAt` of a bill in `sent` without a marker (moved there before markers existed) is the
 * bill's last change.
 */
export function isStrandedForResubmission(queuedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(queuedAt) > windowMs;
}
