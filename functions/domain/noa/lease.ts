import { noaLeaseMinutes } from '#shared/constants/noa-processing.ts';
import type { DocumentLease, NoaDocument } from './document.ts';

/** A person working documents (a lease needs someone to hold it, never the portal). */
export type Worker = { userId: number; name: string | null };

/** The lease still running at `now`, if any. */
export function liveLease(document: Pick<NoaDocument, 'lease'>, now: Date): DocumentLease | null {
  return document.lease && now.toISOString() < document.lease.until ? document.lease : null;
}

/** Someone else holds a running lease on the document: the worker may not take or change it. */
export function isHeldByOther(document: Pick<NoaDocument, 'lease'>, userId: number, now: Date): boolean {
  const lease = liveLease(document, now);
  return lease !== null && lease.userId !== userId;
}

/** A lease for the worker from `now` (shared/constants/noa-processing.ts says how long and why). */
export function leaseFor(worker: Worker, now: Date): DocumentLease {
  return { ...worker, until: new Date(now.getTime() + noaLeaseMinutes * 60_000).toISOString() };
}

/**
 * The document taken by the worker (a lease from now, the step in its history), or null while
 * another person's lease runs. Taking one the worker already holds renews it without a new step.
 */
export function takeDocument(document: NoaDocument, worker: Worker, now: Date): NoaDocument | null {
  if (isHeldByOther(document, worker.userId, now)) return null;
  const renewing = liveLease(document, now)?.userId === worker.userId;
  return {
    ...document,
    lease: leaseFor(worker, now),
    history: renewing
      ? document.history
      : [
          ...document.history,
          {
            event: 'taken',
            from: document.status,
            to: document.status,
            at: now.toISOString(),
            byUserId: worker.userId,
            byName: worker.name,
            actionCode: null,
          },
        ],
  };
}
