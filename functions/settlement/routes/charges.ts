import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { access } from '#shared/permissions/route-access.ts';
import {
  chargeIdParamsSchema,
  chargeResponseSchema,
  createChargeBodySchema,
  updateChargeBodySchema,
} from '#shared/schemas/bills.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { translator } from '../../lib/http/i18n.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/http/openapi.ts';
import { createCharge, deleteCharge, updateCharge } from '../../services/bill-charges.ts';
import { type PaperworkCaller, paperworkActor } from '../../services/paperwork-access.ts';

const tags = ['Charges'];
const errors = errorResponses(400, 401, 403, 404, 409);

function caller(c: Context<AppEnv>): PaperworkCaller {
  return { actor: paperworkActor(c.var.auth), t: translator(c) };
}

/**
 * A bill's charges (seeds 000 §4): one per type; a new amount replaces the charge (new id). Every
 * answer carries the whole bill, so the browser replaces its copy.
 */
export const chargeRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: settlementPaths.charges,
      tags,
      summary: 'Set the bill’s charge of a type (a different amount replaces the existing one)',
      description:
        'The linehaul must be above $0.00; an accessorial of $0.00 is no charge (400). The same type and ' +
        'amount again changes nothing. Payees while the bill is editable, payors while delivered or submitted.',
      access: access.paperwork,
      request: { body: jsonBody(createChargeBodySchema) },
      responses: { 200: jsonResponse(chargeResponseSchema, 'The charge and the whole bill'), ...errors },
    }),
    async (c) => c.json(await createCharge(caller(c), c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: settlementPaths.charge,
      tags,
      summary: 'A new amount for a charge: the old charge is deleted and a new one (new id) created',
      access: access.paperwork,
      request: { params: chargeIdParamsSchema, body: jsonBody(updateChargeBodySchema) },
      responses: { 200: jsonResponse(chargeResponseSchema, 'The new charge and the whole bill'), ...errors },
    }),
    async (c) => c.json(await updateCharge(caller(c), c.req.valid('param').id, c.req.valid('json').amount), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: settlementPaths.charge,
      tags,
      summary: 'Delete a charge',
      access: access.paperwork,
      request: { params: chargeIdParamsSchema },
      responses: { 200: jsonResponse(chargeResponseSchema, 'The whole bill (charge: null)'), ...errors },
    }),
    async (c) => c.json(await deleteCharge(caller(c), c.req.valid('param').id), 200),
  );
