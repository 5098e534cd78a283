import { carrierDenyListCalls } from '#shared/contracts/carrier-deny-list.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { translator } from '../../lib/http/i18n.ts';
import { addToDenyList, denyList, denyListEntry, removeFromDenyList } from '../../services/carrier-deny-list.ts';
import { paperworkActor } from '../../services/paperwork-access.ts';

const tags = ['Carrier deny list'];

/**
 * The payor's carrier deny list (`carrier_blacklists`, seeds 001): carriers on it cannot view
 * this payor's paperwork. Payor users with UserAdmin or PayorSubmission who accepted the terms.
 */
export const carrierDenyListRoutes = createRouter()
  .openapi(
    routeOf(carrierDenyListCalls.add, {
      tags,
      summary: 'Block a carrier the payor has a relationship with (the same carrier again: the existing entry)',
      answer: 'Added',
      repeatAnswer: 'Already on the list',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const caller = { actor: paperworkActor(c.var.auth), t: translator(c) };
      const { entry, created } = await addToDenyList(caller, c.req.valid('json').payeeId);
      return created ? c.json(entry, 201) : c.json(entry, 200);
    },
  )
  .openapi(
    routeOf(carrierDenyListCalls.list, {
      tags,
      summary: 'The carriers this payor blocked from viewing its paperwork',
      answer: 'The deny list',
      errors: [401, 403],
    }),
    async (c) => c.json({ carrierBlacklists: await denyList(paperworkActor(c.var.auth)) }, 200),
  )
  .openapi(
    routeOf(carrierDenyListCalls.entry, {
      tags,
      summary: 'One entry of the deny list',
      answer: 'The entry',
      errors: [400, 401, 403, 404],
    }),
    async (c) => c.json(await denyListEntry(paperworkActor(c.var.auth), c.req.valid('param').id), 200),
  )
  .openapi(
    routeOf(carrierDenyListCalls.remove, {
      tags,
      summary: 'Unblock a carrier: it may view this payor’s paperwork again',
      answer: 'The removed entry',
      errors: [400, 401, 403, 404],
    }),
    async (c) => c.json(await removeFromDenyList(paperworkActor(c.var.auth), c.req.valid('param').id), 200),
  );
