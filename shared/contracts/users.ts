import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import { currentUserSchema } from '../schemas/current-user.ts';
import { okResponseSchema, reauthenticatedSchema, reauthenticateRequestSchema } from '../schemas/session.ts';
import {
  companyUserPageSchema,
  companyUserSchema,
  createUserRequestSchema,
  invitedUserSchema,
  updateUserRequestSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userRolesSchema,
} from '../schemas/users.ts';
import { ifMatchHeadersSchema } from '../schemas/versions.ts';
import { mfaDeliveryParamsSchema, registerMfaRequestSchema, sendMfaRequestSchema } from '../validation/mfa.ts';

/**
 * A company's users (seeds 000 §2.5, §6, §7, §8), for its user admins, and oneself: shared by payee,
 * payor and factor companies, always within the session's company. A user is versioned: its GET
 * and its edit answer the version as the ETag, and an edit is made on one (`If-Match`).
 */
export const userCalls = {
  roles: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.userRoles,
    access: access.signedIn,
    status: 200,
    response: userRolesSchema,
  }),
  list: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.users,
    access: access.userManagers,
    query: userListQuerySchema,
    status: 200,
    response: companyUserPageSchema,
  }),
  /** Adding a user is inviting them: they join when they accept (README "Accounts"). */
  invite: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.users,
    access: access.userManagers,
    body: createUserRequestSchema,
    status: 201,
    response: invitedUserSchema,
  }),
  details: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.user,
    access: access.signedIn,
    params: userIdParamsSchema,
    status: 200,
    response: companyUserSchema,
    versioned: true,
  }),
  update: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.user,
    access: access.signedIn,
    params: userIdParamsSchema,
    body: updateUserRequestSchema,
    status: 200,
    response: companyUserSchema,
    versioned: true,
    headers: ifMatchHeadersSchema,
  }),
  remove: defineCall({
    api: 'core',
    method: 'delete',
    path: corePaths.user,
    access: access.userManagers,
    params: userIdParamsSchema,
    status: 200,
    response: okResponseSchema,
  }),
  sendLoginRequest: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.userSendLoginRequest,
    access: access.userManagers,
    params: userIdParamsSchema,
    status: 200,
    response: okResponseSchema,
  }),
  resetMfa: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.userResetMfa,
    access: access.userManagers,
    params: userIdParamsSchema,
    status: 200,
    response: okResponseSchema,
  }),
};

/**
 * The signed-in user's MFA phone: enrolment (the missing-details flow, open to sessions still
 * enrolling), and for an enrolled user the move to a new number after a fresh sign-in
 * (`reauthenticate`) and a code texted to that number (README "The MFA phone of an enrolled user").
 */
export const mfaCalls = {
  sendCode: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.sendMfa,
    access: access.enrolling,
    params: mfaDeliveryParamsSchema,
    body: sendMfaRequestSchema,
    status: 200,
    response: okResponseSchema,
  }),
  register: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.registerMfa,
    access: access.enrolling,
    params: mfaDeliveryParamsSchema,
    body: registerMfaRequestSchema,
    status: 200,
    response: currentUserSchema,
  }),
  reauthenticate: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.reauthenticate,
    access: access.signedIn,
    body: reauthenticateRequestSchema,
    status: 200,
    response: reauthenticatedSchema,
  }),
};
