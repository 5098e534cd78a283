import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { Role } from '../enums/role.ts';
import { access } from '../permissions/route-access.ts';
import {
  carrierMatchesSchema,
  carrierMatchQuerySchema,
  confirmFieldsSchema,
  documentHistorySchema,
  documentMoveSchema,
  documentTaskParamsSchema,
  noaDocumentViewSchema,
  queueOverviewSchema,
  takenDocumentSchema,
} from '../schemas/admin-noa-processing.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';

/**
 * Staff processing and audit of NOA and LOR documents (issue 15; seeds 001 §2 NOA routes): any
 * staff, IBEX-only included, as the NOA pages admit them; splitting is the ops manager's. A
 * document is taken from its queue with a lease (two processors never get the same one), worked
 * on the version the worker saw (`If-Match`), and moved on; a move repeated on the version it was
 * made from answers the document as it left it, and is never applied twice.
 */
export const adminNoaProcessingCalls = {
  queues: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaQueues,
    access: access.page('/admin/noa'),
    status: 200,
    response: queueOverviewSchema,
  }),
  /** Takes the next document to process: the caller's own still leased first, then the oldest waiting. */
  processNext: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.adminNoaProcessNext,
    access: access.page('/admin/noa/process'),
    status: 200,
    response: takenDocumentSchema,
  }),
  /** Takes the next document to audit that the caller did not process. */
  auditNext: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.adminNoaAuditNext,
    access: access.page('/admin/noa/process'),
    status: 200,
    response: takenDocumentSchema,
  }),
  matches: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaMatches,
    access: access.page('/admin/noa/matches'),
    query: carrierMatchQuerySchema,
    status: 200,
    response: carrierMatchesSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaDocument,
    access: access.page('/admin/noa/:id'),
    params: idParamsSchema,
    status: 200,
    response: noaDocumentViewSchema,
    versioned: true,
  }),
  confirmFields: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.adminNoaDocumentFields,
    access: access.page('/admin/noa/:id'),
    params: idParamsSchema,
    body: confirmFieldsSchema,
    headers: ifMatchHeadersSchema,
    status: 200,
    response: noaDocumentViewSchema,
    versioned: true,
  }),
  completeTask: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.adminNoaDocumentTask,
    access: access.page('/admin/noa/:id'),
    params: documentTaskParamsSchema,
    headers: ifMatchHeadersSchema,
    status: 200,
    response: noaDocumentViewSchema,
    versioned: true,
  }),
  move: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.adminNoaDocumentMoves,
    access: access.page('/admin/noa/:id'),
    params: idParamsSchema,
    body: documentMoveSchema,
    headers: ifMatchHeadersSchema,
    status: 200,
    response: noaDocumentViewSchema,
    versioned: true,
  }),
  /** Sends the document to the split queue (RequestToSplit), which only ops managers work. */
  requestSplit: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.adminNoaDocumentSplit,
    access: access.page('/admin/noa/:id', [Role.OpsManager]),
    params: idParamsSchema,
    headers: ifMatchHeadersSchema,
    status: 200,
    response: noaDocumentViewSchema,
    versioned: true,
  }),
  history: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaDocumentHistory,
    access: access.page('/admin/noa/history/:id'),
    params: idParamsSchema,
    status: 200,
    response: documentHistorySchema,
  }),
};
