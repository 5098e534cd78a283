import type { Context } from 'hono';
import { adminNoaReviewCalls } from '#shared/contracts/admin-noa-reviews.ts';
import { Area } from '#shared/enums/company-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { badRequest, HttpError, notFound } from '../../lib/http/errors.ts';
import { translator } from '../../lib/http/i18n.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import { noaQueueDocument } from '../../services/admin-noa-queues.ts';
import {
  coachableProcessor,
  coachableReport,
  conflictHistoryDocument,
  conflictHistoryPage,
  resolveLorDesignation,
  type SplitResult,
  splitNoaDocument,
  splitQueuePage,
} from '../../services/admin-noa-reviews.ts';

import { documentAnswer, moveAnswer, staffActor } from './admin-noa-answers.ts';

const tags = ['Admin NOA reviews'];

function splitAnswer(c: Context<AppEnv>, result: SplitResult) {
  switch (result.kind) {
    case 'split':
      // The split document's version, as every answer of a versioned object carries it.
      setVersionTag(c, result.document.version);
      return c.json({ document: result.document, partIds: result.partIds }, 200);
    case 'notFound':
      throw notFound();
    case 'pagesNotCovered':
      throw badRequest('errors.noa.splitPages', { parts: [translator(c)('errors.noa.splitPages')] });
    case 'notAllowed':
      throw new HttpError(409, ErrorCode.Conflict, 'errors.noa.notInQueue');
    default:
      throw new HttpError(409, ErrorCode.Conflict, 'errors.noa.concurrentChange');
  }
}

const moveDescription =
  'Made on the version the staff member saw (`If-Match`, 428 without it). A document no longer ' +
  'waiting there, or changed since, answers 409 and nothing is written; the same request again answers ' +
  'what the first one did.';

/**
 * Admin API: the staff's NOA review screens (seeds 001 §2). Mounted before the queues' router so
 * `action_conflicts/history` is not read as a document id (functions/api-functions.ts).
 */
export const adminNoaReviewRoutes = createAreaRouter(Area.Admin)
  .openapi(
    routeOf(adminNoaReviewCalls.splitNoas, {
      tags,
      summary: 'Documents waiting to be split (RequestToSplit), the longest waiting first',
      answer: 'One page of documents',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await splitQueuePage(c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(adminNoaReviewCalls.splitNoa, {
      tags,
      summary: 'One document to split, with its pages count and steps; its version as the ETag',
      answer: 'The document',
      errors: [400, 401, 403, 404],
    }),
    async (c) => documentAnswer(c, await noaQueueDocument(c.req.valid('param').id)),
  )
  .openapi(
    routeOf(adminNoaReviewCalls.split, {
      tags,
      summary: 'Split a document into documents of its page runs, ready to process; the original is Deprecated',
      description: `${moveDescription} The parts take every page once, in order (else 400 on \`parts\`).`,
      answer: 'The split document and the documents made of its parts',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) =>
      splitAnswer(
        c,
        await splitNoaDocument({
          documentId: c.req.valid('param').id,
          parts: c.req.valid('json').parts,
          version: expectedVersionOf(c),
          actor: staffActor(c),
        }),
      ),
  )
  .openapi(
    routeOf(adminNoaReviewCalls.coachableReport, {
      tags,
      summary: 'Per processor: documents sent to audit and audit findings returned, over days of America/Chicago',
      answer: 'The report',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await coachableReport(c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(adminNoaReviewCalls.coachableProcessor, {
      tags,
      summary: 'One processor’s audit findings over days, newest first',
      description: 'The id is a staff member of the caller’s company; anyone else answers 404.',
      answer: 'The processor’s findings',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const found = await coachableProcessor(
        c.req.valid('param').id,
        c.var.auth.membership.companyId,
        c.req.valid('query'),
      );
      if (!found) throw notFound();
      return c.json(found, 200);
    },
  )
  .openapi(
    routeOf(adminNoaReviewCalls.conflictHistory, {
      tags,
      summary: 'Action conflicts resolved over days, newest first: the code raised, how and by whom resolved',
      answer: 'One page of resolutions',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await conflictHistoryPage(c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(adminNoaReviewCalls.conflictHistoryDocument, {
      tags,
      summary: 'A document that was in action conflict, with its steps; its version as the ETag',
      answer: 'The document',
      errors: [400, 401, 403, 404],
    }),
    async (c) => documentAnswer(c, await conflictHistoryDocument(c.req.valid('param').id)),
  )
  .openapi(
    routeOf(adminNoaReviewCalls.pendingLorDesignation, {
      tags,
      summary: 'One document pending a letter-of-release designation, with its steps; its version as the ETag',
      answer: 'The document',
      errors: [400, 401, 403, 404],
    }),
    async (c) => documentAnswer(c, await noaQueueDocument(c.req.valid('param').id)),
  )
  .openapi(
    routeOf(adminNoaReviewCalls.resolveLorDesignation, {
      tags,
      summary: 'The letter of release is designated: the document goes back to the processing queue',
      description: moveDescription,
      answer: 'The document as moved',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) =>
      moveAnswer(
        c,
        await resolveLorDesignation({
          documentId: c.req.valid('param').id,
          version: expectedVersionOf(c),
          actor: staffActor(c),
        }),
      ),
  );
