import type { Context } from 'hono';
import { payorProfileCalls } from '#shared/contracts/payor-profile.ts';
import { Area } from '#shared/enums/company-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { badRequest, HttpError, notFound } from '../../lib/http/errors.ts';
import { translator } from '../../lib/http/i18n.ts';
import {
  type FundingActor,
  fundingAccountsOf,
  submitFundingAccount,
  withdrawFundingAccount,
} from '../../services/payor-funding-accounts.ts';

const tags = ['Payor funding account'];

function fundingActor(c: Context<AppEnv>): FundingActor {
  const { user, membership } = c.var.auth;
  return { payorId: membership.companyId, userId: user.id, name: user.name };
}

/**
 * Payor API: the bank account LanePay drafts the payor from (functions/services/payor-drafts.ts)
 * and its replacement. The only code of the payor area that reads the bank account hash key, hence
 * a function of its own (functions/api-functions.ts).
 */
export const payorFundingAccountRoutes = createAreaRouter(Area.Payor)
  .openapi(
    routeOf(payorProfileCalls.fundingAccounts, {
      tags,
      summary: 'The funding account drafted now, a replacement waiting for review, and earlier ones (masked)',
      answer: 'The funding accounts',
      errors: [401, 403],
    }),
    async (c) => c.json(await fundingAccountsOf(c.var.auth.membership.companyId), 200),
  )
  .openapi(
    routeOf(payorProfileCalls.submitFundingAccount, {
      tags,
      summary: 'Submit a replacement funding account (user administrators); it waits for LanePay’s review',
      description:
        'An ABA routing number and a 4–17 digit account number typed twice. The account in use goes on ' +
        'being drafted until LanePay approves the replacement. The same account sent again answers 200 ' +
        'with the one waiting; the account in use is refused (400), and so is another account while one ' +
        'waits (409). Only the last four digits and a keyed hash of the number are kept.',
      answer: 'The replacement, waiting for review',
      repeatAnswer: 'The same replacement, already waiting',
      errors: [400, 401, 403, 409],
    }),
    async (c) => {
      const result = await submitFundingAccount(fundingActor(c), c.req.valid('json'));
      switch (result.kind) {
        case 'created':
          return c.json(result.account, 201);
        case 'repeat':
          return c.json(result.account, 200);
        case 'sameAsActive': {
          const key = 'errors.fundingAccount.sameAsActive';
          throw badRequest(key, { bankAccountNumber: [translator(c)(key)] });
        }
        default:
          throw new HttpError(409, ErrorCode.Conflict, 'errors.fundingAccount.pendingExists');
      }
    },
  )
  .openapi(
    routeOf(payorProfileCalls.withdrawFundingAccount, {
      tags,
      summary: 'Withdraw a replacement funding account still waiting for review (user administrators)',
      description:
        'Withdrawing it again answers it as it is; an account that no longer waits (in use, replaced, ' +
        'declined) answers 409. Another payor’s account answers 404.',
      answer: 'The withdrawn account',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => {
      const result = await withdrawFundingAccount(fundingActor(c), c.req.valid('param').id);
      switch (result.kind) {
        case 'withdrawn':
          return c.json(result.account, 200);
        case 'notFound':
          throw notFound();
        default:
          throw new HttpError(409, ErrorCode.Conflict, 'errors.fundingAccount.notPending');
      }
    },
  );
