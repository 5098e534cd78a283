import { createRoute } from '@hono/zod-openapi';
import { corePaths } from '#shared/api/paths.ts';
import { access } from '#shared/permissions/route-access.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { currentUserSchema } from '#shared/schemas/current-user.ts';
import { okResponseSchema } from '#shared/schemas/session.ts';
import {
  companyInvitationListSchema,
  invitationIdParamsSchema,
  myInvitationListSchema,
} from '#shared/schemas/users.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { HttpError, notFound } from '../../lib/http/errors.ts';
import { errorResponses, jsonResponse } from '../../lib/http/openapi.ts';
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
    createRoute({
      method: 'get',
      path: corePaths.companyInvitations,
      access: access.userManagers,
      tags,
      summary: 'The company’s invitations waiting for an answer (user admins)',
      responses: { 200: jsonResponse(companyInvitationListSchema, 'Invitations'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ items: await managing(c, () => listCompanyInvitations(actorOf(c.var.auth))) }, 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: corePaths.companyInvitation,
      access: access.userManagers,
      tags,
      summary: 'Withdraw one of the company’s pending invitations (user admins)',
      request: { params: invitationIdParamsSchema },
      responses: { 200: jsonResponse(okResponseSchema, 'Withdrawn'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await managing(c, () => cancelCompanyInvitation(actorOf(c.var.auth), id));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.myInvitations,
      tags,
      summary: 'Invitations to other companies waiting for the signed-in user’s answer',
      access: access.signedIn,
      responses: { 200: jsonResponse(myInvitationListSchema, 'Invitations'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ items: await listMyInvitations(c.var.auth.user) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: corePaths.acceptInvitation,
      tags,
      summary: 'Accept an invitation: the user joins that company with the roles it offered',
      access: access.signedIn,
      request: { params: invitationIdParamsSchema },
      responses: { 200: jsonResponse(currentUserSchema, 'Joined'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const auth = c.var.auth;
      const user = await answering(() => acceptMyInvitation(auth.user, id));
      return c.json(viewOf({ ...auth, user }), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: corePaths.declineInvitation,
      tags,
      summary: 'Decline an invitation',
      access: access.signedIn,
      request: { params: invitationIdParamsSchema },
      responses: { 200: jsonResponse(okResponseSchema, 'Declined'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await answering(() => declineMyInvitation(c.var.auth.user, id));
      return c.json({ ok: true as const }, 200);
    },
  );
