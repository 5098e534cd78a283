import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import { noaDocumentPageSchema, noaQueueDocumentSchema, noaQueueQuerySchema } from '../schemas/admin-noa-queues.ts';
import {
  coachableProcessorSchema,
  coachableReportSchema,
  conflictHistoryPageSchema,
  conflictHistoryQuerySchema,
  lorDesignationSchema,
  noaDateRangeQuerySchema,
  noaSplitResultSchema,
  noaSplitSchema,
} from '../schemas/admin-noa-reviews.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';

/**
 * The staff's NOA review screens (seeds 001 §2 NOA routes): split NOAs (ops managers only, as the
 * page), the coachable report, the action conflicts' history and the pending LOR designation.
 * Documents are the portal's, so any staff member the page admits reaches any document; an unknown
 * id answers 404. Moves are made on the version the person saw (If-Match).
 */
export const adminNoaReviewCalls = {
  splitNoas: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaSplitNoas,
    access: access.page('/admin/noa/split_noas'),
    query: noaQueueQuerySchema,
    status: 200,
    response: noaDocumentPageSchema,
  }),
  splitNoa: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaSplitNoa,
    access: access.page('/admin/noa/split_noas/:id'),
    params: idParamsSchema,
    status: 200,
    response: noaQueueDocumentSchema,
    versioned: true,
  }),
  /** Splits the document into documents of its page runs, ready to process; the original is Deprecated. */
  split: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.adminNoaSplitNoa,
    access: access.page('/admin/noa/split_noas/:id'),
    params: idParamsSchema,
    body: noaSplitSchema,
    status: 200,
    response: noaSplitResultSchema,
    versioned: true,
    headers: ifMatchHeadersSchema,
  }),
  coachableReport: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaCoachableReport,
    access: access.page('/admin/noa/coachable_report'),
    query: noaDateRangeQuerySchema,
    status: 200,
    response: coachableReportSchema,
  }),
  /** One processor's findings; `id` is a staff member of the caller's company (else 404). */
  coachableProcessor: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaCoachableProcessor,
    access: access.page('/admin/noa/coachable_report/:id'),
    params: idParamsSchema,
    query: noaDateRangeQuerySchema,
    status: 200,
    response: coachableProcessorSchema,
  }),
  conflictHistory: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaConflictHistory,
    access: access.page('/admin/noa/action_conflicts/history'),
    query: conflictHistoryQuerySchema,
    status: 200,
    response: conflictHistoryPageSchema,
  }),
  /** A document that was in action conflict, with its steps (404 for one that never was). */
  conflictHistoryDocument: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaConflictHistoryDocument,
    access: access.page('/admin/noa/action_conflicts/history/:id'),
    params: idParamsSchema,
    status: 200,
    response: noaQueueDocumentSchema,
    versioned: true,
  }),
  pendingLorDesignation: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaPendingLorDesignation,
    access: access.page('/admin/noa/pending_lor_designation/:id'),
    params: idParamsSchema,
    status: 200,
    response: noaQueueDocumentSchema,
    versioned: true,
  }),
  /** The letter of release designated: the document goes back to the processing queue. */
  resolveLorDesignation: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.adminNoaPendingLorDesignationResolve,
    access: access.page('/admin/noa/pending_lor_designation/:id'),
    params: idParamsSchema,
    body: lorDesignationSchema,
    status: 200,
    response: noaQueueDocumentSchema,
    versioned: true,
    headers: ifMatchHeadersSchema,
  }),
};
