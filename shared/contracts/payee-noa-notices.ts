import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { noaDisputeRoles } from '../permissions/payee.ts';
import { access } from '../permissions/route-access.ts';
import { idParamsSchema } from '../schemas/payee-invoices.ts';
import { noaDisputeSchema, noaNoticeListSchema, noaNoticeSchema } from '../schemas/payee-noa-notices.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';

/**
 * The carrier's notices of assignment (issue 15, the fraud guard): read by whoever may open the
 * notices page (payee admin or billing); disputed only by a PayeeAdmin, the role the notice email
 * goes to, within the cooling-off window and on the version the carrier saw (If-Match). A dispute
 * repeated after it was made answers the disputed notice unchanged. Every `{id}` is a notice of the
 * signed-in carrier; another carrier's answers 404.
 */
export const payeeNoaNoticeCalls = {
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeNoaNotices,
    access: access.page('/payee/noa-notices'),
    status: 200,
    response: noaNoticeListSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.payeeNoaNotice,
    access: access.page('/payee/noa-notices/:id'),
    params: idParamsSchema,
    status: 200,
    response: noaNoticeSchema,
    versioned: true,
  }),
  dispute: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.payeeNoaNoticeDispute,
    access: access.page('/payee/noa-notices/:id', noaDisputeRoles),
    params: idParamsSchema,
    body: noaDisputeSchema,
    headers: ifMatchHeadersSchema,
    status: 200,
    response: noaNoticeSchema,
    versioned: true,
  }),
};
