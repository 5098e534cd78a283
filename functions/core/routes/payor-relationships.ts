import type { Context } from 'hono';
import { payorRelationshipCalls } from '#shared/contracts/payor-relationships.ts';
import { Area } from '#shared/enums/company-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { config } from '../../lib/config.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { badRequest, HttpError, notFound } from '../../lib/http/errors.ts';
import { translator } from '../../lib/http/i18n.ts';
import { getPayorCarrier, inviteCarrier, listPayorCarriers, payorPayeeNames } from '../../services/payor-carriers.ts';

const tags = ['Payor carriers'];

function fieldError(c: Context, key: string, field: string): HttpError {
  return badRequest(key, { [field]: [translator(c)(key)] });
}

/**
 * Payor API: the payor's carriers (relationships), inviting one, and payee names. Every route
 * answers only for the signed-in payor's own relationships.
 */
export const payorRelationshipsRoutes = createAreaRouter(Area.Payor)
  .openapi(
    routeOf(payorRelationshipCalls.list, {
      tags,
      summary: 'The payor’s carriers: search by name, MC or DOT, claimed filter, sorting and paging',
      answer: 'One page of the payor’s relationships',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await listPayorCarriers(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payorRelationshipCalls.details, {
      tags,
      summary: 'One of the payor’s relationships, with its open invoices',
      answer: 'The relationship',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const details = await getPayorCarrier(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!details) throw notFound();
      return c.json(details, 200);
    },
  )
  .openapi(
    routeOf(payorRelationshipCalls.invite, {
      tags,
      summary: 'Invite a carrier by email or text',
      description:
        'Creates the unclaimed relationship and its contact method, and sends the invitation through ' +
        'the outbox; the carrier completes it with its claim flow (a code sent to that contact). A ' +
        'carrier not on LanePay yet gets a company, and its invited address an account, and must be ' +
        'invited by email. Inviting the same contact again, or a carrier (by MC/DOT) the payor is ' +
        'already related to, answers 200 with that relationship.',
      answer: 'The new relationship',
      repeatAnswer: 'The relationship the payor already has with this contact or carrier',
      errors: [400, 401, 403, 409],
    }),
    async (c) => {
      const { user, membership } = c.var.auth;
      const result = await inviteCarrier(
        {
          payorId: membership.companyId,
          payorName: membership.company.name,
          userId: user.id,
          t: translator(c),
          origin: config().APP_ORIGIN,
          now: new Date(),
        },
        c.req.valid('json'),
      );
      switch (result.kind) {
        case 'created':
          return c.json(result.relationship, 201);
        case 'existing':
          return c.json(result.relationship, 200);
        case 'numbersDisagree':
          throw fieldError(c, 'errors.carrierInvite.numbersDisagree', 'dotNumber');
        case 'newCarrierNeedsEmail':
          throw fieldError(c, 'errors.carrierInvite.newCarrierNeedsEmail', 'phoneNumber');
        default:
          throw new HttpError(409, ErrorCode.Conflict, 'errors.carrierInvite.concurrent');
      }
    },
  )
  .openapi(
    routeOf(payorRelationshipCalls.payeeNames, {
      tags,
      summary: 'Names of the given payees that are the payor’s carriers (others are left out)',
      answer: 'The names found',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await payorPayeeNames(c.var.auth.membership.companyId, c.req.valid('json').ids), 200),
  );
