import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { payeeFactorMismatchCalls } from '#shared/contracts/payee-factor-mismatches.ts';
import { Area } from '#shared/enums/company-type.ts';
import { factorAssignmentServerMessages } from '#shared/i18n/factor-assignment-server-messages.ts';
import { catalogTranslator } from '#shared/i18n/message-catalog.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { HttpError, notFound } from '../../lib/http/errors.ts';
import { requestLanguage } from '../../lib/http/i18n.ts';
import { answerFactorMismatch, payeeFactorMismatches } from '../../services/payee-factor-mismatches.ts';

const tags = ['Payee factor mismatches'];

/**
 * Payee API: the carrier's 'IncorrectFactor' missing-details step (issue 15). Every relationship
 * is looked up among the signed-in carrier's own.
 */
export const payeeFactorMismatchesRoutes = createAreaRouter(Area.Payee)
  .openapi(
    routeOf(payeeFactorMismatchCalls.list, {
      tags,
      summary: 'The payors whose relationship names a factor other than the carrier’s factor of record',
      answer: 'The relationships still to answer for, and who in the company may answer',
      errors: [401, 403],
    }),
    async (c) => {
      const { membership } = c.var.auth;
      return c.json(await payeeFactorMismatches(membership.companyId, membership.roleIds), 200);
    },
  )
  .openapi(
    routeOf(payeeFactorMismatchCalls.answer, {
      tags,
      summary: 'Say which factor the carrier works with now for one payor: it becomes a proposal staff audit',
      description:
        'Moves no money: the answer is recorded as a factor-assignment proposal (the relationship stays ' +
        'held) that an ops manager approves or rejects. Answering again, with the same `Idempotency-Key` ' +
        'or once an answer is recorded, answers 200 with the proposal already made. A relationship that ' +
        'needs no answer (or has a proposal waiting) answers 409; another carrier’s 404.',
      answer: 'The proposal the answer made',
      repeatAnswer: 'The proposal the first answer made',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const { user, membership } = c.var.auth;
      const answer = c.req.valid('json').answer;
      const result = await answerFactorMismatch({
        payeeId: membership.companyId,
        relationshipId: c.req.valid('param').id,
        answer,
        actor: { userId: user.id, name: user.name },
        idempotencyKey: c.req.valid('header')[idempotencyKeyHeader],
        now: new Date(),
      });
      const say = catalogTranslator(factorAssignmentServerMessages, requestLanguage(c));
      switch (result.kind) {
        case 'created':
          return c.json(result.proposal, 201);
        case 'repeated':
          return c.json(result.proposal, 200);
        case 'notFound':
          throw notFound();
        case 'noFactorOfRecord': {
          const message = say('factorAssignment.noFactorOfRecord');
          throw new HttpError(400, ErrorCode.ValidationFailed, '{{message}}', { answer: [message] }, { message });
        }
        default: {
          const message = say(`factorAssignment.${result.kind === 'notAsked' ? 'notAsked' : 'concurrentChange'}`);
          throw new HttpError(409, ErrorCode.Conflict, '{{message}}', undefined, { message });
        }
      }
    },
  );
