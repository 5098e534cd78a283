import { createRoute } from '@hono/zod-openapi';
import * as z from 'zod';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { Area } from '#shared/enums/company-type.ts';
import { access } from '#shared/permissions/route-access.ts';
import {
  carrierDenyListEntrySchema,
  carrierDenyListResponseSchema,
  createCarrierDenyListEntryBodySchema,
} from '#shared/schemas/bills.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { translator } from '../../lib/http/i18n.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/http/openapi.ts';
import { addToDenyList, denyList, denyListEntry, removeFromDenyList } from '../../services/carrier-deny-list.ts';
import { paperworkActor } from '../../services/paperwork-access.ts';

const tags = ['Carrier deny list'];
const entryParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(40)
    .meta({ param: { name: 'id', in: 'path' }, example: '2001-1001' }),
});

/**
 * The payor's carrier deny list (`carrier_blacklists`, seeds 001): carriers on it cannot view
 * this payor's paperwork. Payor users with UserAdmin or PayorSubmission who accepted the terms.
 */
export const carrierDenyListRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: settlementPaths.carrierDenyList,
      tags,
      summary: 'Block a carrier the payor has a relationship with (the same carrier again: the existing entry)',
      access: access.areas(Area.Payor),
      request: { body: jsonBody(createCarrierDenyListEntryBodySchema) },
      responses: {
        201: jsonResponse(carrierDenyListEntrySchema, 'Added'),
        200: jsonResponse(carrierDenyListEntrySchema, 'Already on the list'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const caller = { actor: paperworkActor(c.var.auth), t: translator(c) };
      const { entry, created } = await addToDenyList(caller, c.req.valid('json').payeeId);
      return created ? c.json(entry, 201) : c.json(entry, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: settlementPaths.carrierDenyList,
      tags,
      summary: 'The carriers this payor blocked from viewing its paperwork',
      access: access.areas(Area.Payor),
      responses: { 200: jsonResponse(carrierDenyListResponseSchema, 'The deny list'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ carrierBlacklists: await denyList(paperworkActor(c.var.auth)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: settlementPaths.carrierDenyListEntry,
      tags,
      summary: 'One entry of the deny list',
      access: access.areas(Area.Payor),
      request: { params: entryParamsSchema },
      responses: { 200: jsonResponse(carrierDenyListEntrySchema, 'The entry'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await denyListEntry(paperworkActor(c.var.auth), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: settlementPaths.carrierDenyListEntry,
      tags,
      summary: 'Unblock a carrier: it may view this payor’s paperwork again',
      access: access.areas(Area.Payor),
      request: { params: entryParamsSchema },
      responses: {
        200: jsonResponse(carrierDenyListEntrySchema, 'The removed entry'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await removeFromDenyList(paperworkActor(c.var.auth), c.req.valid('param').id), 200),
  );
