import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import { currentUserSchema } from '../schemas/current-user.ts';
import { okResponseSchema } from '../schemas/session.ts';
import { companyInvitationListSchema, invitationIdParamsSchema, myInvitationListSchema } from '../schemas/users.ts';

/** Invitations to join a company: the company's user admins' and the invitee's calls. */
export const invitationCalls = {
  companyList: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.companyInvitations,
    access: access.userManagers,
    status: 200,
    response: companyInvitationListSchema,
  }),
  withdraw: defineCall({
    api: 'core',
    method: 'delete',
    path: corePaths.companyInvitation,
    access: access.userManagers,
    params: invitationIdParamsSchema,
    status: 200,
    response: okResponseSchema,
  }),
  mine: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.myInvitations,
    access: access.signedIn,
    status: 200,
    response: myInvitationListSchema,
  }),
  accept: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.acceptInvitation,
    access: access.signedIn,
    params: invitationIdParamsSchema,
    status: 200,
    response: currentUserSchema,
  }),
  decline: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.declineInvitation,
    access: access.signedIn,
    params: invitationIdParamsSchema,
    status: 200,
    response: okResponseSchema,
  }),
};
