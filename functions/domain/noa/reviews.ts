import type { ActionCode } from '#shared/enums/noa-document.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import type { AuditFinding, NoaDocument } from './document.ts';
import type { LoggedStep } from './queues.ts';

/** The days a report covers when none are asked: the last 30, today included. */
export const defaultReportDays = 30;

/** The first and last day (YYYY-MM-DD) of a report: as asked, else the 30 days up to `today`. */
export function reportDays(query: { from?: string | undefined; to?: string | undefined }, today: string) {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const start = new Date(Date.parse(`${to}T00:00:00Z`) - (defaultReportDays - 1) * 86_400_000);
  return { from: query.from ?? start.toISOString().slice(0, 10), to };
}

/** A finding with the document it was found on. */
export type DocumentFinding = AuditFinding & { documentId: number };

/** Every finding on `documents` made from `from` (inclusive) to `to` (exclusive), ISO instants. */
export function findingsBetween(documents: readonly NoaDocument[], from: string, to: string): DocumentFinding[] {
  const seen = new Set<number>();
  return documents
    .filter((d) => !seen.has(d.id) && seen.add(d.id))
    .flatMap((d) => d.auditFindings.map((finding) => ({ ...finding, documentId: d.id })))
    .filter((finding) => finding.at >= from && finding.at < to);
}

export type CoachableFigure = {
  processorId: number;
  processorName: string | null;
  processed: number;
  findings: number;
  /** Findings per document sent to audit, a whole percentage; null when none was sent. */
  findingRate: number | null;
  lastFindingAt: string | null;
};

/**
 * The coachable report: per processor, the documents they sent to audit in the range (from the
 * step log) and the findings audits returned to them (kept on the documents, with the processor's
 * name). Processors with findings first, the highest rate first.
 */
export function coachableFigures(
  steps: readonly LoggedStep[],
  findings: readonly DocumentFinding[],
): CoachableFigure[] {
  const people = new Map<number, { name: string | null; processed: number; findings: string[] }>();
  const person = (id: number, name: string | null) => {
    const found = people.get(id) ?? { name, processed: 0, findings: [] };
    found.name = name ?? found.name;
    people.set(id, found);
    return found;
  };
  for (const step of steps) {
    if (step.event === 'submitForAudit' && step.byUserId !== null) person(step.byUserId, step.byName).processed += 1;
  }
  for (const finding of findings) {
    if (finding.processorId !== null) person(finding.processorId, finding.processorName).findings.push(finding.at);
  }
  return [...people.entries()]
    .map(([processorId, p]) => ({
      processorId,
      processorName: p.name,
      processed: p.processed,
      findings: p.findings.length,
      findingRate: p.processed === 0 ? null : Math.round((p.findings.length / p.processed) * 100),
      lastFindingAt: p.findings.sort().at(-1) ?? null,
    }))
    .sort(
      (a, b) => b.findings - a.findings || (b.findingRate ?? 0) - (a.findingRate ?? 0) || a.processorId - b.processorId,
    );
}

/** A conflict resolved: the step that took the document out of ActionConflict, and the code it was raised with. */
export type ConflictResolutionStep = {
  documentId: number;
  raisedCode: ActionCode | null;
  resolvedAt: string;
  resolvedByName: string | null;
  resolvedTo: DocumentStatus;
  removalCode: ActionCode | null;
};

/**
 * The conflicts resolved among `steps` (each step out of ActionConflict), newest first, with the
 * code each was raised with, read from its document's history (the step before, into ActionConflict).
 */
export function conflictResolutions(
  steps: readonly (LoggedStep & { index: number })[],
  documents: ReadonlyMap<number, NoaDocument>,
): ConflictResolutionStep[] {
  return steps
    .filter((step) => step.from === DocumentStatus.ActionConflict && step.to !== DocumentStatus.ActionConflict)
    .map((step) => {
      const history = documents.get(step.documentId)?.history ?? [];
      const raised = history
        .slice(0, step.index)
        .findLast(
          (entry) => entry.to === DocumentStatus.ActionConflict && entry.from !== DocumentStatus.ActionConflict,
        );
      return {
        documentId: step.documentId,
        raisedCode: raised?.actionCode ?? null,
        resolvedAt: step.at,
        resolvedByName: step.byName,
        resolvedTo: step.to,
        removalCode: step.to === DocumentStatus.Removed ? step.actionCode : null,
      };
    })
    .sort((a, b) => b.resolvedAt.localeCompare(a.resolvedAt) || b.documentId - a.documentId);
}

/** The document was in ActionConflict at some step (the action conflicts' history may show it). */
export function wasInConflict(document: Pick<NoaDocument, 'history' | 'status'>): boolean {
  return (
    document.status === DocumentStatus.ActionConflict ||
    document.history.some((step) => step.to === DocumentStatus.ActionConflict)
  );
}
