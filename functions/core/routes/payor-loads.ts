import type { Context } from 'hono';
import { payorLoadCalls } from '#shared/contracts/payor-loads.ts';
import { Area } from '#shared/enums/company-type.ts';
import { type Currency, currencyCodes } from '#shared/enums/currency.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { LoadActor } from '../../domain/loads/load.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { badRequest, HttpError, notFound } from '../../lib/http/errors.ts';
import { requestLanguage, translator } from '../../lib/http/i18n.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import type { LoadRecord } from '../../repositories/loads.ts';
import {
  createPayorLoad,
  getPayorLoad,
  payorLoadOf,
  payorLoadsPage,
  requestLoadAdvance,
  updatePayorLoad,
} from '../../services/payor-loads.ts';

const tags = ['Payor loads'];

function loadActor(c: Context<AppEnv>): LoadActor {
  return { userId: c.var.auth.user.id, name: c.var.auth.user.name };
}

/** The load as the payor sees it, its version as the ETag (what a change of it is made on). */
async function loadAnswer<S extends 200 | 201>(c: Context<AppEnv>, load: LoadRecord, status: S) {
  setVersionTag(c, load.version);
  return c.json(await payorLoadOf(load), status);
}

function fieldError(
  c: Context,
  key: string,
  field: string,
  status: 400 | 409 = 400,
  values: Record<string, unknown> = {},
): HttpError {
  const errors = { [field]: [translator(c)(key, values)] };
  return status === 400 ? badRequest(key, errors) : new HttpError(409, ErrorCode.Conflict, key, errors);
}

const concurrentChange = () => new HttpError(409, ErrorCode.Conflict, 'errors.concurrentChange');

/**
 * Payor API: loads (EnableLoads). Every route answers only for the signed-in payor's own loads:
 * they live in its own partition, so another payor's id is not found.
 */
export const payorLoadsRoutes = createAreaRouter(Area.Payor)
  .openapi(
    routeOf(payorLoadCalls.list, {
      tags,
      summary: 'The payor’s loads: search by load number, carrier, statuses, pickup or delivery dates, paging',
      answer: 'One page of loads',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await payorLoadsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payorLoadCalls.create, {
      tags,
      summary: 'Book a load with a carrier the payor has a relationship with',
      description:
        'Load numbers are unique per payor (case-insensitive): the number the carrier’s invoice and bills ' +
        'carry. Sending exactly the same load again answers 200 with the first one; a different load under ' +
        'a used number is refused with 409.',
      answer: 'The new load',
      repeatAnswer: 'The same load sent before',
      errors: [400, 401, 403, 409],
    }),
    async (c) => {
      const result = await createPayorLoad({
        payorId: c.var.auth.membership.companyId,
        creation: c.req.valid('json'),
        actor: loadActor(c),
      });
      switch (result.kind) {
        case 'created':
          return loadAnswer(c, result.load, 201);
        case 'replayed':
          return loadAnswer(c, result.load, 200);
        case 'unknownRelationship':
          throw fieldError(c, 'errors.invoice.unknownRelationship', 'payeeRelationshipId');
        default:
          throw fieldError(c, 'errors.load.duplicateLoadNumber', 'loadNumber', 409);
      }
    },
  )
  .openapi(
    routeOf(payorLoadCalls.details, {
      tags,
      summary: 'One of the payor’s loads with its invoices, bills and advance; its version as the ETag',
      answer: 'The load',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const load = await getPayorLoad(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!load) throw notFound();
      return loadAnswer(c, load, 200);
    },
  )
  .openapi(
    routeOf(payorLoadCalls.update, {
      tags,
      summary: 'Change a load’s pickup or delivery date or its status',
      description:
        'The payor sets Booked, In transit, Delivered or Cancelled; once an invoice stands for the load its ' +
        'status follows the invoice (409), and a load with an advance is not cancelled (409). Made on the ' +
        'version the payor loaded: `If-Match` with its ETag (428 without it); when the load changed since, ' +
        '409 and nothing is written.',
      answer: 'The load as changed',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) => {
      const result = await updatePayorLoad({
        payorId: c.var.auth.membership.companyId,
        loadId: c.req.valid('param').id,
        update: c.req.valid('json'),
        actor: loadActor(c),
        expectedVersion: expectedVersionOf(c),
      });
      switch (result.kind) {
        case 'ok':
          return loadAnswer(c, result.load, 200);
        case 'notFound':
          throw notFound();
        case 'refused':
          if (result.reason === 'deliveryBeforePickup') {
            throw fieldError(c, 'errors.load.deliveryBeforePickup', 'deliveryDate');
          }
          throw fieldError(c, `errors.load.status.${result.reason}`, 'statusId', 409);
        default:
          throw concurrentChange();
      }
    },
  )
  .openapi(
    routeOf(payorLoadCalls.requestAdvance, {
      tags,
      summary: 'Ask for a load advance (BROKER_LOAD_ADVANCE_PAYOUT) paid to the carrier before the invoice',
      description:
        'At most half of the load’s expected invoice amount (its invoice’s, else its agreed rate), before ' +
        'the invoice is approved. The next payout run pays it; the run that pays the load’s invoice nets it ' +
        'from that payment. Asking again for the same amount answers the load as it is; any other request ' +
        'once one was made is refused with 409.',
      answer: 'The load with its advance',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const result = await requestLoadAdvance({
        payorId: c.var.auth.membership.companyId,
        loadId: c.req.valid('param').id,
        amountCents: c.req.valid('json').amountCents,
        actor: loadActor(c),
      });
      switch (result.kind) {
        case 'ok':
          return loadAnswer(c, result.load, 200);
        case 'notFound':
          throw notFound();
        case 'refused':
          if (result.reason === 'overLimit') {
            const money = new Intl.NumberFormat(requestLanguage(c), {
              style: 'currency',
              currency: currencyCodes[result.currencyId as Currency] ?? 'USD',
            });
            throw fieldError(c, 'errors.load.advance.overLimit', 'amountCents', 400, {
              amount: money.format((result.limitCents ?? 0) / 100),
            });
          }
          throw fieldError(c, `errors.load.advance.${result.reason}`, 'amountCents', 409);
        default:
          throw concurrentChange();
      }
    },
  );
