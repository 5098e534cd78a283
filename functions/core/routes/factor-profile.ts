import type { Context } from 'hono';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { factorProfileCalls } from '#shared/contracts/factor-profile.ts';
import { Area } from '#shared/enums/company-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { badRequest, HttpError, notFound } from '../../lib/http/errors.ts';
import { translator } from '../../lib/http/i18n.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import { type FactorActor, submitFactorBankAccount } from '../../services/factor-bank-accounts.ts';
import { factorProfileOf, updateCompanyDetails, updateRemittanceEmail } from '../../services/factor-profile.ts';

const tags = ['Factor profile'];

function factorActor(c: Context<AppEnv>): FactorActor {
  const { user, membership } = c.var.auth;
  return { factorId: membership.companyId, userId: user.id, name: user.name };
}

/** A versioned change's answer: the profile as saved with its ETag; 404; 409 when it changed since. */
function profileChangeAnswer(c: Context<AppEnv>, result: Awaited<ReturnType<typeof updateRemittanceEmail>>) {
  switch (result.kind) {
    case 'saved':
      setVersionTag(c, result.profile.version);
      return c.json(result.profile, 200);
    case 'notFound':
      throw notFound();
    default:
      throw new HttpError(409, ErrorCode.Conflict, 'errors.concurrentChange');
  }
}

/**
 * Factor API (issue 16): the factor's profile, its address and contact, its remittance email and its
 * payout accounts. The factor area's only reader of the bank account hash key, hence a function of
 * its own (functions/api-functions.ts).
 */
export const factorProfileRoutes = createAreaRouter(Area.Factor)
  .openapi(
    routeOf(factorProfileCalls.profile, {
      tags,
      summary: 'The factor’s company, address, contact, remittance email and payout accounts (masked)',
      answer: 'The profile',
      errors: [401, 403, 404],
    }),
    async (c) => {
      const profile = await factorProfileOf(c.var.auth.membership.companyId);
      if (!profile) throw notFound();
      setVersionTag(c, profile.version);
      return c.json(profile, 200);
    },
  )
  .openapi(
    routeOf(factorProfileCalls.updateCompanyDetails, {
      tags,
      summary: 'Change the factor’s mailing address and contact (user administrators)',
      description:
        'A US address (line 2 optional, a state’s two-letter code, a ZIP code) and a contact (name, ' +
        'email, phone). Made on the profile’s version: `If-Match` with the ETag of GET factor/profile ' +
        '(428 without it); when the profile changed since, 409 and nothing is written. The same request ' +
        'again (`Idempotency-Key`), or the address and contact already in place, answer 200 and write nothing.',
      answer: 'The profile as saved',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) => {
      const result = await updateCompanyDetails(
        factorActor(c),
        c.req.valid('json'),
        expectedVersionOf(c),
        c.req.valid('header')[idempotencyKeyHeader],
      );
      return profileChangeAnswer(c, result);
    },
  )
  .openapi(
    routeOf(factorProfileCalls.updateRemittanceEmail, {
      tags,
      summary: 'Change where the remittance advice goes (user administrators)',
      description:
        'Made on the profile’s version: `If-Match` with the ETag of GET factor/profile (428 without it); ' +
        'when the profile changed since, 409 and nothing is written. The address already in place ' +
        'answers 200 and writes nothing.',
      answer: 'The profile as saved',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) => {
      const result = await updateRemittanceEmail(
        factorActor(c),
        c.req.valid('json').remittanceEmail,
        expectedVersionOf(c),
      );
      return profileChangeAnswer(c, result);
    },
  )
  .openapi(
    routeOf(factorProfileCalls.submitBankAccount, {
      tags,
      summary: 'Submit a new payout account (user administrators); it waits for LanePay’s review',
      description:
        'A name, an ABA routing number and a 4–17 digit account number typed twice. Payments go on ' +
        'into the active account until LanePay approves the new one, and never into an account not ' +
        'reviewed. The same request again (`Idempotency-Key`), or the same account while it waits, ' +
        'answers 200 with it; the active account is refused (400), and so is another account while ' +
        'one waits (409). Only the last four digits and a keyed hash of the number are kept.',
      answer: 'The new account, waiting for review',
      repeatAnswer: 'The same account, already submitted',
      errors: [400, 401, 403, 409],
    }),
    async (c) => {
      const result = await submitFactorBankAccount(
        factorActor(c),
        c.req.valid('json'),
        c.req.valid('header')[idempotencyKeyHeader],
      );
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
  );
