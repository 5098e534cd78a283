import type { Context } from 'hono';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { adminFactorAssignmentCalls } from '#shared/contracts/admin-factor-assignments.ts';
import { Area } from '#shared/enums/company-type.ts';
import { factorAssignmentServerMessages } from '#shared/i18n/factor-assignment-server-messages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { FactorAssignmentProposal } from '../../domain/noa/factor-assignment.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { HttpError, notFound } from '../../lib/http/errors.ts';
import { requestLanguage } from '../../lib/http/i18n.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import {
  type DecideResult,
  decideFactorAssignment,
  factorAssignment,
  factorAssignmentCandidates,
  factorAssignmentHistory,
  pendingFactorAssignments,
  proposeFactorAssignment,
} from '../../services/admin-factor-assignments.ts';
import { staffActor } from './admin-noa-answers.ts';

const tags = ['Admin factor assignment'];

type Refusal =
  | 'nothingToChange'
  | 'noFactorOfRecord'
  | 'alreadyProposed'
  | 'ownProposal'
  | 'documentsRequired'
  | 'decided'
  | 'stale'
  | 'concurrentChange';

/**
 * A refusal in the caller's language from this function's own words (handed to the error body as
 * text: `{{message}}`), with the field it is about when there is one.
 */
function refusal(c: Context<AppEnv>, key: Refusal, field?: string): HttpError {
  const message = catalogTranslator(factorAssignmentServerMessages, requestLanguage(c))(`factorAssignment.${key}`);
  if (field) return new HttpError(400, ErrorCode.ValidationFailed, '{{message}}', { [field]: [message] }, { message });
  const status = key === 'ownProposal' ? 403 : 409;
  return new HttpError(status, status === 403 ? ErrorCode.Forbidden : ErrorCode.Conflict, '{{message}}', undefined, {
    message,
  });
}

function proposalAnswer(c: Context<AppEnv>, proposal: FactorAssignmentProposal) {
  setVersionTag(c, proposal.version);
  return c.json(proposal, 200);
}

function decisionAnswer(c: Context<AppEnv>, result: DecideResult) {
  switch (result.kind) {
    case 'decided':
      return proposalAnswer(c, result.proposal);
    case 'notFound':
      throw notFound();
    case 'refused':
      throw refusal(c, result.reason === 'notPending' ? 'decided' : result.reason);
    default:
      throw refusal(c, 'concurrentChange');
  }
}

/**
 * Admin API: the staff's factor assignment (seeds 001 §2 factor-assignment, /audit, /history).
 * Fixed paths are declared before `{id}`, so `history` and `relationships` are never read as ids.
 */
export const adminFactorAssignmentRoutes = createAreaRouter(Area.Admin)
  .openapi(
    routeOf(adminFactorAssignmentCalls.candidates, {
      tags,
      summary: 'Relationships that may need a factor correction: every held one, or one carrier’s',
      answer: 'The relationships with their factor, the carrier’s factor of record and their holds',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await factorAssignmentCandidates(c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(adminFactorAssignmentCalls.history, {
      tags,
      summary: 'Proposals and their decisions, newest first (the newest 100)',
      answer: 'The proposals',
      errors: [401, 403],
    }),
    async (c) => c.json(await factorAssignmentHistory(), 200),
  )
  .openapi(
    routeOf(adminFactorAssignmentCalls.pending, {
      tags,
      summary: 'Proposals waiting for a decision, the longest waiting first',
      answer: 'The proposals',
      errors: [401, 403],
    }),
    async (c) => c.json(await pendingFactorAssignments(), 200),
  )
  .openapi(
    routeOf(adminFactorAssignmentCalls.propose, {
      tags,
      summary: 'Propose a correction of a relationship’s factor; the relationship is held until it is decided',
      description:
        'Assigns the carrier’s factor of record to the relationship, or removes its factor, once an ops ' +
        'manager other than the proposer approves it; meanwhile the relationship is held ' +
        '(ADMIN_UPDATE_RELATIONSHIPS_HOLD) and nobody is paid on it. With an `Idempotency-Key` the same ' +
        'request again answers 200 with the same proposal. A relationship that already has a pending ' +
        'proposal answers 409; an unknown carrier or relationship 404.',
      answer: 'The proposal',
      repeatAnswer: 'The proposal the same request made before',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const result = await proposeFactorAssignment({
        request: c.req.valid('json'),
        actor: { userId: c.var.auth.user.id, name: c.var.auth.user.name },
        idempotencyKey: c.req.valid('header')[idempotencyKeyHeader],
        now: new Date(),
      });
      switch (result.kind) {
        case 'created':
          setVersionTag(c, result.proposal.version);
          return c.json(result.proposal, 201);
        case 'repeated':
          return proposalAnswer(c, result.proposal);
        case 'notFound':
          throw notFound();
        case 'refused':
          throw result.reason === 'alreadyProposed' ? refusal(c, result.reason) : refusal(c, result.reason, 'action');
        default:
          throw refusal(c, 'concurrentChange');
      }
    },
  )
  .openapi(
    routeOf(adminFactorAssignmentCalls.get, {
      tags,
      summary: 'One proposal with its decision; its version as the ETag',
      answer: 'The proposal',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const proposal = await factorAssignment(c.req.valid('param').id);
      if (!proposal) throw notFound();
      return proposalAnswer(c, proposal);
    },
  )
  .openapi(
    routeOf(adminFactorAssignmentCalls.decide, {
      tags,
      summary: 'Approve or reject a proposal; approval changes the relationship’s factor and releases the hold',
      description:
        'Made on the version the ops manager saw (`If-Match`, 428 without it). The proposer cannot decide ' +
        'their own proposal (403). A proposal decided or changed since answers 409, as does an approval ' +
        'whose relationship a document changed meanwhile (reject it and propose again); the same decision ' +
        'again answers the proposal as decided.',
      answer: 'The proposal as decided',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) => {
      const body = c.req.valid('json');
      return decisionAnswer(
        c,
        await decideFactorAssignment({
          proposalId: c.req.valid('param').id,
          decision: { kind: body.decision, note: body.note ?? null },
          version: expectedVersionOf(c),
          actor: staffActor(c),
          now: new Date(),
        }),
      );
    },
  );
