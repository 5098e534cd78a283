import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { corePaths } from '#shared/api/paths.ts';
import { Area } from '#shared/enums/company-type.ts';
import { PayeeFeature } from '#shared/permissions/payee.ts';
import { access } from '#shared/permissions/route-access.ts';
import {
  claimByAuthorizationFormSchema,
  claimByInvoiceDetailsSchema,
  claimForContactMethodSchema,
  claimIntentSchema,
  claimRelationshipSchema,
  claimRelationshipsSchema,
  claimResultSchema,
  claimWithoutVerificationSchema,
  codeVerifiedSchema,
  contactInfoSchema,
  payeeRelationshipSchema,
  relationshipParamsSchema,
  relationshipsPageSchema,
  relationshipsQuerySchema,
  relationshipTermsSchema,
  sendVerificationCodeSchema,
  takeControlInfoQuerySchema,
  takeControlInfoSchema,
  unclaimedRelationshipsSchema,
  updateRelationshipSchema,
  verificationCodeSentSchema,
  verifyCodeSchema,
} from '#shared/schemas/payee-relationships.ts';
import { ifMatchHeadersSchema } from '#shared/schemas/versions.ts';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { createAreaRouter } from '../../lib/http/area-router.ts';
import { translator } from '../../lib/http/i18n.ts';
import { expectedVersionOf, setVersionTag } from '../../lib/http/if-match.ts';
import { errorResponses, jsonBody, jsonResponse, versionedJsonResponse } from '../../lib/http/openapi.ts';
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
const params = relationshipParamsSchema;

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

const claimResponses = {
  200: jsonResponse(claimResultSchema, 'Claimed (or already claimed): the relationships and what to offer next'),
  ...errorResponses(400, 401, 403, 404, 409),
};

/**
 * Payee API: relationships with payors and the claim flow (seeds 000 §2.5, §2.6, §4, §7). Fixed
 * paths are declared before `{id}` so they are never read as an id.
 */
export const payeeRelationshipsRoutes = createAreaRouter(Area.Payee)
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeeRelationships,
      tags,
      access: access.payeeFeature(PayeeFeature.Relationships),
      summary: "The carrier's relationships with payors, filtered, sorted and paged",
      request: { query: relationshipsQuerySchema },
      responses: { 200: jsonResponse(relationshipsPageSchema, 'One page'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listRelationshipsPage(c.var.auth.membership.companyId, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeeUnclaimedRelationships,
      tags,
      access: access.payeeFeature(PayeeFeature.Relationships),
      summary: 'Relationships left to claim, grouped by the contact method that can verify them',
      responses: {
        200: jsonResponse(unclaimedRelationshipsSchema, 'Unclaimed relationships'),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await unclaimedRelationships(c.var.auth.membership.companyId), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeeRelationshipContactInfo,
      tags,
      access: access.payeeFeature(PayeeFeature.Relationships),
      summary: "The carrier's contact methods as its payors hold them, masked",
      responses: { 200: jsonResponse(contactInfoSchema, 'Contact methods'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await contactInfo(c.var.auth.membership.companyId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: corePaths.payeeVerifyContactMethod,
      tags,
      summary: 'Send a six-digit code to a contact method by email, text or voice (replaces any earlier code)',
      access: access.payeeFeature(PayeeFeature.Relationships),
      request: { body: jsonBody(sendVerificationCodeSchema) },
      responses: {
        200: jsonResponse(verificationCodeSentSchema, 'Code sent'),
        ...errorResponses(400, 401, 403, 404, 429),
      },
    }),
    async (c) => c.json(await sendVerificationCode(actorOf(c), c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: corePaths.payeeClaimRelationships,
      tags,
      summary: 'Claim the selected relationships with the code sent to their contact method (all or none)',
      access: access.payeeFeature(PayeeFeature.Relationships),
      request: { body: jsonBody(claimRelationshipsSchema) },
      responses: claimResponses,
    }),
    async (c) => c.json(await claimWithCode(actorOf(c), c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: corePaths.payeeClaimForContactMethod,
      tags,
      summary: 'Claim every unclaimed relationship of one contact method',
      access: access.payeeFeature(PayeeFeature.Relationships),
      request: { body: jsonBody(claimForContactMethodSchema) },
      responses: claimResponses,
    }),
    async (c) => c.json(await claimForContactMethod(actorOf(c), c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeeRelationship,
      tags,
      access: access.payeeFeature(PayeeFeature.Relationships),
      summary: 'One relationship',
      request: { params },
      responses: {
        200: versionedJsonResponse(payeeRelationshipSchema, 'The relationship'),
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const relationship = await getRelationshipView(c.var.auth.membership.companyId, c.req.valid('param').id);
      setVersionTag(c, relationship.version);
      return c.json(relationship, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: corePaths.payeeRelationship,
      tags,
      summary: 'Change the default payment term that new invoices with this payor get',
      description:
        'Made on the version of the relationship the carrier loaded: `If-Match` with its ETag (428 ' +
        'without it). When the relationship changed since, 409 and nothing is written.',
      access: access.payeeFeature(PayeeFeature.Relationships),
      request: { params, headers: ifMatchHeadersSchema, body: jsonBody(updateRelationshipSchema) },
      responses: {
        200: versionedJsonResponse(payeeRelationshipSchema, 'Updated'),
        ...errorResponses(400, 401, 403, 404, 409, 428),
      },
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
    createRoute({
      method: 'post',
      path: corePaths.payeeRelationshipVerify,
      tags,
      summary: 'Check the code sent to a contact method of this relationship (wrong codes spend attempts)',
      access: access.payeeFeature(PayeeFeature.Relationships),
      request: { params, body: jsonBody(verifyCodeSchema) },
      responses: { 200: jsonResponse(codeVerifiedSchema, 'The code is right'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await verifyRelationshipCode(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeeRelationshipTerms,
      tags,
      access: access.payeeFeature(PayeeFeature.Relationships),
      summary: 'The terms of service with this payor (governing law, payment terms offered)',
      request: { params },
      responses: { 200: jsonResponse(relationshipTermsSchema, 'Terms'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => c.json(await relationshipTerms(c.var.auth.membership.companyId, c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: corePaths.payeeRelationshipClaim,
      tags,
      summary: 'Claim one relationship with the code sent to its contact method',
      access: access.payeeFeature(PayeeFeature.Relationships),
      request: { params, body: jsonBody(claimRelationshipSchema) },
      responses: claimResponses,
    }),
    async (c) =>
      c.json(
        await claimWithCode(actorOf(c), { ...c.req.valid('json'), payeeRelationshipIds: [c.req.valid('param').id] }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: corePaths.payeeRelationshipClaimWithoutVerification,
      tags,
      summary: 'Claim a pre-verified relationship (or through a pre-verified contact method) without a code',
      access: access.payeeFeature(PayeeFeature.Relationships),
      request: { params, body: jsonBody(claimWithoutVerificationSchema) },
      responses: claimResponses,
    }),
    async (c) => c.json(await claimWithoutVerification(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: corePaths.payeeRelationshipClaimByInvoiceDetails,
      tags,
      summary: 'Claim by naming an invoice from this payor: invoice or load number and amount in cents',
      access: access.payeeFeature(PayeeFeature.Relationships),
      request: { params, body: jsonBody(claimByInvoiceDetailsSchema) },
      responses: claimResponses,
    }),
    async (c) => c.json(await claimByInvoiceDetails(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: corePaths.payeeRelationshipClaimByAuthorizationForm,
      tags,
      summary: 'Claim by signing the broker authorization form online (MC or DOT number on file, signer, title)',
      access: access.payeeFeature(PayeeFeature.Relationships),
      request: { params, body: jsonBody(claimByAuthorizationFormSchema) },
      responses: claimResponses,
    }),
    async (c) => c.json(await claimByAuthorizationForm(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: corePaths.payeeRelationshipUnauthenticatedRequest,
      tags,
      summary: "Ask LanePay to verify a relationship whose contact methods the carrier can't reach",
      access: access.payeeFeature(PayeeFeature.Relationships),
      request: { params },
      responses: {
        200: jsonResponse(payeeRelationshipSchema, 'Request recorded'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => c.json(await requestClaimHelp(actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: corePaths.payeeRelationshipClaimIntent,
      tags,
      summary: 'Record that the user started claiming this relationship',
      access: access.payeeFeature(PayeeFeature.Relationships),
      request: { params },
      responses: { 200: jsonResponse(claimIntentSchema, 'The intent'), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (c) => c.json(await createClaimIntent(actorOf(c), c.req.valid('param').id), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: corePaths.payeeRelationshipTakeControlInfo,
      tags,
      access: access.payeeFeature(PayeeFeature.Relationships),
      summary: 'What claiming this unclaimed relationship takes: contact methods on file and each way to verify',
      description:
        'With `exportReport=true` the edge sends the request to the exports API, which answers the same ' +
        'as a PDF (`/api/v1/exports/core/payee/payee_relationships/{id}/take_control_info`).',
      request: { params, query: takeControlInfoQuerySchema },
      responses: {
        200: jsonResponse(takeControlInfoSchema, 'The contact methods and verification options'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => c.json(await takeControlInfo(actorOf(c), c.req.valid('param').id), 200),
  );
