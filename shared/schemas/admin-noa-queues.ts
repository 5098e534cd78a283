import * as z from 'zod';
import { ActionCode, DocumentStatus } from '../enums/noa-document.ts';
import { isoDateSchema } from '../validation/date.ts';
import { multiLineText } from '../validation/text.ts';
import { idQuery, listQuerySchema, pageSchema } from './list-query.ts';

/**
 * The staff's NOA queue screens (seeds 001 §2 NOA routes): search, metrics, action conflicts,
 * pending new factors, missing letters of release, bulk removal. A document is one of the NOA or
 * LOR documents of functions/domain/noa/document.ts; staff see every document, whoever sent it.
 */

const documentStatusSchema = z.union(
  Object.values(DocumentStatus).map((id) => z.literal(id)),
  { error: 'validation.invalid' },
);
const actionCodeSchema = z.union(
  Object.values(ActionCode).map((id) => z.literal(id)),
  { error: 'validation.invalid' },
);

/**
 * The reasons staff give for removing a document: the seeds' conflict reasons (codes 1–11) and
 * Ignored. The others (split, fraud, conversion, new factor) are recorded by the portal's own moves.
 */
export const noaRemovalReasons = [
  ActionCode.MultipleCarriersListed,
  ActionCode.BrokerNotSpecified,
  ActionCode.InvalidSubmissionMethod,
  ActionCode.InvalidBroker,
  ActionCode.InvalidRelationship,
  ActionCode.LorRequired,
  ActionCode.IncorrectCarrierInformation,
  ActionCode.InvalidFactor,
  ActionCode.MissingMcDot,
  ActionCode.Spam,
  ActionCode.DuplicateNoa,
  ActionCode.Ignored,
] as const;
const removalReasonSchema = z.union(
  noaRemovalReasons.map((id) => z.literal(id)),
  { error: 'validation.required' },
);

const positiveId = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'validation.invalid' });

/** A queue's page (`page`, `pageSize`). */
export const noaQueueQuerySchema = listQuerySchema.pick({ page: true, pageSize: true }).meta({ id: 'NoaQueueQuery' });
export type NoaQueueQuery = z.infer<typeof noaQueueQuerySchema>;

/** `GET admin/noa/search`: by document number, carrier, factor or status (at least one). */
export const noaSearchQuerySchema = listQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({
    documentId: positiveId.optional(),
    carrierId: positiveId.optional(),
    factorId: positiveId.optional(),
    status: idQuery(Object.values(DocumentStatus)).optional(),
  })
  .superRefine((query, ctx) => {
    const criteria = [query.documentId, query.carrierId, query.factorId, query.status];
    if (criteria.every((value) => value === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['documentId'], message: 'errors.noa.searchCriterion' });
    }
  })
  .meta({ id: 'NoaSearchQuery' });
export type NoaSearchQuery = z.infer<typeof noaSearchQuerySchema>;
export type NoaSearchQueryInput = z.input<typeof noaSearchQuerySchema>;

/** One document as the queues list it. */
export const noaDocumentRowSchema = z
  .object({
    id: z.number().int(),
    status: documentStatusSchema,
    receivedAt: z.string(),
    /** When it entered its present status (its last step, else its arrival). */
    statusSince: z.string(),
    /** Whole hours it has waited in its present status. */
    waitingHours: z.number().int(),
    kind: z.enum(['noa', 'lor']).nullable(),
    carrierId: z.number().int().nullable(),
    carrierName: z.string().nullable(),
    factorId: z.number().int().nullable(),
    factorName: z.string().nullable(),
    /** What reading the pages proposed: the carrier and factor as the document names them. */
    proposedCarrierName: z.string().nullable(),
    proposedFactorName: z.string().nullable(),
    actionCode: actionCodeSchema.nullable(),
    processedByName: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'NoaDocumentRow' });
export type NoaDocumentRow = z.infer<typeof noaDocumentRowSchema>;

export const noaDocumentPageSchema = pageSchema(noaDocumentRowSchema).meta({ id: 'NoaDocumentPage' });
export type NoaDocumentPage = z.infer<typeof noaDocumentPageSchema>;

export const noaHistoryStepSchema = z
  .object({
    event: z.string(),
    from: documentStatusSchema,
    to: documentStatusSchema,
    at: z.string(),
    byName: z.string().nullable(),
    actionCode: actionCodeSchema.nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'NoaHistoryStep' });
export type NoaHistoryStep = z.infer<typeof noaHistoryStepSchema>;

/** One document with its pages and every step: what a queue's `{id}` screen shows. */
export const noaQueueDocumentSchema = noaDocumentRowSchema
  .extend({
    fileName: z.string(),
    pageCount: z.number().int(),
    proposedDebtorNames: z.array(z.string()),
    history: z.array(noaHistoryStepSchema),
  })
  .meta({ id: 'NoaQueueDocument' });
export type NoaQueueDocument = z.infer<typeof noaQueueDocumentSchema>;

/**
 * `POST admin/noa/action_conflicts/{id}/resolve`: back to the processing queue, or removed with
 * one of the removal reasons; made on the version the staff member saw (If-Match).
 */
export const conflictResolutionSchema = z
  .discriminatedUnion(
    'resolution',
    [
      z.object({ resolution: z.literal('returnToQueue') }),
      z.object({ resolution: z.literal('remove'), reasonCode: removalReasonSchema }),
    ],
    { error: 'validation.required' },
  )
  .meta({ id: 'NoaConflictResolution' });
export type ConflictResolution = z.infer<typeof conflictResolutionSchema>;

/** At most this many documents in one bulk removal (one transaction each, read and written in turn). */
export const maxBulkRemoval = 50;

/** `POST admin/noa/bulk_remove`: documents removed with one reason and an optional note. */
export const bulkRemovalSchema = z
  .object({
    documents: z
      .array(
        z.object({
          id: z.number({ error: 'validation.required' }).int({ error: 'validation.invalid' }).positive(),
          version: z.number({ error: 'validation.required' }).int({ error: 'validation.invalid' }).positive(),
        }),
        { error: 'validation.required' },
      )
      .min(1, { error: 'errors.noa.nothingSelected' })
      .max(maxBulkRemoval, { error: 'errors.noa.tooManySelected' }),
    reasonCode: removalReasonSchema,
    note: multiLineText().trim().max(500, { error: 'validation.tooLong' }).optional(),
  })
  .meta({ id: 'NoaBulkRemoval' });
export type BulkRemoval = z.infer<typeof bulkRemovalSchema>;

/** What happened to one document of a bulk removal. */
export const bulkRemovalResultSchema = z
  .object({
    results: z.array(
      z.object({
        id: z.number().int(),
        outcome: z.enum(['removed', 'notFound', 'notAllowed', 'changed']),
      }),
    ),
  })
  .meta({ id: 'NoaBulkRemovalResult' });
export type BulkRemovalResult = z.infer<typeof bulkRemovalResultSchema>;

/** `POST admin/noa/pending_factors/factor_added`: the factor now on the portal, for the documents naming it. */
export const factorAddedSchema = z
  .object({
    proposedFactorName: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(200),
  })
  .meta({ id: 'NoaFactorAdded' });
export type FactorAdded = z.infer<typeof factorAddedSchema>;

/** The documents waiting for one factor not yet on the portal, by the name they give it. */
export const pendingFactorGroupSchema = z
  .object({
    proposedFactorName: z.string(),
    documentCount: z.number().int(),
    oldestReceivedAt: z.string(),
    documentIds: z.array(z.number().int()),
  })
  .meta({ id: 'NoaPendingFactorGroup' });
export const pendingFactorGroupsSchema = z
  .object({ groups: z.array(pendingFactorGroupSchema) })
  .meta({ id: 'NoaPendingFactorGroups' });
export type PendingFactorGroups = z.infer<typeof pendingFactorGroupsSchema>;

/** `POST …/factor_added` answers which documents went back to the processing queue. */
export const factorAddedResultSchema = z
  .object({ returnedIds: z.array(z.number().int()) })
  .meta({ id: 'NoaFactorAddedResult' });

/** An NOA waiting for the letter of release of the carrier's present factor of record. */
export const missingLorRowSchema = noaDocumentRowSchema
  .extend({
    /** The factor of record that must send the LOR (null when it has since gone). */
    factorOfRecordId: z.number().int().nullable(),
    factorOfRecordName: z.string().nullable(),
  })
  .meta({ id: 'NoaMissingLorRow' });
export type MissingLorRow = z.infer<typeof missingLorRowSchema>;
export const missingLorPageSchema = pageSchema(missingLorRowSchema).meta({ id: 'NoaMissingLorPage' });
export type MissingLorPage = z.infer<typeof missingLorPageSchema>;

/** `GET admin/noa/metrics`: one day (America/Chicago), today when absent. */
export const noaMetricsQuerySchema = z.object({ date: isoDateSchema.optional() }).meta({ id: 'NoaMetricsQuery' });

export const noaMetricsSchema = z
  .object({
    date: z.string(),
    queues: z.array(
      z.object({
        status: documentStatusSchema,
        count: z.number().int(),
        oldestReceivedAt: z.string().nullable(),
        /** Whole hours the oldest has waited in the status. */
        oldestWaitingHours: z.number().int().nullable(),
      }),
    ),
    processors: z.array(
      z.object({
        userId: z.number().int(),
        name: z.string().nullable(),
        processed: z.number().int(),
        audited: z.number().int(),
        /** Clock hours of the day in which they took any step. */
        activeHours: z.number().int(),
        /** Documents sent to audit per active hour, to one decimal. */
        perHour: z.number(),
      }),
    ),
  })
  .meta({ id: 'NoaMetrics' });
export type NoaMetrics = z.infer<typeof noaMetricsSchema>;
