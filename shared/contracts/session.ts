import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import { currentUserSchema } from '../schemas/current-user.ts';
import {
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  sessionTimingSchema,
  switchCompanyRequestSchema,
} from '../schemas/session.ts';

/** Sign-in exchange, session lifetime and the signed-in user (seeds 000 §7 Auth). */
export const sessionCalls = {
  login: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.login,
    access: access.public,
    body: loginRequestSchema,
    status: 200,
    response: loginResponseSchema,
  }),
  logout: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.logout,
    access: access.enrolling,
    status: 200,
    response: okResponseSchema,
  }),
  tokenExpiration: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.tokenExpiration,
    access: access.enrolling,
    status: 200,
    response: sessionTimingSchema,
  }),
  renew: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.newToken,
    access: access.enrolling,
    status: 200,
    response: sessionTimingSchema,
  }),
  currentUser: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.currentUser,
    access: access.enrolling,
    status: 200,
    response: currentUserSchema,
  }),
  switchCompany: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.session,
    access: access.signedIn,
    body: switchCompanyRequestSchema,
    status: 200,
    response: currentUserSchema,
  }),
  heartbeat: defineCall({
    api: 'core',
    method: 'get',
    path: corePaths.heartbeat,
    access: access.enrolling,
    status: 200,
    response: okResponseSchema,
  }),
};
