import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import {
  decideFactorAssignmentSchema,
  factorAssignmentCandidatesQuerySchema,
  factorAssignmentCandidatesSchema,
  factorAssignmentListSchema,
  factorAssignmentSchema,
  proposeFactorAssignmentSchema,
} from '../schemas/admin-factor-assignments.ts';
import { idempotencyHeadersSchema } from '../schemas/idempotency.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';

/**
 * The staff's factor assignment (seeds 001 §2 and the admin route-role table): the relationships
 * that need a correction and proposals of one (OpsManager, SeniorNoaProcessor), the proposals
 * waiting for a decision and the decision (OpsManager, never the proposer), the history
 * (OpsManager). Proposals and relationships are the portal's: any staff member the page admits
 * reaches any of them; an unknown id answers 404.
 */
export const adminFactorAssignmentCalls = {
  candidates: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminFactorAssignmentRelationships,
    access: access.page('/admin/factor-assignment'),
    query: factorAssignmentCandidatesQuerySchema,
    status: 200,
    response: factorAssignmentCandidatesSchema,
  }),
  /** 201 with the proposal; the same request again (its Idempotency-Key) answers 200 with it. */
  propose: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.adminFactorAssignments,
    access: access.page('/admin/factor-assignment'),
    headers: idempotencyHeadersSchema,
    body: proposeFactorAssignmentSchema,
    status: 201,
    repeatStatus: 200,
    response: factorAssignmentSchema,
  }),
  /** The proposals waiting for a decision, the longest waiting first. */
  pending: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminFactorAssignments,
    access: access.page('/admin/factor-assignment/audit'),
    status: 200,
    response: factorAssignmentListSchema,
  }),
  get: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminFactorAssignment,
    access: access.page('/admin/factor-assignment/audit'),
    params: idParamsSchema,
    status: 200,
    response: factorAssignmentSchema,
    versioned: true,
  }),
  /** Approve (applied through the factor-of-record model) or reject; made on the version seen. */
  decide: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.adminFactorAssignmentDecision,
    access: access.page('/admin/factor-assignment/audit'),
    params: idParamsSchema,
    body: decideFactorAssignmentSchema,
    status: 200,
    response: factorAssignmentSchema,
    versioned: true,
    headers: ifMatchHeadersSchema,
  }),
  /** Proposals and their decisions, newest first. */
  history: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.adminFactorAssignmentHistory,
    access: access.page('/admin/factor-assignment/history'),
    status: 200,
    response: factorAssignmentListSchema,
  }),
};
