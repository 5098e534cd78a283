import { randomUUID } from 'node:crypto';
import type { PaymentType } from '#shared/enums/payment-type.ts';
import { ErrorCode } from '#shared/schemas/api-error.ts';
import type {
  ClaimByAuthorizationForm,
  ClaimByInvoiceDetails,
  ClaimIntent,
  ClaimResult,
  PayeeRelationship,
} from '#shared/schemas/payee-relationships.ts';
import {
  afterInvoiceCheckFailure,
  ClaimMethod,
  claimedState,
  claimFollowUps,
  invoiceCheckAllowed,
  invoiceDetailsMaxFailures,
  isLinkedTo,
  matchesCarrierNumber,
  matchesInvoiceDetails,
  mayClaimWithoutVerification,
  offeredTerm,
  pendingContactStatus,
  planClaim,
} from '../domain/relationships/claim-rules.ts';
import { termsOfService } from '../domain/relationships/terms-of-service.ts';
import { isRecentProof } from '../domain/relationships/verification-code.ts';
import { HttpError, notFound } from '../lib/http/errors.ts';
import { logger } from '../lib/logger.ts';
import {
  type AuthorizationFormRecord,
  type ClaimedFields,
  claimRelationships,
  listRelationships,
  payeeInvoicesFromPayor,
  type RelationshipRecord,
  recordClaimIntent,
  recordClaimRequest,
  saveInvoiceCheck,
} from '../repositories/relationships.ts';
import { getVerificationCode, proofStillValidStep, spendCodeStep } from '../repositories/verification-codes.ts';
import { acceptedCode, requireContactMethod } from './claim-verification.ts';
import { sendMessage } from './messages.ts';
import { fieldRefusal, type RelationshipActor } from './relationship-actor.ts';
import { requireRelationship } from './relationship-queries.ts';
import { payorsOf, payorTermsOf, relationshipView, viewContext } from './relationship-views.ts';

type Proof = Parameters<typeof claimRelationships>[0]['proof'];

/** The requested relationships of this payee, all of them, or 404 (foreign ids look unknown). */
function pick(all: readonly RelationshipRecord[], ids: readonly number[]): RelationshipRecord[] {
  const byId = new Map(all.map((r) => [r.id, r]));
  const picked = [...new Set(ids)].map((id) => byId.get(id));
  if (picked.some((r) => r === undefined)) throw notFound();
  return picked as RelationshipRecord[];
}

/** Every payor of `relationships` must offer the chosen term. */
async function requireTermOffered(
  actor: RelationshipActor,
  relationships: readonly RelationshipRecord[],
  paymentType: PaymentType,
): Promise<Map<number, ReturnType<typeof payorTermsOf>>> {
  const payors = await payorsOf(relationships);
  const terms = new Map(relationships.map((r) => [r.payorId, payorTermsOf({ payors }, r.payorId)]));
  for (const r of relationships) {
    if (!offeredTerm(terms.get(r.payorId) ?? null, paymentType)) {
      throw fieldRefusal(actor.t, 'errors.claim.termNotOffered', 'paymentType');
    }
  }
  return terms;
}

/** The answer to every claim: the requested relationships as they are now, and the follow-ups. */
async function claimResult(
  actor: RelationshipActor,
  input: { requestedIds: number[]; claimedIds: number[]; contactMethodId: number | null },
): Promise<ClaimResult> {
  const all = await listRelationships(actor.payeeId);
  const requested = pick(all, input.requestedIds);
  const context = await viewContext(actor.payeeId, all);
  const followUps = claimFollowUps({
    claimed: requested.filter((r) => r.isClaimed),
    all,
    contactMethodId: input.contactMethodId,
    selectedIds: input.requestedIds,
    termsOf: (payorId) => payorTermsOf(context, payorId),
  });
  const claimed = new Set(input.claimedIds);
  return {
    claimedRelationshipIds: input.claimedIds,
    alreadyClaimedRelationshipIds: requested.filter((r) => r.isClaimed && !claimed.has(r.id)).map((r) => r.id),
    relationships: requested.map((r) => relationshipView(r, context)),
    followUps,
  };
}

/** How often a claim is replanned when a concurrent claim of the same relationships got in first. */
const claimAttempts = 3;

/**
 * Claims the unclaimed ones among `requested` in one transaction with `proof` (the code being
 * spent, or checked), or none of them. Already-claimed relationships of this carrier are a success
 * without changes; so is a retry that finds its own earlier claim done. When a concurrent claim
 * took some of them first, the transaction changes nothing and the claim is planned again from
 * what is stored now.
 */
async function executeClaim(
  actor: RelationshipActor,
  input: {
    requested: RelationshipRecord[];
    terms: Map<number, ReturnType<typeof payorTermsOf>>;
    paymentType: PaymentType;
    method: ClaimMethod;
    contactMethodId: number | null;
    proof?: () => Promise<Proof>;
    extraFields?: Partial<ClaimedFields>;
  },
): Promise<ClaimResult> {
  const requestedIds = input.requested.map((r) => r.id);
  let requested = input.requested;
  for (let attempt = 1; ; attempt += 1) {
    const { toClaim } = planClaim(requested);
    if (toClaim.length === 0) {
      return claimResult(actor, { requestedIds, claimedIds: [], contactMethodId: input.contactMethodId });
    }
    const proof = input.proof ? await input.proof() : undefined;
    const claims = toClaim.map((r) => ({
      id: r.id,
      fields: {
        ...claimedState({
          terms: input.terms.get(r.payorId) ?? null,
          paymentType: input.paymentType,
          userId: actor.userId,
          now: actor.now,
          method: input.method,
        }),
        ...input.extraFields,
      },
    }));
    if (await claimRelationships({ payeeId: actor.payeeId, claims, proof })) {
      logger.info('Relationships claimed', {
        payeeId: actor.payeeId,
        ids: claims.map((c) => c.id),
        method: input.method,
      });
      return claimResult(actor, {
        requestedIds,
        claimedIds: claims.map((c) => c.id),
        contactMethodId: input.contactMethodId,
      });
    }
    if (attempt >= claimAttempts) throw new HttpError(409, ErrorCode.Conflict, 'errors.claim.alreadyClaimed');
    requested = pick(await listRelationships(actor.payeeId), requestedIds);
  }
}

/** The proof that spends a right code; wrong, used or expired codes are refused before the claim. */
function spendingProof(actor: RelationshipActor, contactMethodId: number, code: string) {
  return async (): Promise<Proof> => {
    const stored = await acceptedCode(actor, contactMethodId, code);
    return spendCodeStep({
      payeeId: actor.payeeId,
      contactMethodId,
      nonce: stored.nonce,
      userId: actor.userId,
      at: actor.now.toISOString(),
    });
  };
}

/**
 * `PUT claim` and `PUT {id}/claim`: claims the selected relationships with the code sent to one
 * contact method on file for all of them. One transaction: all are claimed and the code spent, or
 * nothing changes.
 */
export async function claimWithCode(
  actor: RelationshipActor,
  input: {
    payeeRelationshipIds: number[];
    payeeContactMethodId: number;
    verificationCode: string;
    paymentType: PaymentType;
  },
): Promise<ClaimResult> {
  const all = await listRelationships(actor.payeeId);
  const requested = pick(all, input.payeeRelationshipIds);
  const method = await requireContactMethod(actor.payeeId, input.payeeContactMethodId);
  if (requested.some((r) => !isLinkedTo(r, method.id))) {
    throw fieldRefusal(actor.t, 'errors.claim.notLinked', 'payeeContactMethodId');
  }
  const terms = await requireTermOffered(actor, requested, input.paymentType);
  return executeClaim(actor, {
    requested,
    terms,
    paymentType: input.paymentType,
    method: ClaimMethod.VerificationCode,
    contactMethodId: method.id,
    proof: spendingProof(actor, method.id, input.verificationCode),
  });
}

/**
 * `PUT claim_for_contact_method`: every unclaimed relationship on one contact method. Without a
 * code only when the contact method is pre-verified, or this user proved it with a code in the last
 * 30 minutes (the 'claim more brokers' dialog right after a claim).
 */
export async function claimForContactMethod(
  actor: RelationshipActor,
  input: { payeeContactMethodId: number; verificationCode?: string | undefined; paymentType: PaymentType },
): Promise<ClaimResult> {
  const method = await requireContactMethod(actor.payeeId, input.payeeContactMethodId);
  const requested = (await listRelationships(actor.payeeId)).filter((r) => !r.isClaimed && isLinkedTo(r, method.id));
  const terms = await requireTermOffered(actor, requested, input.paymentType);
  let proof: (() => Promise<Proof>) | undefined;
  let claimMethod: ClaimMethod = ClaimMethod.VerificationCode;
  if (input.verificationCode) {
    proof = spendingProof(actor, method.id, input.verificationCode);
  } else if (method.isPreVerified) {
    claimMethod = ClaimMethod.PreVerified;
  } else {
    const stored = await getVerificationCode(actor.payeeId, method.id);
    if (!stored || !isRecentProof(stored, actor.userId, actor.now)) {
      throw fieldRefusal(actor.t, 'errors.claim.verificationRequired', 'verificationCode');
    }
    proof = async () =>
      proofStillValidStep({ payeeId: actor.payeeId, contactMethodId: method.id, nonce: stored.nonce });
  }
  return executeClaim(actor, {
    requested,
    terms,
    paymentType: input.paymentType,
    method: claimMethod,
    contactMethodId: method.id,
    proof,
  });
}

/**
 * `PUT {id}/claim_without_verification`: only for a relationship that counts as pre-verified
 * (seeds 000 §4): no contact method chosen and the relationship itself pre-verified, or the chosen
 * contact method pre-verified.
 */
export async function claimWithoutVerification(
  actor: RelationshipActor,
  relationshipId: number,
  input: { payeeContactMethodId?: number | undefined; paymentType: PaymentType },
): Promise<ClaimResult> {
  const relationship = await requireRelationship(actor.payeeId, relationshipId);
  const method =
    input.payeeContactMethodId === undefined
      ? null
      : await requireContactMethod(actor.payeeId, input.payeeContactMethodId);
  if (method && !isLinkedTo(relationship, method.id)) {
    throw fieldRefusal(actor.t, 'errors.claim.notLinked', 'payeeContactMethodId');
  }
  const terms = await requireTermOffered(actor, [relationship], input.paymentType);
  if (!relationship.isClaimed && !mayClaimWithoutVerification(relationship, method)) {
    throw fieldRefusal(actor.t, 'errors.claim.verificationRequired', 'payeeContactMethodId');
  }
  return executeClaim(actor, {
    requested: [relationship],
    terms,
    paymentType: input.paymentType,
    method: ClaimMethod.PreVerified,
    contactMethodId: method?.id ?? null,
  });
}

/**
 * `PUT {id}/claim_by_invoice_details` (seeds 000 §3 Claim form): the carrier names an invoice it
 * has from this payor by invoice or load number and its amount in cents. Five misses an hour, then
 * 'No attempts remaining'; a miss says only 'We were unable to verify your info'.
 */
export async function claimByInvoiceDetails(
  actor: RelationshipActor,
  relationshipId: number,
  input: ClaimByInvoiceDetails,
): Promise<ClaimResult> {
  const relationship = await requireRelationship(actor.payeeId, relationshipId);
  const terms = await requireTermOffered(actor, [relationship], input.paymentType);
  const claim = () =>
    executeClaim(actor, {
      requested: [relationship],
      terms,
      paymentType: input.paymentType,
      method: ClaimMethod.InvoiceDetails,
      contactMethodId: null,
    });
  if (relationship.isClaimed) return claim();
  if (!invoiceCheckAllowed(relationship.invoiceCheck, actor.now)) {
    throw fieldRefusal(actor.t, 'errors.claim.noAttemptsRemaining', 'invoiceOrLoadNumber');
  }
  const invoices = await payeeInvoicesFromPayor(actor.payeeId, relationship.payorId);
  if (invoices.some((invoice) => matchesInvoiceDetails(invoice, input))) return claim();
  const next = afterInvoiceCheckFailure(relationship.invoiceCheck, actor.now);
  await saveInvoiceCheck(actor.payeeId, relationship.id, next);
  if (next.failures >= invoiceDetailsMaxFailures) {
    throw fieldRefusal(actor.t, 'errors.claim.noAttemptsRemaining', 'invoiceOrLoadNumber');
  }
  throw new HttpError(400, ErrorCode.ValidationFailed, 'errors.claim.unableToVerify');
}

/**
 * `PUT {id}/claim_by_authorization_form`: the carrier signs LanePay's broker authorization form
 * for this payor online. The MC or DOT number must be the one on file for the carrier; the signed
 * form (signer, title, time, terms version) is kept with the relationship and a copy is emailed to
 * the signing user.
 */
export async function claimByAuthorizationForm(
  actor: RelationshipActor,
  relationshipId: number,
  input: ClaimByAuthorizationForm,
): Promise<ClaimResult> {
  const relationship = await requireRelationship(actor.payeeId, relationshipId);
  const terms = await requireTermOffered(actor, [relationship], input.paymentType);
  if (!relationship.isClaimed && !matchesCarrierNumber(actor.company, input.mcOrDotNumber)) {
    throw fieldRefusal(actor.t, 'errors.claim.unableToVerify', 'mcOrDotNumber');
  }
  const form: AuthorizationFormRecord = {
    mcOrDotNumber: input.mcOrDotNumber,
    signerName: input.signerName,
    signerTitle: input.signerTitle,
    signedAt: actor.now.toISOString(),
    signedByUserId: actor.userId,
    termsVersion: termsOfService.version,
  };
  const result = await executeClaim(actor, {
    requested: [relationship],
    terms,
    paymentType: input.paymentType,
    method: ClaimMethod.AuthorizationForm,
    contactMethodId: null,
    extraFields: { authorizationForm: form },
  });
  if (result.claimedRelationshipIds.length > 0) {
    const params = {
      ...form,
      payor: relationship.payorName,
      carrier: actor.company.name,
      signedAt: form.signedAt.slice(0, 10),
    };
    await sendMessage({
      channel: 'email',
      to: actor.userEmail,
      subject: actor.t('emails.authorizationForm.subject', params),
      body: actor.t('emails.authorizationForm.body', params),
    });
  }
  return result;
}

const claimIntentReuseMs = 24 * 3600 * 1000;

/**
 * `POST {id}/create_claim_intent`: records that this user started claiming the relationship (its
 * contact status becomes Pending). Asking again within a day returns the same intent.
 */
export async function createClaimIntent(actor: RelationshipActor, relationshipId: number): Promise<ClaimIntent> {
  const relationship = await requireRelationship(actor.payeeId, relationshipId);
  if (relationship.isClaimed) throw new HttpError(409, ErrorCode.Conflict, 'errors.claim.alreadyClaimed');
  const existing = relationship.claimIntent;
  if (
    existing &&
    existing.userId === actor.userId &&
    actor.now.getTime() - Date.parse(existing.createdAt) < claimIntentReuseMs
  ) {
    return { claimIntentId: existing.id, relationshipId, createdAt: existing.createdAt };
  }
  const intent = { id: randomUUID(), userId: actor.userId, createdAt: actor.now.toISOString() };
  const recorded = await recordClaimIntent(
    actor.payeeId,
    relationshipId,
    intent,
    pendingContactStatus(relationship.contactStatus),
  );
  if (!recorded) throw new HttpError(409, ErrorCode.Conflict, 'errors.claim.alreadyClaimed');
  return { claimIntentId: intent.id, relationshipId, createdAt: intent.createdAt };
}

/**
 * `PUT {id}/unauthenticated_request`: the carrier cannot reach any contact method on file and asks
 * LanePay to verify the connection. The request is recorded on the relationship (contact status
 * Pending, who and when) for the carrier team's queue, and the user gets a confirmation email.
 * Asking twice records and sends once.
 */
export async function requestClaimHelp(actor: RelationshipActor, relationshipId: number): Promise<PayeeRelationship> {
  const relationship = await requireRelationship(actor.payeeId, relationshipId);
  if (relationship.isClaimed) throw new HttpError(409, ErrorCode.Conflict, 'errors.claim.alreadyClaimed');
  const recorded = await recordClaimRequest(actor.payeeId, relationshipId, {
    userId: actor.userId,
    at: actor.now.toISOString(),
    contactStatus: pendingContactStatus(relationship.contactStatus),
  });
  if (recorded) {
    const params = { payor: relationship.payorName, carrier: actor.company.name };
    await sendMessage({
      channel: 'email',
      to: actor.userEmail,
      subject: actor.t('emails.claimRequest.subject', params),
      body: actor.t('emails.claimRequest.body', params),
    });
  }
  const current = await requireRelationship(actor.payeeId, relationshipId);
  return relationshipView(current, await viewContext(actor.payeeId, [current]));
}
