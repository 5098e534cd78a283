import * as z from 'zod';
import { auditFindingMaxLength } from '../constants/noa-processing.ts';
import { ActionCode, DocumentStatus, DocumentTaskType, LetterOfReleaseType } from '../enums/noa-document.ts';
import { multiLineText } from '../validation/text.ts';

/**
 * Staff processing of notices of assignment and letters of release (issue 15, seeds 001 §2 NOA
 * routes): the queues' sizes, a document with its pages, proposed and confirmed fields, carrier
 * matches and task checklist, and every step that takes it from the queue to Complete.
 */

const positiveId = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'validation.invalid' });

const literalUnion = <T extends number>(values: readonly T[]) =>
  z.union(
    values.map((value) => z.literal(value)),
    { error: 'validation.invalid' },
  );

export const documentStatusSchema = literalUnion(Object.values(DocumentStatus));
export const documentTaskTypeSchema = literalUnion(Object.values(DocumentTaskType));
export const actionCodeSchema = literalUnion(Object.values(ActionCode));

/** Why a processor raises an action conflict (seeds 001 §3 action codes a processor can find). */
export const conflictReasonCodes = [
  ActionCode.MultipleCarriersListed,
  ActionCode.BrokerNotSpecified,
  ActionCode.InvalidSubmissionMethod,
  ActionCode.InvalidBroker,
  ActionCode.InvalidRelationship,
  ActionCode.LorRequired,
  ActionCode.IncorrectCarrierInformation,
  ActionCode.InvalidFactor,
  ActionCode.MissingMcDot,
] as const;
/** Why a document is removed from processing. */
export const removalReasonCodes = [ActionCode.Spam, ActionCode.DuplicateNoa, ActionCode.Ignored] as const;
/** What an auditor can find wrong with a processed document. */
export const findingCodes = [
  ActionCode.MultipleCarriersListed,
  ActionCode.BrokerNotSpecified,
  ActionCode.InvalidBroker,
  ActionCode.InvalidRelationship,
  ActionCode.LorRequired,
  ActionCode.IncorrectCarrierInformation,
  ActionCode.InvalidFactor,
  ActionCode.MissingMcDot,
  ActionCode.DuplicateNoa,
] as const;

const debtorIds = z
  .array(positiveId, { error: 'validation.invalid' })
  .min(1, { error: 'validation.required' })
  .max(100, { error: 'validation.invalid' });

/** What the document asks, as confirmed: blanket or per-debtor NOA, global or single-debtor LOR. */
export const documentRequestSchema = z.union(
  [
    z.object({ kind: z.literal('noa'), scope: z.literal('blanket') }).strict(),
    z.object({ kind: z.literal('noa'), scope: z.literal('debtors'), debtorPayorIds: debtorIds }).strict(),
    z.object({ kind: z.literal('lor'), lorType: z.literal(LetterOfReleaseType.GlobalLor) }).strict(),
    z
      .object({
        kind: z.literal('lor'),
        lorType: z.literal(LetterOfReleaseType.SingleDebtorLor),
        debtorPayorIds: z.array(positiveId, { error: 'validation.invalid' }).length(1, { error: 'validation.invalid' }),
      })
      .strict(),
  ],
  { error: 'validation.invalid' },
);
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

export const confirmFieldsSchema = z
  .object({
    payeeId: positiveId,
    factorId: positiveId,
    request: documentRequestSchema,
  })
  .strict();
export type ConfirmFieldsInput = z.input<typeof confirmFieldsSchema>;

const findingSchema = z
  .object({
    code: literalUnion(findingCodes),
    text: multiLineText({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(auditFindingMaxLength, { error: 'validation.tooLong' }),
  })
  .strict();

/** A step that moves the document on; split has a call of its own (ops managers only). */
export const documentMoveSchema = z.discriminatedUnion(
  'event',
  [
    z.object({ event: z.literal('submitForAudit') }).strict(),
    z.object({ event: z.literal('raiseConflict'), actionCode: literalUnion(conflictReasonCodes) }).strict(),
    z.object({ event: z.literal('defer') }).strict(),
    z.object({ event: z.literal('awaitNewFactor') }).strict(),
    z.object({ event: z.literal('markFraud') }).strict(),
    z.object({ event: z.literal('remove'), actionCode: literalUnion(removalReasonCodes) }).strict(),
    z.object({ event: z.literal('audit') }).strict(),
    z.object({ event: z.literal('returnToProcessor'), finding: findingSchema }).strict(),
  ],
  { error: 'validation.invalid' },
);
export type DocumentMoveInput = z.input<typeof documentMoveSchema>;
export type DocumentMoveEvent = z.output<typeof documentMoveSchema>['event'];

export const documentTaskParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'validation.invalid' })
    .meta({ param: { name: 'id', in: 'path' }, example: 12 }),
  taskType: z.coerce
    .number({ error: 'validation.invalid' })
    .pipe(documentTaskTypeSchema)
    .meta({ param: { name: 'taskType', in: 'path' }, example: 13 }),
});

const carrierNumber = z
  .string()
  .trim()
  .regex(/^\d{1,8}$/, { error: 'validation.invalid' });

export const carrierMatchQuerySchema = z
  .object({ mcNumber: carrierNumber.optional(), dotNumber: carrierNumber.optional() })
  .meta({ param: { in: 'query' } });

const person = z.object({ userId: z.number().int().nullable(), name: z.string().nullable(), at: z.string() });

/**
 * A portal carrier a document may name, with its payors (its relationships): those the document
 * names (by the debtor names read from it, or as confirmed) marked.
 */
export const carrierMatchSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  mcNumber: z.string().nullable(),
  dotNumber: z.string().nullable(),
  /** Which of the numbers searched (or read from the document) found it; none for the confirmed carrier. */
  matchedBy: z.array(z.enum(['mc', 'dot'])),
  payors: z.array(z.object({ payorId: z.number().int(), name: z.string(), named: z.boolean() })),
});
export type CarrierMatch = z.infer<typeof carrierMatchSchema>;

export const carrierMatchesSchema = z.object({ carriers: z.array(carrierMatchSchema) });

export const noaDocumentViewSchema = z
  .object({
    id: z.number().int(),
    statusId: documentStatusSchema,
    receivedAt: z.string(),
    fileName: z.string(),
    channel: z.enum(['upload', 'email']),
    senderFactor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** Each page's image as a short-lived link (presigned GET), with the text read from it. */
    pages: z.array(z.object({ number: z.number().int(), url: z.string(), text: z.string().nullable() })),
    proposed: z
      .object({
        carrierName: z.string().nullable(),
        mcNumber: z.string().nullable(),
        dotNumber: z.string().nullable(),
        factorName: z.string().nullable(),
        debtorNames: z.array(z.string()),
        kind: z.enum(['noa', 'lor']).nullable(),
      })
      .nullable(),
    confirmed: z.object({
      payee: carrierMatchSchema.nullable(),
      factor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      request: documentRequestSchema.nullable(),
    }),
    /** Portal carriers whose MC or DOT number is the one the document was read to show. */
    matches: z.array(carrierMatchSchema),
    tasks: z.array(
      z.object({
        taskType: documentTaskTypeSchema,
        doneAt: z.string().nullable(),
        doneBy: z.string().nullable(),
      }),
    ),
    lease: z.object({ name: z.string().nullable(), until: z.string(), mine: z.boolean() }).nullable(),
    processedBy: person.nullable(),
    auditedBy: person.nullable(),
    actionCodeId: actionCodeSchema.nullable(),
    /** What the caller may do with it now (the buttons the work screen shows). */
    work: z.enum(['process', 'audit', 'none']),
    findings: z.array(
      z.object({
        at: z.string(),
        auditorName: z.string().nullable(),
        processorName: z.string().nullable(),
        code: actionCodeSchema,
        text: z.string(),
      }),
    ),
    version: z.number().int(),
  })
  .meta({ id: 'NoaDocumentView' });
export type NoaDocumentView = z.infer<typeof noaDocumentViewSchema>;

export const takenDocumentSchema = z.object({
  document: noaDocumentViewSchema.nullable(),
  /** Audit only: documents waiting for audit that the caller processed (a second person must audit them). */
  ownWaiting: z.number().int(),
});
export type TakenDocument = z.infer<typeof takenDocumentSchema>;

export const queueOverviewSchema = z.object({
  queues: z.array(
    z.object({
      statusId: documentStatusSchema,
      count: z.number().int(),
      oldestReceivedAt: z.string().nullable(),
    }),
  ),
});
export type QueueOverview = z.infer<typeof queueOverviewSchema>;

export const documentHistorySchema = z.object({
  id: z.number().int(),
  statusId: documentStatusSchema,
  fileName: z.string(),
  entries: z.array(
    z.object({
      event: z.string(),
      fromStatusId: documentStatusSchema,
      toStatusId: documentStatusSchema,
      at: z.string(),
      byName: z.string().nullable(),
      actionCodeId: actionCodeSchema.nullable(),
      taskType: documentTaskTypeSchema.nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type DocumentHistory = z.infer<typeof documentHistorySchema>;
