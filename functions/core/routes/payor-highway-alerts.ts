import type { Context } from 'hono';
import { payorHighwayAlertCalls } from '#shared/contracts/payor-highway-alerts.ts';
import { Area } from '#shared/enums/company-type.ts';
import { HighwayAlertResolution } from '#shared/enums/highway.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { Actor } from '../../domain/invoices/invoice.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { badRequest, HttpError, notFound } from '../../lib/http/errors.ts';
import { translator } from '../../lib/http/i18n.ts';
import {
  type EndResult,
  endHighwayAlert,
  highwayAlertDetails,
  highwayAlertsPage,
  recheckCarrier,
} from '../../services/highway-alerts.ts';

const tags = ['Payor highway alerts'];

function payorActor(c: Context<AppEnv>): Actor {
  const { user, membership } = c.var.auth;
  return { kind: 'payor', userId: user.id, name: user.name, companyName: membership.company.name };
}

function endAnswer(result: EndResult) {
  switch (result.kind) {
    case 'ok':
      return result.alert;
    case 'notFound':
      throw notFound();
    case 'refused':
      throw new HttpError(409, ErrorCode.Conflict, 'errors.highwayAlert.alreadyEnded');
    default:
      throw new HttpError(409, ErrorCode.Conflict, 'errors.highwayAlert.concurrentUpdate');
  }
}

const endDescription =
  'Every invoice the alert holds goes back to Pending (recorded with who and when) and the alert ends, ' +
  'in one write. Repeating it answers the ended alert unchanged; ending it the other way is a 409.';

/**
 * Payor API: highway alerts (seeds 001 §2), for a highway-subscribing payor whose user's roles do
 * not hide the feature. Every alert is looked up within the signed-in payor's own.
 */
export const payorHighwayAlertRoutes = createAreaRouter(Area.Payor)
  .openapi(
    routeOf(payorHighwayAlertCalls.list, {
      tags,
      summary: 'The payor’s highway alerts, open and ignored, newest first; statuses and one carrier as filters',
      answer: 'One page of alerts',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await highwayAlertsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(payorHighwayAlertCalls.recheck, {
      tags,
      summary: 'Check one of the payor’s carriers against the vetting registry again',
      description:
        'Records the results on the carrier’s open alert; without one, a failed check raises an alert. ' +
        'A repeat raises nothing twice.',
      answer: 'The checks’ results and the carrier’s open alert',
      errors: [400, 401, 403, 409],
    }),
    async (c) => {
      const result = await recheckCarrier({
        payorId: c.var.auth.membership.companyId,
        relationshipId: c.req.valid('json').payeeRelationshipId,
        actor: payorActor(c),
      });
      if (result.kind === 'unknownRelationship') {
        const key = 'errors.invoice.unknownRelationship';
        throw badRequest(key, { payeeRelationshipId: [translator(c)(key)] });
      }
      if (result.kind === 'conflict')
        throw new HttpError(409, ErrorCode.Conflict, 'errors.highwayAlert.concurrentUpdate');
      return c.json(result.result, 200);
    },
  )
  .openapi(
    routeOf(payorHighwayAlertCalls.details, {
      tags,
      summary: 'One of the payor’s alerts: the checks’ results, the invoices it holds, its history',
      answer: 'The alert',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const alert = await highwayAlertDetails(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!alert) throw notFound();
      return c.json(alert, 200);
    },
  )
  .openapi(
    routeOf(payorHighwayAlertCalls.clear, {
      tags,
      summary: 'Clear an alert: the carrier is fine; the invoices it holds go back to Pending',
      description: endDescription,
      answer: 'The cleared alert',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const result = await endHighwayAlert({
        payorId: c.var.auth.membership.companyId,
        alertId: c.req.valid('param').id,
        kind: HighwayAlertResolution.Cleared,
        actor: payorActor(c),
      });
      return c.json(endAnswer(result), 200);
    },
  )
  .openapi(
    routeOf(payorHighwayAlertCalls.ignore, {
      tags,
      summary: 'Ignore an alert: its invoices go back to Pending and these failures hold no more invoices',
      description: endDescription,
      answer: 'The ignored alert',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const result = await endHighwayAlert({
        payorId: c.var.auth.membership.companyId,
        alertId: c.req.valid('param').id,
        kind: HighwayAlertResolution.Ignored,
        actor: payorActor(c),
      });
      return c.json(endAnswer(result), 200);
    },
  );
