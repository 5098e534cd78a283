import { payeeRestrictionCalls } from '#shared/contracts/user-restrictions.ts';
import { mfaCalls, userCalls } from '#shared/contracts/users.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import { MfaDelivery } from '#shared/validation/mfa.ts';
import { toE164 } from '#shared/validation/phone.ts';
import { maxSendsPerWindow, sendWindowMs } from '../../domain/one-time-codes.ts';
import { createRouter } from '../../lib/http/api-app.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { badRequest, HttpError, unauthenticated } from '../../lib/http/errors.ts';
import { translator } from '../../lib/http/i18n.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import { takeSend } from '../../repositories/send-throttle.ts';
import { updateSession } from '../../repositories/sessions.ts';
import { updateUserPhoneNumber } from '../../repositories/users.ts';
import { enableSmsMfa, hasSmsMfa, sendPhoneVerificationCode } from '../../services/cognito-users.ts';
import { confirmMfaPhoneChange, reauthenticate, requestMfaPhoneChange } from '../../services/mfa-phone.ts';
import { userAccessToken, viewOf } from '../../services/sessions.ts';
import { getPayeeRestrictions, setPayeeRestrictions } from '../../services/user-company-restrictions.ts';
import {
  getCompanyUser,
  inviteCompanyUser,
  listCompanyUsers,
  removeCompanyUser,
  resetUserMfa,
  rolesFor,
  sendTemporaryPassword,
  updateCompanyUser,
} from '../../services/user-management.ts';
import { actorOf, managing } from './user-management-calls.ts';

const tags = ['Users'];

const callUnavailable = () => badRequest('errors.mfaTypeUnavailable', {});

/**
 * MFA enrolment for the signed-in user (the missing-details flow), and user management (seeds 000
 * §2.5, §6, §7, §8): a company's users for its user admins, shared by payee, payor and factor
 * companies and always scoped to the session's company (another company's user id is 404).
 */
export const userRoutes = createRouter()
  .openapi(
    routeOf(mfaCalls.sendCode, {
      tags,
      summary: 'Save the MFA phone number and send it a verification code',
      answer: 'Code sent',
      errors: [400, 401, 403, 429],
    }),
    async (c) => {
      if (c.req.valid('param').type === MfaDelivery.Call) throw callUnavailable();
      const phoneNumber = toE164(c.req.valid('json').phoneNumber);
      const auth = c.var.auth;
      const enrolled = await hasSmsMfa(auth.user.email);
      const accessToken = enrolled ? null : await userAccessToken(auth);
      if (!enrolled && !accessToken) throw unauthenticated();
      // Each code is a paid text message: a signed-in user may not turn the portal into an SMS pump.
      if (!(await takeSend(`mfa:${auth.user.id}`, maxSendsPerWindow, sendWindowMs))) {
        throw new HttpError(429, ErrorCode.TooManyAttempts, 'errors.mfaTooManyCodes');
      }
      if (enrolled) {
        // Moving an enrolled user's codes elsewhere needs a fresh sign-in and the new number proven.
        await requestMfaPhoneChange(auth, phoneNumber, translator(c));
        return c.json({ ok: true as const }, 200);
      }
      await sendPhoneVerificationCode(accessToken as string, phoneNumber);
      await updateUserPhoneNumber(c.var.auth.user.id, phoneNumber);
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    routeOf(mfaCalls.register, {
      tags,
      summary: 'Verify the code and enable SMS MFA for the user',
      answer: 'MFA enabled',
      errors: [400, 401, 403],
    }),
    async (c) => {
      if (c.req.valid('param').type === MfaDelivery.Call) throw callUnavailable();
      const auth = c.var.auth;
      if (await hasSmsMfa(auth.user.email)) {
        await confirmMfaPhoneChange(auth, c.req.valid('json').code, translator(c));
        return c.json(await viewOf(auth), 200);
      }
      const accessToken = await userAccessToken(auth);
      if (!accessToken) throw unauthenticated();
      try {
        await enableSmsMfa(accessToken, c.req.valid('json').code);
      } catch (error) {
        if (error instanceof Error && error.name === 'CodeMismatchException') {
          throw badRequest('errors.mfaCodeMismatch', { code: [] });
        }
        throw error;
      }
      // Trust the pool, not the calls above: MFA counts as enrolled only when Cognito says so.
      if (!(await hasSmsMfa(auth.user.email))) throw new HttpError(409, ErrorCode.Conflict, 'errors.mfaNotEnrolled');
      if (!(await updateSession(auth.session, { mfaPending: false }))) throw unauthenticated();
      return c.json(await viewOf({ ...auth, session: { ...auth.session, mfaPending: false } }), 200);
    },
  )
  .openapi(
    routeOf(mfaCalls.reauthenticate, {
      tags,
      summary: 'Confirm a sign-in the user has just repeated (password and MFA), for changes that need one',
      answer: 'Confirmed',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const validUntil = await reauthenticate(c.var.auth, c.req.valid('json').token);
      return c.json({ validUntil: validUntil.toISOString() }, 200);
    },
  )
  .openapi(
    routeOf(userCalls.roles, {
      tags,
      summary: 'Roles a user admin of this company can give',
      answer: 'Roles',
      errors: [401, 403],
    }),
    (c) => c.json({ roles: rolesFor(c.var.auth.membership.company.type) }, 200),
  )
  .openapi(
    routeOf(userCalls.list, {
      tags,
      summary: 'The company’s users (user admins only)',
      answer: 'Users',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const query = c.req.valid('query');
      const users = await managing(c, () => listCompanyUsers(actorOf(c.var.auth)));
      const needle = query.q?.toLowerCase();
      const matching = needle
        ? users.filter((u) => u.name.toLowerCase().includes(needle) || u.email.includes(needle))
        : users;
      return c.json(pageOf(matching, query), 200);
    },
  )
  .openapi(
    routeOf(userCalls.invite, {
      tags,
      summary: 'Invite someone to the company: they join when they accept (a new address gets an account)',
      answer: 'Invited',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const body = c.req.valid('json');
      const invitation = await managing(c, () => inviteCompanyUser(actorOf(c.var.auth), body, translator(c)));
      return c.json({ invitation }, 201);
    },
  )
  .openapi(
    routeOf(userCalls.details, {
      tags,
      summary: 'One user of the company (oneself, or anyone for a user admin)',
      answer: 'User',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const user = await managing(c, () => getCompanyUser(actorOf(c.var.auth), id));
      setVersionTag(c, user.version);
      return c.json(user, 200);
    },
  )
  .openapi(
    routeOf(userCalls.update, {
      tags,
      summary: 'Edit a user: one’s own name and phone, or (user admins) anyone’s, with roles',
      description:
        'Made on the version of the user the editor loaded: `If-Match` with its ETag (428 without it). ' +
        'When the user changed since, 409 and nothing is written.',
      answer: 'Saved',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const version = expectedVersionOf(c);
      const user = await managing(c, () => updateCompanyUser(actorOf(c.var.auth), id, body, version));
      setVersionTag(c, user.version);
      return c.json(user, 200);
    },
  )
  .openapi(
    routeOf(userCalls.remove, {
      tags,
      summary: 'Remove a user from the company (user admins; not oneself)',
      answer: 'Removed',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await managing(c, () => removeCompanyUser(actorOf(c.var.auth), id));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    routeOf(userCalls.sendLoginRequest, {
      tags,
      summary: 'Email the user a temporary password (their next sign-in must replace it)',
      answer: 'Sent',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await managing(c, () => sendTemporaryPassword(actorOf(c.var.auth), id, translator(c)));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    routeOf(userCalls.resetMfa, {
      tags,
      summary: 'Reset the user’s MFA: they must set a new password and enrol MFA at next sign-in',
      answer: 'Reset',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await managing(c, () => resetUserMfa(actorOf(c.var.auth), id, translator(c)));
      return c.json({ ok: true as const }, 200);
    },
  )
  .openapi(
    routeOf(payeeRestrictionCalls.get, {
      tags,
      summary: 'Profile → Restrictions of the signed-in payee',
      answer: 'Restrictions, with the company’s version',
      errors: [401, 403, 404],
    }),
    async (c) => {
      const restrictions = await managing(c, () => getPayeeRestrictions(c.var.auth.membership.companyId));
      setVersionTag(c, restrictions.version);
      return c.json(restrictions, 200);
    },
  )
  .openapi(
    routeOf(payeeRestrictionCalls.update, {
      tags,
      summary: 'Set “Allowed to view paperwork” (user admins)',
      description:
        'Made on the company’s version the admin loaded: `If-Match` with the ETag of GET restrictions ' +
        '(428 without it). When the company changed since, 409 and nothing is written.',
      answer: 'Saved',
      errors: [400, 401, 403, 409, 428],
    }),
    async (c) => {
      const body = c.req.valid('json');
      const version = expectedVersionOf(c);
      const saved = await managing(c, () => setPayeeRestrictions(actorOf(c.var.auth), body, version));
      setVersionTag(c, saved.version);
      return c.json(saved, 200);
    },
  );
