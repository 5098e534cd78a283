import type { Context } from 'hono';
import { payeeRelationshipCalls as calls } from '#shared/contracts/payee-relationships.ts';
import { Area } from '#shared/enums/company-type.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { routeOf } from '../../lib/http/contract-route.ts';
import { translator } from '../../lib/http/i18n.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import {
  claimByAuthorizationForm,
  claimByInvoiceDetails,
  claimForContactMethod,
  claimWithCode,
  claimWithoutVerification,
  createClaimIntent,
  requestClaimHelp,
} from '../../services/claim-relationships.ts';
import { sendVerificationCode, verifyRelationshipCode } from '../../services/claim-verification.ts';
import type { RelationshipActor } from '../../services/relationship-actor.ts';
import {
  changeDefaultPaymentTerm,
  contactInfo,
  getRelationshipView,
  listRelationshipsPage,
  relationshipTerms,
  unclaimedRelationships,
} from '../../services/relationship-queries.ts';
import { takeControlInfo } from '../../services/relationship-take-control.ts';

const tags = ['Payee relationships'];

/** The signed-in payee and user as the relationship use cases take them. */
function actorOf(c: Context<AppEnv>): RelationshipActor {
  const { user, membership } = c.var.auth;
  return {
    payeeId: membership.companyId,
    userId: user.id,
    userEmail: user.email,
    company: membership.company,
    t: translator(c),
    now: new Date(),
  };
}

/** What a claim may answer besides its result. */
const claimErrors = [400, 401, 403, 404, 409] as const;
const claimAnswer = 'Claimed (or already claimed): the relationships and what to offer next';

/**
 * Payee API: relationships with payors and the claim flow (seeds 000 §2.5, §2.6, §4, §7). Fixed
 * paths are declared before `{id}` so they are never read as an id.
 */
export const payeeRelationshipsRoutes = createAreaRouter(Area.Payee)
  .openapi(
    routeOf(calls.list, {
      tags,
      summary: "The carrier's relationships with payors, filtered, sorted and paged",
      answer: 'One page',
      errors: [400, 401, 403],
    }),
    async (c) => c.json(await listRelationshipsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    routeOf(calls.unclaimed, {
      tags,
      summary: 'Relationships left to claim, grouped by the contact method that can verify them',
      answer: 'Unclaimed relationships',
      errors: [401, 403],
    }),
    async (c) => c.json(await unclaimedRelationships(c.var.auth.membership.companyId), 200),
  )
  .openapi(
    routeOf(calls.contactInfo, {
      tags,
      summary: "The carrier's contact methods as its payors hold them, masked",
      answer: 'Contact methods',
      errors: [401, 403],
    }),
    async (c) => c.json(await contactInfo(c.var.auth.membership.companyId), 200),
  )
  .openapi(
    routeOf(calls.sendVerificationCode, {
      tags,
      summary: 'Send a six-digit code to a contact method by email, text or voice (replaces any earlier code)',
      answer: 'Code sent',
      errors: [400, 401, 403, 404, 429],
    }),
    async (c) => c.json(await sendVerificationCode(actorOf(c), c.req.valid('json')), 200),
  )
  .openapi(
    routeOf(calls.claimSelected, {
      tags,
      summary: 'Claim the selected relationships with the code sent to their contact method (all or none)',
      answer: claimAnswer,
      errors: claimErrors,
    }),
    async (c) => c.json(await claimWithCode(actorOf(c), c.req.valid('json')), 200),
  )
  .openapi(
    routeOf(calls.claimForContactMethod, {
      tags,
      summary: 'Claim every unclaimed relationship of one contact method',
      answer: claimAnswer,
      errors: claimErrors,
    }),
    async (c) => c.json(await claimForContactMethod(actorOf(c), c.req.valid('json')), 200),
  )
  .openapi(
    routeOf(calls.details, {
      tags,
      summary: 'One relationship',
      answer: 'The relationship',
      errors: [400, 401, 403, 404],
    }),
    async (c) => {
      const relationship = await getRelationshipView(c.var.auth.membership.companyId, c.req.valid('param').id);
      setVersionTag(c, relationship.version);
      return c.json(relationship, 200);
    },
  )
  .openapi(
    routeOf(calls.update, {
      tags,
      summary: 'Change the default payment term that new invoices with this payor get',
      description:
        'Made on the version of the relationship the carrier loaded: `If-Match` with its ETag (428 ' +
        'without it). When the relationship changed since, 409 and nothing is written.',
      answer: 'Updated',
      errors: [400, 401, 403, 404, 409, 428],
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { paymentType } = c.req.valid('json');
      const updated = await changeDefaultPaymentTerm(actorOf(c), id, paymentType, expectedVersionOf(c));
      setVersionTag(c, updated.version);
      return c.json(updated, 200);
    },
  )
  .openapi(
    routeOf(calls.verifyCode, {
      tags,
      summary: 'Check the code sent to a contact method of this relationship (wrong codes spend attempts)',
      answer: 'The code is right',
      errors: [400, 401, 403, 404],
    }),
    async (c) => c.json(await verifyRelationshipCode(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    routeOf(calls.terms, {
      tags,
      summary: 'The terms of service with this payor (governing law, payment terms offered)',
      answer: 'Terms',
      errors: [400, 401, 403, 404],
    }),
    async (c) => c.json(await relationshipTerms(c.var.auth.membership.companyId, c.req.valid('param').id), 200),
  )
  .openapi(
    routeOf(calls.claim, {
      tags,
      summary: 'Claim one relationship with the code sent to its contact method',
      answer: claimAnswer,
      errors: claimErrors,
    }),
    async (c) =>
      c.json(
        await claimWithCode(actorOf(c), { ...c.req.valid('json'), payeeRelationshipIds: [c.req.valid('param').id] }),
        200,
      ),
  )
  .openapi(
    routeOf(calls.claimWithoutVerification, {
      tags,
      summary: 'Claim a pre-verified relationship (or through a pre-verified contact method) without a code',
      answer: claimAnswer,
      errors: claimErrors,
    }),
    async (c) => c.json(await claimWithoutVerification(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    routeOf(calls.claimByInvoiceDetails, {
      tags,
      summary: 'Claim by naming an invoice from this payor: invoice or load number and amount in cents',
      answer: claimAnswer,
      errors: claimErrors,
    }),
    async (c) => c.json(await claimByInvoiceDetails(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    routeOf(calls.claimByAuthorizationForm, {
      tags,
      summary: 'Claim by signing the broker authorization form online (MC or DOT number on file, signer, title)',
      answer: claimAnswer,
      errors: claimErrors,
    }),
    async (c) => c.json(await claimByAuthorizationForm(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    routeOf(calls.requestHelp, {
      tags,
      summary: "Ask LanePay to verify a relationship whose contact methods the carrier can't reach",
      answer: 'Request recorded',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => c.json(await requestClaimHelp(actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(
    routeOf(calls.claimIntent, {
      tags,
      summary: 'Record that the user started claiming this relationship',
      answer: 'The intent',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => c.json(await createClaimIntent(actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(
    routeOf(calls.takeControlInfo, {
      tags,
      summary: 'What claiming this unclaimed relationship takes: contact methods on file and each way to verify',
      description:
        'With `exportReport=true` the edge sends the request to the exports API, which answers the same ' +
        'as a PDF (`/api/v1/exports/core/payee/payee_relationships/{id}/take_control_info`).',
      answer: 'The contact methods and verification options',
      errors: [400, 401, 403, 404, 409],
    }),
    async (c) => c.json(await takeControlInfo(actorOf(c), c.req.valid('param').id), 200),
  );
