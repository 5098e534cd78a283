import { invitationCalls } from '#shared/contracts/invitations.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { HttpError, notFound } from '../../lib/http/errors.ts';
import {
  acceptMyInvitation,
  declineMyInvitation,
  InvitationRefused,
  listMyInvitations,
} from '../../services/invitations.ts';
import { viewOf } from '../../services/sessions.ts';
import { cancelCompanyInvitation, listCompanyInvitations } from '../../services/user-management.ts';
import { actorOf, managing } from './user-management-calls.ts';

const tags = ['Users'];

/** Runs an invitee's call, turning its refusals into the portal's HTTP answers. */
async function answering<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof InvitationRefused)) throw error;
    if (error.reason === 'not_found') throw notFound();
    throw new HttpError(409, ErrorCode.Conflict, 'errors.concurrentChange');
  }
}

/**
 * Invitations to join a company (services/user-management.ts sends them, services/invitations.ts
 * answers them): the company's admins see and withdraw theirs, the invitee sees and answers their
 * own. Registered before the `/users/{id}` routes, whose id would otherwise take these paths.
 */
export const invitationRoutes = createRouter()
  .openapi(
    routeOf(invitationCalls.companyList, {
      tags,
      summary: 'The company’s invitations waiting for an answer (user admins)',
      answer: 'Invitations',
      errors: [401, 403],
    }),
    async (c) => c.json({ items: await managing(c, () => listCompanyInvitations(actorOf(c.var.auth))) }, 200),
  )
  .openapi(
    routeOf(invitationCalls.withdraw, {
      tags,
      summary: 'Withdraw one of the company’s pending invitations (user admins)',
      answer: 'Withdrawn',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await managing(c, () => cancelCompanyInvitation(actorOf(c.var.auth), id));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    routeOf(invitationCalls.mine, {
      tags,
      summary: 'Invitations to other companies waiting for the signed-in user’s answer',
      answer: 'Invitations',
      errors: [401, 403],
    }),
    async (c) => c.json({ items: await listMyInvitations(c.var.auth.user) }, 200),
  )
  .openapi(
    routeOf(invitationCalls.accept, {
      tags,
      summary: 'Accept an invitation: the user joins that company with the roles it offered',
      answer: 'Joined',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const auth = c.var.auth;
      const user = await answering(() => acceptMyInvitation(auth.user, id));
      return c.json(await viewOf({ ...auth, user }), 200);
    },
  )
  .openapi(
    routeOf(invitationCalls.decline, {
      tags,
      summary: 'Decline an invitation',
      answer: 'Declined',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await answering(() => declineMyInvitation(c.var.auth.user, id));
      return c.json({ ok: true as const }, 200);
    },
  );
