import { defineCall } from '../api/contract.ts';
import { corePaths } from '../api/paths.ts';
import { access } from '../permissions/route-access.ts';
import { okResponseSchema, passwordResetRequestSchema, resetPasswordRequestSchema } from '../schemas/session.ts';

/** Forgot password: a code is emailed and held aside; the password changes only when it is used. */
export const passwordResetCalls = {
  request: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.requestPasswordReset,
    access: access.public,
    body: passwordResetRequestSchema,
    status: 200,
    response: okResponseSchema,
  }),
  requestOwn: defineCall({
    api: 'core',
    method: 'post',
    path: corePaths.requestAuthorizedPasswordReset,
    access: access.signedIn,
    status: 200,
    response: okResponseSchema,
  }),
  reset: defineCall({
    api: 'core',
    method: 'put',
    path: corePaths.resetPassword,
    access: access.public,
    body: resetPasswordRequestSchema,
    status: 200,
    response: okResponseSchema,
  }),
};
