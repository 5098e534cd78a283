import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { payeeBankAccountCalls as calls } from '#shared/contracts/payee-bank-accounts.ts';
import { Area } from '#shared/enums/company-type.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { badRequest, notFound } from '../../lib/http/errors.ts';
import { translator } from '../../lib/http/i18n.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/http/openapi.ts';
import {
  addBankAccount,
  bankAccountStatus,
  bankAccountTypes,
  type FieldErrorKeys,
  listWallet,
  lookupRoutingNumber,
  prepareBankAccount,
} from '../../services/bank-account-wallet.ts';
import { type LoadPayActor, linkLoadPayAccount, sendLoadPayCode } from '../../services/loadpay-link.ts';

const tags = ['Payee wallet'];

/**
 * The wallet holds where the company is paid: payee-level users only (PayeeAdmin or PayeeBilling,
 * seeds 000 §6). A driver-only user has no Wallet link and gets 403 here (shared/permissions/payee.ts).
 */

/** The service's field errors (message keys) as a 400 in the caller's language. */
function fieldErrors(c: Context, errors: FieldErrorKeys) {
  const t = translator(c);
  return badRequest(
    'errors.validationFailed',
    Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [t(key)]])),
  );
}

/** The signed-in payee linking a LoadPay account. */
function loadPayActor(c: Context<AppEnv>): LoadPayActor {
  const { membership, user } = c.var.auth;
  return {
    payeeId: membership.companyId,
    companyName: membership.company.name,
    userId: user.id,
    t: translator(c),
    now: new Date(),
  };
}

const loadPayDecision =
  'A LoadPay account is named by the email registered with LoadPay and its LoadPay account number (10 to 17 ' +
  'digits), and proven by a six-digit code sent to that email through the outbox (15 minutes, 5 attempts, only ' +
  'its salted hash kept, bound to the payee, the email and the number). The portal keeps the last four digits and ' +
  'a keyed hash of the number, never the number. One LoadPay account belongs to one carrier: another carrier’s is ' +
  'refused. Failures answer 400 with the message "There was an error linking your LoadPay account." and the ' +
  'reason on the field (email, accountNumber, verificationCode).';

/**
 * Payee API: the wallet's bank accounts (seeds 000 §3, §4, §7; 001 §4, §5, §7). Every call is
 * scoped to the signed-in payee (`membership.companyId`): another payee's account ids are 404.
 */
export const payeeBankAccountsRoutes = createAreaRouter(Area.Payee)
  .openapi(
    routeOf(calls.list, {
      tags,
      summary: 'The payee’s wallet: every bank account with its review status',
      answer: 'Accounts',
      errors: [401, 403],
    }),
    async (c) => c.json({ bankAccounts: await listWallet(c.var.auth.membership.companyId) }, 200),
  )
  .openapi(
    routeOf(calls.add, {
      tags,
      summary: 'Add a bank account; it starts pending verification',
      description:
        'Validated with the shared per-type, per-country rules; field errors name the payload fields. The full ' +
        'account number is not stored: only its last four digits and a keyed hash. The same account cannot be ' +
        'added twice for one payment method, so a repeated request adds nothing.',
      answer: 'Added, pending',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const { companyId } = c.var.auth.membership;
      const added = await addBankAccount(companyId, c.var.auth.user.id, c.req.valid('json'));
      if (!added.ok) throw fieldErrors(c, added.errors);
      return c.json(added.account, 201);
    },
  )
  .openapi(
    routeOf(calls.types, {
      tags,
      summary: 'Bank account types with the fields each needs per country (US, CA)',
      answer: 'Types',
      errors: [401, 403],
    }),
    (c) => c.json(bankAccountTypes(), 200),
  )
  .openapi(
    routeOf(calls.validate, {
      tags,
      summary: 'Check a bank account payload with the same rules as adding it, without saving',
      answer: 'Valid',
      errors: [400, 401, 403],
    }),
    async (c) => {
      const prepared = await prepareBankAccount(c.var.auth.membership.companyId, c.req.valid('json'));
      if (!prepared.ok) throw fieldErrors(c, prepared.errors);
      const { destinationDescription, bankName } = prepared.account;
      return c.json({ valid: true as const, destinationDescription, bankName: bankName ?? null }, 200);
    },
  )
  .openapi(
    routeOf(calls.routingNumber, {
      tags,
      summary: 'Routing number lookup in the routing directory (bank name, city, state)',
      answer: 'Listed',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const entry = await lookupRoutingNumber(c.req.valid('param').id);
      if (!entry) throw notFound();
      return c.json(entry, 200);
    },
  )
  .openapi(
    routeOf(calls.status, {
      tags,
      summary: 'An account’s review status (polled while pending)',
      answer: 'Status',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const status = await bankAccountStatus(c.var.auth.membership.companyId, c.req.valid('param').id);
      if (!status) throw notFound();
      return c.json(status, 200);
    },
  )
  .openapi(
    routeOf(calls.sendLoadPayCode, {
      tags,
      summary:
        'Link a LoadPay account, step 1: email a one-time code to the LoadPay account’s email, for that email and ' +
        'LoadPay account number together',
      description: `${loadPayDecision} A new code replaces the previous one; at most 5 codes per 15 minutes per payee and per email (429).`,
      answer: 'Code sent (the email masked)',
      errors: [400, 401, 403, 429],
    }),
    async (c) => c.json(await sendLoadPayCode(loadPayActor(c), c.req.valid('json')), 200),
  )
  .openapi(
    // Declared from its call by hand: it answers 201 for a new link and 200 for one made before,
    // and a call has one success status.
    createRoute({
      method: calls.linkLoadPay.method,
      path: calls.linkLoadPay.path,
      tags,
      access: calls.linkLoadPay.access,
      summary:
        'Link a LoadPay account, step 2: the code proves the LoadPay email and account number; the account joins ' +
        'the wallet as payment method 19, pending review (idempotent: the same LoadPay account gives the same ' +
        'wallet account)',
      description:
        `${loadPayDecision} The new account is pending verification and reviewed like every wallet account; it is ` +
        'paid in 0–5 minutes once active. Linking an account the payee already has answers 200 with that account ' +
        'and writes nothing; a new link answers 201.',
      request: { body: jsonBody(calls.linkLoadPay.body) },
      responses: {
        200: jsonResponse(calls.linkLoadPay.response, 'Already linked: the same wallet account'),
        201: jsonResponse(calls.linkLoadPay.response, 'Linked, pending review'),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const outcome = await linkLoadPayAccount(loadPayActor(c), c.req.valid('json'));
      return outcome.created ? c.json(outcome.account, 201) : c.json(outcome.account, 200);
    },
  );
