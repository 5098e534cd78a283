import { calendarDateIn, parseDate } from '#shared/dates/calendar-date.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import type { DocumentHistoryEntry, NoaDocument } from './document.ts';

/**
 * What the staff's NOA queue screens work out of documents and their steps (seeds 001 §2 NOA
 * routes: metrics, pending factors, coachable report). Pure: the service reads, these decide.
 */

/** The statuses a document waits in for someone or something: the queues the metrics count. */
export const openStatuses: readonly DocumentStatus[] = [
  DocumentStatus.Uploaded,
  DocumentStatus.ReadyToConvert,
  DocumentStatus.PendingOcr,
  DocumentStatus.Converted,
  DocumentStatus.ConversionError,
  DocumentStatus.ConversionErrorNotified,
  DocumentStatus.ReadyToProcess,
  DocumentStatus.ReadyToAudit,
  DocumentStatus.ActionConflict,
  DocumentStatus.Deferred,
  DocumentStatus.DeferredAndNotified,
  DocumentStatus.RequestToSplit,
  DocumentStatus.PendingNewFactor,
  DocumentStatus.PendingLorValidation,
  DocumentStatus.PendingLorDesignation,
  DocumentStatus.PendingLorDesignationHighRisk,
  DocumentStatus.Held,
  DocumentStatus.FraudInvestigation,
];

const hourMs = 3_600_000;

/** When the document entered its present status: its last step, else its arrival. */
export function statusSince(document: Pick<NoaDocument, 'history' | 'receivedAt'>): string {
  return document.history.at(-1)?.at ?? document.receivedAt;
}

/** Whole hours from `since` to `now` (never negative). */
export function wholeHoursSince(since: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / hourMs));
}

export type QueueFigure = {
  status: DocumentStatus;
  count: number;
  oldestReceivedAt: string | null;
  oldestWaitingHours: number | null;
};

/** Each queue's size and how long its longest-waiting document has waited in that status. */
export function queueFigures(queues: ReadonlyMap<DocumentStatus, readonly NoaDocument[]>, now: Date): QueueFigure[] {
  return openStatuses.map((status) => {
    const documents = queues.get(status) ?? [];
    const waiting = documents.map(statusSince).sort();
    const oldestSince = waiting[0] ?? null;
    const oldestReceived = documents.map((d) => d.receivedAt).sort()[0] ?? null;
    return {
      status,
      count: documents.length,
      oldestReceivedAt: oldestReceived,
      oldestWaitingHours: oldestSince === null ? null : wholeHoursSince(oldestSince, now),
    };
  });
}

/** A step of some document, as the day's step log holds it. */
export type LoggedStep = DocumentHistoryEntry & { documentId: number };

export type ProcessorRate = {
  userId: number;
  name: string | null;
  processed: number;
  audited: number;
  activeHours: number;
  perHour: number;
};

/**
 * Documents per hour per processor over a set of steps: documents sent to audit, divided by the
 * clock hours in which the person took any step (a person who processed 12 documents between 9:00
 * and 10:59 did 6 an hour, whatever else the day held). Steps of the portal itself are left out.
 * Ordered by documents processed, most first.
 */
export function processorRates(steps: readonly LoggedStep[]): ProcessorRate[] {
  const byPerson = new Map<number, { name: string | null; processed: number; audited: number; hours: Set<string> }>();
  for (const step of steps) {
    if (step.byUserId === null) continue;
    const person = byPerson.get(step.byUserId) ?? { name: step.byName, processed: 0, audited: 0, hours: new Set() };
    person.name = step.byName ?? person.name;
    person.hours.add(step.at.slice(0, 13));
    if (step.event === 'submitForAudit') person.processed += 1;
    if (step.event === 'audit' || step.event === 'returnToProcessor') person.audited += 1;
    byPerson.set(step.byUserId, person);
  }
  return [...byPerson.entries()]
    .map(([userId, person]) => ({
      userId,
      name: person.name,
      processed: person.processed,
      audited: person.audited,
      activeHours: person.hours.size,
      perHour: Math.round((person.processed / person.hours.size) * 10) / 10,
    }))
    .sort((a, b) => b.processed - a.processed || a.userId - b.userId);
}

/** The instants a calendar day of America/Chicago starts and ends (end exclusive), as ISO strings. */
export function chicagoDayBounds(date: string): { from: string; to: string } {
  const startOf = (day: string) => {
    const [year, month, dayOfMonth] = parseDate(day);
    // Chicago is 5 (daylight time) or 6 hours behind UTC; its clocks change at 2:00, never at midnight.
    for (const offset of [5, 6]) {
      const instant = Date.UTC(year, month - 1, dayOfMonth, offset);
      if (calendarDateIn(new Date(instant)) === day && calendarDateIn(new Date(instant - 1)) !== day) return instant;
    }
    throw new Error(`No start of ${day} in America/Chicago`);
  };
  const [year, month, dayOfMonth] = parseDate(date);
  const next = new Date(Date.UTC(year, month - 1, dayOfMonth + 1)).toISOString().slice(0, 10);
  return { from: new Date(startOf(date)).toISOString(), to: new Date(startOf(next)).toISOString() };
}

/** Documents waiting for a factor not yet on the portal, grouped by the name they give it. */
export type PendingFactorGroup = {
  proposedFactorName: string;
  documentCount: number;
  oldestReceivedAt: string;
  documentIds: number[];
};

/** The name a waiting document gives its factor, as the groups compare it (case and spaces ignored). */
export function factorNameKey(name: string | null | undefined): string {
  return (name ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Groups documents in PendingNewFactor by the factor name reading proposed (a document without one
 * groups under the empty name), oldest group first, each group's documents oldest first.
 */
export function pendingFactorGroups(documents: readonly NoaDocument[]): PendingFactorGroup[] {
  const groups = new Map<string, NoaDocument[]>();
  for (const document of documents) {
    const key = factorNameKey(document.proposed?.factorName);
    groups.set(key, [...(groups.get(key) ?? []), document]);
  }
  return [...groups.values()]
    .map((members) => {
      const sorted = [...members].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id - b.id);
      const first = sorted[0] as NoaDocument;
      return {
        proposedFactorName: first.proposed?.factorName?.trim() ?? '',
        documentCount: sorted.length,
        oldestReceivedAt: first.receivedAt,
        documentIds: sorted.map((d) => d.id),
      };
    })
    .sort((a, b) => a.oldestReceivedAt.localeCompare(b.oldestReceivedAt));
}
