import type { Context } from 'hono';
import { adminNoaProcessingCalls as calls } from '#shared/contracts/admin-noa-processing.ts';
import { Area } from '#shared/enums/company-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { NoaDocument } from '../../domain/noa/document.ts';
import type { Worker } from '../../domain/noa/lease.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { badRequest, HttpError, notFound } from '../../lib/http/errors.ts';
import { translator } from '../../lib/http/i18n.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import { getNoaDocument } from '../../repositories/noa-documents.ts';
import { carrierMatches, documentView, queueOverview, takeNext } from '../../services/noa-processing.ts';
import {
  completeDocumentTask,
  confirmDocumentFields,
  type MoveRequest,
  moveDocumentBy,
  type StepResult,
} from '../../services/noa-processing-steps.ts';

const tags = ['Admin NOA processing'];

function workerOf(c: Context<AppEnv>): Worker {
  return { userId: c.var.auth.user.id, name: c.var.auth.user.name };
}

async function documentAnswer(c: Context<AppEnv>, document: NoaDocument) {
  setVersionTag(c, document.version);
  return c.json(await documentView(document, workerOf(c), new Date()), 200);
}

const fieldMessages = {
  payeeId: 'errors.noa.notCarrier',
  factorId: 'errors.noa.notFactor',
  'request.debtorPayorIds': 'errors.noa.notDebtor',
} as const;

/** The refusals a person can act on by name; the others say the step is not possible now. */
const refusalMessages: Partial<Record<Extract<StepResult, { kind: 'refused' }>['reason'], string>> = {
  fieldsMissing: 'errors.noa.notReady',
  tasksOutstanding: 'errors.noa.notReady',
  lorStillRequired: 'errors.noa.lorStillRequired',
};

/** The one mapping of a processing step's outcome to HTTP. */
function stepAnswer(c: Context<AppEnv>, result: StepResult) {
  switch (result.kind) {
    case 'ok':
      return documentAnswer(c, result.document);
    case 'notFound':
      throw notFound();
    case 'leased':
      throw new HttpError(409, ErrorCode.Conflict, 'errors.noa.leased');
    case 'invalid': {
      const key = fieldMessages[result.field];
      throw badRequest(key, { [result.field]: [translator(c)(key)] });
    }
    case 'refused':
      // Auditing one's own document is a matter of who asks, not of the document's state.
      if (result.reason === 'ownDocument') throw new HttpError(403, ErrorCode.Forbidden, 'errors.noa.ownDocument');
      throw new HttpError(409, ErrorCode.Conflict, refusalMessages[result.reason] ?? 'errors.noa.notAllowed');
    default:
      throw new HttpError(409, ErrorCode.Conflict, 'errors.concurrentChange');
  }
}

const stepErrors = [400, 401, 403, 404, 409, 428] as const;

function stepInput(c: Context<AppEnv>, documentId: number) {
  return { documentId, worker: workerOf(c), expectedVersion: expectedVersionOf(c), now: new Date() };
}

async function move(c: Context<AppEnv>, documentId: number, request: MoveRequest) {
  return stepAnswer(c, await moveDocumentBy({ ...stepInput(c, documentId), move: request }));
}

/**
 * Admin API: processing and audit of NOA and LOR documents (issue 15). Staff work every
 * document, whoever sent it; what a caller may do to one is its status, its lease and, for an
 * audit, that they did not process it.
 */
export const adminNoaProcessingRoutes = createAreaRouter(Area.Admin)
  .openapi(
    routeOf(calls.queues, {
      tags,
      summary: 'How many documents wait in each queue staff work, and since when the oldest',
      answer: 'The queues',
      errors: [401, 403],
    }),
    async (c) => c.json(await queueOverview(), 200),
  )
  .openapi(
    routeOf(calls.processNext, {
      tags,
      summary: 'Take the next document to process (a lease: nobody else gets it while it runs)',
      description:
        'A document the caller already holds comes first, so a repeated request takes nothing more; then one an ' +
        'audit returned to them; then the oldest waiting. The lease lasts 15 minutes and every change the caller ' +
        'makes renews it. `document` is null when nothing waits.',
      answer: 'The document taken, or none',
      errors: [401, 403],
    }),
    async (c) => {
      const taken = await takeNext('process', workerOf(c), new Date());
      if (taken.document) setVersionTag(c, taken.document.version);
      const document = taken.document ? await documentView(taken.document, workerOf(c), new Date()) : null;
      return c.json({ document, ownWaiting: taken.ownWaiting }, 200);
    },
  )
  .openapi(
    routeOf(calls.auditNext, {
      tags,
      summary: 'Take the next document to audit that the caller did not process',
      description:
        'A second person audits: documents the caller processed are never offered. When only those wait, ' +
        '`document` is null and `ownWaiting` counts them (the audit queue warning).',
      answer: 'The document taken, or none, and how many of the caller’s own wait',
      errors: [401, 403],
    }),
    async (c) => {
      const taken = await takeNext('audit', workerOf(c), new Date());
      if (taken.document) setVersionTag(c, taken.document.version);
      const document = taken.document ? await documentView(taken.document, workerOf(c), new Date()) : null;
      return c.json({ document, ownWaiting: taken.ownWaiting }, 200);
    },
  )
  .openapi(
    routeOf(calls.matches, {
      tags,
      summary: 'Portal carriers holding an MC or DOT number (SelectPayeeMatches), with their payors',
      answer: 'The carriers found',
      errors: [400, 401, 403],
    }),
    async (c) => c.json({ carriers: await carrierMatches(c.req.valid('query')) }, 200),
  )
  .openapi(
    routeOf(calls.details, {
      tags,
      summary: 'A document with its page images, proposed and confirmed fields, carrier matches and tasks',
      answer: 'The document',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const document = await getNoaDocument(c.req.valid('param').id);
      if (!document) throw notFound();
      return documentAnswer(c, document);
    },
  )
  .openapi(
    routeOf(calls.confirmFields, {
      tags,
      summary: 'Confirm the carrier, the factor and what the document asks',
      description:
        'Made on the version the processor saw (`If-Match`). Fields that change start the task checklist again. ' +
        'The same fields sent again answer the document as it is.',
      answer: 'The document',
      errors: [...stepErrors],
    }),
    async (c) =>
      stepAnswer(
        c,
        await confirmDocumentFields({ ...stepInput(c, c.req.valid('param').id), fields: c.req.valid('json') }),
      ),
  )
  .openapi(
    routeOf(calls.completeTask, {
      tags,
      summary: 'Mark a task of the document’s checklist done',
      description: 'A task already done answers the document as it is (it is recorded once).',
      answer: 'The document',
      errors: [...stepErrors],
    }),
    async (c) => {
      const { id, taskType } = c.req.valid('param');
      return stepAnswer(c, await completeDocumentTask({ ...stepInput(c, id), taskType }));
    },
  )
  .openapi(
    routeOf(calls.move, {
      tags,
      summary: 'Move the document on: to audit, a conflict, deferred, pending a new factor, fraud, removed; audit it',
      description:
        'Sending for audit needs every task done. An audit that passes completes the document and applies its ' +
        'assignment and holds; the processor cannot audit their own document (403). A step repeated on the ' +
        'version it was made from answers the document as that step left it.',
      answer: 'The document as moved',
      errors: [...stepErrors],
    }),
    async (c) => move(c, c.req.valid('param').id, c.req.valid('json')),
  )
  .openapi(
    routeOf(calls.requestSplit, {
      tags,
      summary: 'Send the document to be split (ops managers only)',
      answer: 'The document as moved',
      errors: [...stepErrors],
    }),
    async (c) => move(c, c.req.valid('param').id, { event: 'requestSplit' }),
  )
  .openapi(
    routeOf(calls.history, {
      tags,
      summary: 'Every step of a document: who, when, from which status to which, and why',
      answer: 'The history',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const document = await getNoaDocument(c.req.valid('param').id);
      if (!document) throw notFound();
      return c.json(
        {
          id: document.id,
          statusId: document.status,
          fileName: document.source.fileName,
          entries: document.history.map((entry) => ({
            event: entry.event,
            fromStatusId: entry.from,
            toStatusId: entry.to,
            at: entry.at,
            byName: entry.byName,
            actionCodeId: entry.actionCode,
            taskType: entry.taskType ?? null,
            note: entry.note ?? null,
          })),
        },
        200,
      );
    },
  );
