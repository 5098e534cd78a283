import type { Context } from 'hono';
import { payeeNoaNoticeCalls } from '#shared/contracts/payee-noa-notices.ts';
import { Area } from '#shared/enums/company-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { HttpError, notFound } from '../../lib/http/errors.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import {
  type DisputeResult,
  disputeNoaNotice,
  payeeNoaNotice,
  payeeNoaNotices,
} from '../../services/payee-noa-notices.ts';

const tags = ['Payee notices of assignment'];

function disputeAnswer(c: Context<AppEnv>, result: DisputeResult) {
  switch (result.kind) {
    case 'disputed':
      setVersionTag(c, result.notice.version);
      return result.notice;
    case 'notFound':
      throw notFound();
    case 'notDisputable':
      throw new HttpError(409, ErrorCode.Conflict, 'errors.noaNotice.notDisputable');
    default:
      throw new HttpError(409, ErrorCode.Conflict, 'errors.noaNotice.concurrentUpdate');
  }
}

/**
 * Payee API: the carrier's notices of assignment (issue 15, the fraud guard). Every notice is looked
 * up among the signed-in carrier's own documents.
 */
export const payeeNoaNoticesRoutes = createAreaRouter(Area.Payee)
  .openapi(
    routeOf(payeeNoaNoticeCalls.list, {
      tags,
      summary: 'The notices of assignment that sent the carrier’s payments to a factor, newest first',
      answer: 'The notices',
      errors: [401, 403],
    }),
    async (c) => c.json(await payeeNoaNotices(c.var.auth.membership.companyId), 200),
  )
  .openapi(
    routeOf(payeeNoaNoticeCalls.details, {
      tags,
      summary: 'One notice of assignment: the factor, the payors it covers, since when, its cooling-off window',
      answer: 'The notice',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const notice = await payeeNoaNotice(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!notice) throw notFound();
      setVersionTag(c, notice.version);
      return c.json(notice, 200);
    },
  )
  .openapi(
    routeOf(payeeNoaNoticeCalls.dispute, {
      tags,
      summary: 'Dispute a notice within its cooling-off window: it goes to fraud investigation and its payors are held',
      description:
        'Made on the version the carrier loaded (`If-Match`, 428 without it; 409 when it changed since). ' +
        'After the window, 409 and nothing changes. Repeating a dispute that was made answers the disputed notice.',
      answer: 'The disputed notice',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) => {
      const { user, membership } = c.var.auth;
      const result = await disputeNoaNotice({
        payeeId: membership.companyId,
        id: c.req.valid('param').id,
        reason: c.req.valid('json').reason,
        actor: { userId: user.id, name: user.name },
        expected: expectedVersionOf(c),
      });
      return c.json(disputeAnswer(c, result), 200);
    },
  );
