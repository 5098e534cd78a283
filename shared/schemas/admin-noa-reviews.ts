import * as z from 'zod';
import { ActionCode, DocumentStatus } from '../enums/noa-document.ts';
import { isoDateSchema } from '../validation/date.ts';
import { noaDocumentRowSchema, noaQueueDocumentSchema } from './admin-noa-queues.ts';
import { listQuerySchema, pageSchema } from './list-query.ts';

/**
 * The staff's NOA review screens (seeds 001 §2 NOA routes): documents to split (ops managers), the
 * coachable report (audit findings per processor), the history of resolved action conflicts and
 * the documents pending a letter-of-release designation.
 */

const documentStatusSchema = z.union(
  Object.values(DocumentStatus).map((id) => z.literal(id)),
  { error: 'validation.invalid' },
);
const actionCodeSchema = z.union(
  Object.values(ActionCode).map((id) => z.literal(id)),
  { error: 'validation.invalid' },
);

/** At most this many parts from one document (the parts and the original are one transaction). */
export const maxNoaSplitParts = 10;
/** The widest date range a report reads: each day is one read of the step log. */
export const maxNoaReportDays = 92;

const pageNumber = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(1000, { error: 'validation.invalid' });

/**
 * `POST admin/noa/split_noas/{id}`: the parts, each a run of pages; together they take every page
 * once, in order (checked against the document: `errors.noa.splitPages`).
 */
export const noaSplitSchema = z
  .object({
    parts: z
      .array(z.object({ firstPage: pageNumber, lastPage: pageNumber }), { error: 'validation.required' })
      .min(2, { error: 'errors.noa.splitTwoParts' })
      .max(maxNoaSplitParts, { error: 'errors.noa.splitTooManyParts' }),
  })
  .meta({ id: 'NoaSplit' });
export type NoaSplit = z.infer<typeof noaSplitSchema>;

/** The split document (Deprecated) and the documents made of its parts, in page order. */
export const noaSplitResultSchema = z
  .object({ document: noaQueueDocumentSchema, partIds: z.array(z.number().int()) })
  .meta({ id: 'NoaSplitResult' });
export type NoaSplitResult = z.infer<typeof noaSplitResultSchema>;

/** A range of days of America/Chicago (both ends included); the last 30 days when absent. */
const dateRangeShape = { from: isoDateSchema.optional(), to: isoDateSchema.optional() };
function rangeChecked(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (query.from && query.to && query.from > query.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'errors.invoice.endBeforeStart' });
  } else if (query.from && query.to && daysBetween(query.from, query.to) >= maxNoaReportDays) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'errors.noa.rangeTooLong' });
  }
}
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const noaDateRangeQuerySchema = z
  .object(dateRangeShape)
  .superRefine(rangeChecked)
  .meta({ id: 'NoaDateRangeQuery' });
export type NoaDateRangeQuery = z.infer<typeof noaDateRangeQuerySchema>;

/** `GET admin/noa/coachable_report`: per processor, documents sent to audit and findings returned. */
export const coachableReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    processors: z.array(
      z.object({
        processorId: z.number().int(),
        processorName: z.string().nullable(),
        /** Documents they sent to audit in the range. */
        processed: z.number().int(),
        /** Audit findings returned to them in the range. */
        findings: z.number().int(),
        /** Findings per document sent to audit, as a whole percentage (null when none sent). */
        findingRate: z.number().int().nullable(),
        lastFindingAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'NoaCoachableReport' });
export type CoachableReport = z.infer<typeof coachableReportSchema>;

/** `GET admin/noa/coachable_report/{id}`: one processor's findings in the range, newest first. */
export const coachableProcessorSchema = z
  .object({
    processorId: z.number().int(),
    processorName: z.string().nullable(),
    from: z.string(),
    to: z.string(),
    processed: z.number().int(),
    findings: z.array(
      z.object({
        documentId: z.number().int(),
        at: z.string(),
        auditorName: z.string().nullable(),
        code: actionCodeSchema,
        text: z.string(),
      }),
    ),
  })
  .meta({ id: 'NoaCoachableProcessor' });
export type CoachableProcessor = z.infer<typeof coachableProcessorSchema>;

/** `GET admin/noa/action_conflicts/history`: a range of days and a page. */
export const conflictHistoryQuerySchema = listQuerySchema
  .pick({ page: true, pageSize: true })
  .extend(dateRangeShape)
  .superRefine(rangeChecked)
  .meta({ id: 'NoaConflictHistoryQuery' });
export type ConflictHistoryQuery = z.infer<typeof conflictHistoryQuerySchema>;
export type ConflictHistoryQueryInput = z.input<typeof conflictHistoryQuerySchema>;

/** A conflict resolved: the document as it is now, the code it was raised with, and how it left. */
export const conflictHistoryRowSchema = noaDocumentRowSchema
  .extend({
    raisedCode: actionCodeSchema.nullable(),
    resolvedAt: z.string(),
    resolvedByName: z.string().nullable(),
    /** Where it went: back to processing (ReadyToProcess), Removed or Deprecated. */
    resolvedTo: documentStatusSchema,
    /** The reason it was removed with, when it was. */
    removalCode: actionCodeSchema.nullable(),
  })
  .meta({ id: 'NoaConflictHistoryRow' });
export type ConflictHistoryRow = z.infer<typeof conflictHistoryRowSchema>;
export const conflictHistoryPageSchema = pageSchema(conflictHistoryRowSchema)
  .extend({ from: z.string(), to: z.string() })
  .meta({ id: 'NoaConflictHistoryPage' });
export type ConflictHistoryPage = z.infer<typeof conflictHistoryPageSchema>;

/**
 * `POST admin/noa/pending_lor_designation/{id}/resolve`: the letter of release is designated, so
 * the document goes back to the processing queue (the model removes nothing from this status).
 */
export const lorDesignationSchema = z
  .object({ resolution: z.literal('returnToQueue', { error: 'validation.required' }) })
  .meta({ id: 'NoaLorDesignation' });
export type LorDesignation = z.infer<typeof lorDesignationSchema>;
