import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  bulkRemovalResultSchema,
  bulkRemovalSchema,
  conflictResolutionSchema,
  factorAddedResultSchema,
  factorAddedSchema,
  missingLorPageSchema,
  noaDocumentPageSchema,
  noaMetricsQuerySchema,
  noaMetricsSchema,
  noaQueueDocumentSchema,
  noaQueueQuerySchema,
  noaSearchQuerySchema,
  pendingFactorGroupsSchema,
} from '../schemas/admin-noa-queues.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';

/**
 * The staff's NOA queue screens (seeds 001 §2 NOA routes): each call answers exactly the staff the
 * page it serves opens for (every staff member, IBEX-only included). Documents are the portal's, so
 * any staff member reaches any document; an unknown id answers 404. Moves are made on the version
 * the person saw (If-Match) and a retried move answers what the first did.
 */
export const adminNoaQueueCalls = {
  search: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaSearch,
    access: access.page('/admin/noa/search'),
    query: noaSearchQuerySchema,
    status: 200,
    response: noaDocumentPageSchema,
  }),
  metrics: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaMetrics,
    access: access.page('/admin/noa/metrics'),
    query: noaMetricsQuerySchema,
    status: 200,
    response: noaMetricsSchema,
  }),
  actionConflicts: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaActionConflicts,
    access: access.page('/admin/noa/action_conflicts'),
    query: noaQueueQuerySchema,
    status: 200,
    response: noaDocumentPageSchema,
  }),
  actionConflict: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaActionConflict,
    access: access.page('/admin/noa/action_conflicts/:id'),
    params: idParamsSchema,
    status: 200,
    response: noaQueueDocumentSchema,
    versioned: true,
  }),
  resolveActionConflict: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.adminNoaActionConflictResolve,
    access: access.page('/admin/noa/action_conflicts/:id'),
    params: idParamsSchema,
    body: conflictResolutionSchema,
    status: 200,
    response: noaQueueDocumentSchema,
    versioned: true,
    headers: ifMatchHeadersSchema,
  }),
  pendingFactors: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaPendingFactors,
    access: access.page('/admin/noa/pending_factors'),
    status: 200,
    response: pendingFactorGroupsSchema,
  }),
  pendingFactor: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaPendingFactor,
    access: access.page('/admin/noa/pending_factors/:id'),
    params: idParamsSchema,
    status: 200,
    response: noaQueueDocumentSchema,
    versioned: true,
  }),
  /** The factor a group names is on the portal now: its documents go back to the processing queue. */
  factorAdded: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.adminNoaPendingFactors,
    access: access.page('/admin/noa/pending_factors'),
    body: factorAddedSchema,
    status: 200,
    response: factorAddedResultSchema,
  }),
  missingLor: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminNoaMissingLor,
    access: access.page('/admin/noa/missing_lor'),
    query: noaQueueQuerySchema,
    status: 200,
    response: missingLorPageSchema,
  }),
  bulkRemove: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.adminNoaBulkRemove,
    access: access.page('/admin/noa/bulk_remove'),
    body: bulkRemovalSchema,
    status: 200,
    response: bulkRemovalResultSchema,
  }),
};
