import type { Context } from 'hono';
import { chargeCalls } from '#shared/contracts/settlement-charges.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { translator } from '../../lib/http/i18n.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import { type ChargeResult, createCharge, deleteCharge, updateCharge } from '../../services/bill-charges.ts';
import { type PaperworkCaller, paperworkActor } from '../../services/paperwork-access.ts';

const tags = ['Charges'];
const errors = [400, 401, 403, 404, 409, 428] as const;

function caller(c: Context<AppEnv>): PaperworkCaller {
  return { actor: paperworkActor(c.var.auth), t: translator(c) };
}

/** Answers the charge and the bill, the bill's version as the ETag. */
function chargeAnswer(c: Context<AppEnv>, result: ChargeResult) {
  setVersionTag(c, result.bill.version);
  return c.json(result, 200);
}

/**
 * A bill's charges (seeds 000 §4): one per type; a new amount replaces the charge (new id). Every
 * answer carries the whole bill, so the browser replaces its copy. Charges live inside the bill, so
 * each call changes the bill and is made on the version of it the user loaded: `If-Match` with the
 * bill's ETag (428 without it); when the bill changed since, 409 and nothing is written.
 */
export const chargeRoutes = createRouter()
  .openapi(
    routeOf(chargeCalls.create, {
      tags,
      summary: 'Set the bill’s charge of a type (a different amount replaces the existing one)',
      description:
        'The linehaul must be above $0.00; an accessorial of $0.00 is no charge (400). The same type and ' +
        'amount again changes nothing. Payees while the bill is editable, payors while delivered or submitted.',
      answer: 'The charge and the whole bill',
      errors,
    }),
    async (c) => chargeAnswer(c, await createCharge(caller(c), c.req.valid('json'), expectedVersionOf(c))),
  )
  .openapi(
    routeOf(chargeCalls.update, {
      tags,
      summary: 'A new amount for a charge: the old charge is deleted and a new one (new id) created',
      answer: 'The new charge and the whole bill',
      errors,
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return chargeAnswer(c, await updateCharge(caller(c), id, c.req.valid('json').amount, expectedVersionOf(c)));
    },
  )
  .openapi(
    routeOf(chargeCalls.delete, {
      tags,
      summary: 'Delete a charge',
      answer: 'The whole bill (charge: null)',
      errors,
    }),
    async (c) => chargeAnswer(c, await deleteCharge(caller(c), c.req.valid('param').id, expectedVersionOf(c))),
  );
