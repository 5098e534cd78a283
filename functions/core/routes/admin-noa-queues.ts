import { adminNoaQueueCalls } from '#shared/contracts/admin-noa-queues.ts';
import { Area } from '#shared/enums/company-type.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { expectedVersionOf } from '../../lib/http/if-match.ts';
import {
  bulkRemoveNoaDocuments,
  missingLorPage,
  noaMetrics,
  noaQueueDocument,
  noaQueuePage,
  pendingFactors,
  resolveActionConflict,
  returnPendingFactorGroup,
  searchNoaDocuments,
} from '../../services/admin-noa-queues.ts';

import { documentAnswer, moveAnswer, staffActor } from './admin-noa-answers.ts';

const tags = ['Admin NOA queues'];

/**
 * Admin API: the staff's NOA queue screens (seeds 001 §2). Every move goes through the document
 * model (services/noa-documents.ts), so the statuses a screen may move a document from are the
 * model's, and what a move changes (holds, assignments) follows from it.
 */
export const adminNoaQueueRoutes = createAreaRouter(Area.Admin)
  .openapi(
    routeOf(adminNoaQueueCalls.search, {
      tags,
      summary: 'Search NOA and LOR documents by number, carrier, factor or status, newest first',
      answer: 'One page of documents',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await searchNoaDocuments(c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(adminNoaQueueCalls.metrics, {
      tags,
      summary: 'Queue sizes and ages now; documents per hour per processor on a day (America/Chicago)',
      answer: 'The figures',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await noaMetrics(c.req.valid('query').date), 200),
  )
  .openapi(
    routeOf(adminNoaQueueCalls.actionConflicts, {
      tags,
      summary: 'Documents in ActionConflict, the longest waiting first',
      answer: 'One page of documents',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await noaQueuePage(DocumentStatus.ActionConflict, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(adminNoaQueueCalls.actionConflict, {
      tags,
      summary: 'One document with its steps; its version as the ETag',
      answer: 'The document',
      errors: [400, 401, 403, 404],
    }),
    async (c) => documentAnswer(c, await noaQueueDocument(c.req.valid('param').id)),
  )
  .openapi(
    routeOf(adminNoaQueueCalls.resolveActionConflict, {
      tags,
      summary: 'Resolve an action conflict: back to the processing queue, or removed with a reason code',
      description:
        'Made on the version the staff member saw (`If-Match`, 428 without it). A document no longer in ' +
        'ActionConflict, or changed since, answers 409 and nothing is written; the same request again ' +
        'answers the document as the first one left it.',
      answer: 'The document as moved',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) =>
      moveAnswer(
        c,
        await resolveActionConflict({
          documentId: c.req.valid('param').id,
          resolution: c.req.valid('json'),
          version: expectedVersionOf(c),
          actor: staffActor(c),
        }),
      ),
  )
  .openapi(
    routeOf(adminNoaQueueCalls.pendingFactors, {
      tags,
      summary: 'Documents naming a factor not yet on the portal, grouped by the factor’s name',
      answer: 'The groups, the longest waiting first',
      errors: [401, 403],
    }),
    async (c) => c.json({ groups: await pendingFactors() }, 200),
  )
  .openapi(
    routeOf(adminNoaQueueCalls.pendingFactor, {
      tags,
      summary: 'One document waiting for a new factor, with its steps; its version as the ETag',
      answer: 'The document',
      errors: [400, 401, 403, 404],
    }),
    async (c) => documentAnswer(c, await noaQueueDocument(c.req.valid('param').id)),
  )
  .openapi(
    routeOf(adminNoaQueueCalls.factorAdded, {
      tags,
      summary: 'The factor a group names is on the portal now: its documents go back to the processing queue',
      description: 'Answers the documents returned; the same request again finds none left and returns none.',
      answer: 'The documents returned to the queue',
      errors: [400, 401, 403],
    }),
    async (c) =>
      c.json(
        {
          returnedIds: await returnPendingFactorGroup({
            proposedFactorName: c.req.valid('json').proposedFactorName,
            actor: staffActor(c),
          }),
        },
        200,
      ),
  )
  .openapi(
    routeOf(adminNoaQueueCalls.missingLor, {
      tags,
      summary: 'NOAs waiting for a letter of release: the carrier, the factor of record that must send it, the wait',
      answer: 'One page of documents',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await missingLorPage(c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(adminNoaQueueCalls.bulkRemove, {
      tags,
      summary: 'Remove several documents with one reason: one result per document',
      description:
        'Each document is removed on the version sent with it, in its own transaction: one that changed ' +
        'meanwhile (`changed`) or may not be removed from its status (`notAllowed`) stops only itself. ' +
        'The same request again answers `removed` for those it removed.',
      answer: 'What happened to each document',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(
        await bulkRemoveNoaDocuments({
          documents: body.documents,
          reasonCode: body.reasonCode,
          note: body.note || null,
          actor: staffActor(c),
        }),
        200,
      );
    },
  );
