import * as z from 'zod';
import { PaymentType } from '../enums/payment-type.ts';
import { RelationshipContactStatus, VerificationMethod } from '../enums/relationship.ts';
import { termsAgreedSchema } from '../validation/consent.ts';
import { singleLineText } from '../validation/text.ts';
import { booleanQuery, listQuerySchema, pageSchema } from './list-query.ts';
import { versionSchema } from './versions.ts';

/**
 * The payee's relationships with payors and the claim flow (seeds 000 §2.5, §2.6, §3 Payee
 * relationship and Claim payload, §4 Relationship, §5, §7 Payee relationships). Money is integer
 * cents, fees are basis points (250 = 2.5%), times are ISO instants.
 */

const idSchema = z.coerce.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive({
  error: 'validation.invalid',
});

export const relationshipParamsSchema = z.object({
  id: idSchema.meta({ param: { name: 'id', in: 'path' }, example: 3 }),
});

export const paymentTypeSchema = z.union(
  Object.values(PaymentType).map((id) => z.literal(id)),
  { error: 'validation.required' },
);
const contactStatusSchema = z.union(Object.values(RelationshipContactStatus).map((id) => z.literal(id)));
const verificationMethodSchema = z.union(Object.values(VerificationMethod).map((id) => z.literal(id)));

/** A payment term the payor offers: days from approval to payment and its fee. */
export const paymentTermSchema = z
  .object({
    paymentType: paymentTypeSchema,
    /** Days from approval to payment; 0 is 'Same Day'. */
    termDays: z.number().int(),
    feeBps: z.number().int(),
    isQuickPay: z.boolean(),
  })
  .meta({ id: 'PaymentTerm' });
export type PaymentTermView = z.infer<typeof paymentTermSchema>;

export const contactKindSchema = z.enum(['email', 'phone']);
export type ContactKind = z.infer<typeof contactKindSchema>;

/** One of the carrier's contact methods as the payors hold it, masked. */
export const contactMethodSchema = z
  .object({
    id: z.number().int(),
    kind: contactKindSchema,
    /** Masked: `b•••••g@lonestarfreight.test`, `(•••) •••-0142`. */
    destination: z.string(),
    /** How a code can reach it: email for an address, text or voice for a phone. */
    verificationMethods: z.array(verificationMethodSchema),
    isPreVerified: z.boolean(),
  })
  .meta({ id: 'PayeeContactMethod' });
export type ContactMethodView = z.infer<typeof contactMethodSchema>;

/** A relationship as the payee sees it (seeds 000 §3 "Payee relationship"). */
export const payeeRelationshipSchema = z
  .object({
    id: z.number().int(),
    payor: z.object({
      id: z.number().int(),
      name: z.string(),
      payorTypeId: z.number().int().nullable(),
      currencyType: z.object({ id: z.number().int() }),
    }),
    isClaimed: z.boolean(),
    preVerified: z.boolean(),
    claimedAt: z.string().nullable(),
    termsAcceptedAt: z.string().nullable(),
    contactStatus: contactStatusSchema,
    assignedFactor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    factorName: z.string().nullable(),
    availablePaymentTerms: z.array(paymentTermSchema),
    /** The default term new invoices with this payor get. */
    defaultPaymentTerm: paymentTermSchema,
    /** The default term's fee (the QuickPay discount when it is QuickPay), in basis points. */
    discountRate: z.number().int(),
    /** Days from approval to payment under the default term. */
    payPeriod: z.number().int(),
    freeQuickPaysRemaining: z.number().int(),
    /** FREE QuickPay invoices the payor gives each carrier it connects with. */
    freeQuickPayOffer: z.number().int(),
    /** Open invoices with this payor (not paid, not removed), and their gross amount in cents. */
    availableInvoiceCount: z.number().int(),
    availableInvoiceAmount: z.number().int(),
    /** The contact methods through which the relationship can be verified. */
    contactMethodIds: z.array(z.number().int()),
    /** When the carrier asked for help because it cannot verify any contact method. */
    claimRequestedAt: z.string().nullable(),
    /** The relationship's version: `If-Match` of a change of its default term. */
    version: versionSchema,
  })
  .meta({ id: 'PayeeRelationship' });
export type PayeeRelationship = z.infer<typeof payeeRelationshipSchema>;

/** Columns the list sorts by; the default is the payor name, A to Z. */
export const RelationshipSortField = {
  PayorName: 'payorName',
  ClaimedAt: 'claimedAt',
  AvailableInvoiceCount: 'availableInvoiceCount',
  AvailableInvoiceAmount: 'availableInvoiceAmount',
} as const;
export type RelationshipSortField = (typeof RelationshipSortField)[keyof typeof RelationshipSortField];

export const relationshipSearchMaxLength = 64;

/** `GET payee/payee_relationships`: the list conventions plus claimed state, payor type and a name search. */
export const relationshipsQuerySchema = listQuerySchema.extend({
  sortField: z.enum(Object.values(RelationshipSortField), { error: 'validation.invalid' }).optional(),
  isClaimed: booleanQuery.optional(),
  payorTypeId: z.coerce.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).optional(),
  q: singleLineText().trim().max(relationshipSearchMaxLength, { error: 'validation.invalid' }).optional(),
});
export type RelationshipsQuery = z.infer<typeof relationshipsQuerySchema>;
export type RelationshipsQueryInput = z.input<typeof relationshipsQuerySchema>;

export const relationshipsPageSchema = pageSchema(payeeRelationshipSchema).meta({ id: 'PayeeRelationshipPage' });
export type RelationshipsPage = z.infer<typeof relationshipsPageSchema>;

/** `PUT payee/payee_relationships/{id}`: the default payment term of new invoices. */
export const updateRelationshipSchema = z.object({ paymentType: paymentTypeSchema });
export type UpdateRelationship = z.infer<typeof updateRelationshipSchema>;

/** Relationships grouped by contact method (seeds 000 §3 "Contact method relationship"). */
export const contactMethodRelationshipSchema = contactMethodSchema
  .extend({ payeeRelationshipIds: z.array(z.number().int()) })
  .meta({ id: 'ContactMethodRelationship' });
export type ContactMethodRelationship = z.infer<typeof contactMethodRelationshipSchema>;

/** `GET unclaimed_relationships`: what is left to claim, by contact method and by payor. */
export const unclaimedRelationshipsSchema = z
  .object({
    contactMethods: z.array(contactMethodRelationshipSchema),
    relationships: z.array(payeeRelationshipSchema),
    /** Where claimed payors will pay (the AddBankAccount step); null when no account is active. */
    payoutAccount: z.object({ id: z.number().int(), name: z.string(), destinationDescription: z.string() }).nullable(),
  })
  .meta({ id: 'UnclaimedRelationships' });
export type UnclaimedRelationships = z.infer<typeof unclaimedRelationshipsSchema>;

export const contactInfoSchema = z.object({ contactMethods: z.array(contactMethodSchema) }).meta({ id: 'ContactInfo' });
export type ContactInfo = z.infer<typeof contactInfoSchema>;

const contactMethodIdSchema = z
  .number({ error: 'validation.contactMethodRequired' })
  .int({ error: 'validation.contactMethodRequired' })
  .positive({ error: 'validation.contactMethodRequired' });

export const verificationCodeSchema = singleLineText({ error: 'validation.mfaCode' })
  .trim()
  .regex(/^\d{6}$/, { error: 'validation.mfaCode' });

/** `POST verify_payee_contact_method` (seeds 000 §3 "Contact verification payload"). */
export const sendVerificationCodeSchema = z.object({
  payeeContactMethodId: contactMethodIdSchema,
  verificationMethodTypeId: z.union(
    Object.values(VerificationMethod).map((id) => z.literal(id)),
    { error: 'validation.contactMethodRequired' },
  ),
});
export type SendVerificationCode = z.infer<typeof sendVerificationCodeSchema>;

export const verificationCodeSentSchema = z
  .object({
    payeeContactMethodId: z.number().int(),
    verificationMethodTypeId: verificationMethodSchema,
    /** The masked destination the code went to. */
    sentTo: z.string(),
    expiresAt: z.string(),
    attemptsRemaining: z.number().int(),
  })
  .meta({ id: 'VerificationCodeSent' });
export type VerificationCodeSent = z.infer<typeof verificationCodeSentSchema>;

/** `POST {id}/verify`: checks a code before the payment-term step (the code stays usable for the claim). */
export const verifyCodeSchema = z.object({
  payeeContactMethodId: contactMethodIdSchema,
  verificationCode: verificationCodeSchema,
});
export type VerifyCode = z.infer<typeof verifyCodeSchema>;

export const codeVerifiedSchema = z
  .object({ isVerified: z.literal(true), attemptsRemaining: z.number().int() })
  .meta({ id: 'CodeVerified' });

const payeeRelationshipIdsSchema = z
  .array(z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive(), {
    error: 'validation.required',
  })
  .min(1, { error: 'validation.required' })
  .max(50, { error: 'validation.invalid' });

/** Agreement and payment term, common to every claim. */
const claimTermsShape = {
  isTermsAcknowledged: termsAgreedSchema,
  paymentType: paymentTypeSchema,
};

/** `PUT claim` (seeds 000 §3 "Claim payload"): one code claims the selected relationships at once. */
export const claimRelationshipsSchema = z.object({
  payeeRelationshipIds: payeeRelationshipIdsSchema,
  payeeContactMethodId: contactMethodIdSchema,
  verificationCode: verificationCodeSchema,
  ...claimTermsShape,
});
export type ClaimRelationships = z.infer<typeof claimRelationshipsSchema>;

/** `PUT {id}/claim`: the same for one relationship. */
export const claimRelationshipSchema = z.object({
  payeeContactMethodId: contactMethodIdSchema,
  verificationCode: verificationCodeSchema,
  ...claimTermsShape,
});
export type ClaimRelationship = z.infer<typeof claimRelationshipSchema>;

/**
 * `PUT claim_for_contact_method`: every unclaimed relationship of a contact method. The code may be
 * left out when the contact method is pre-verified or this user verified it in the last 30 minutes
 * (the 'claim more brokers' dialog).
 */
export const claimForContactMethodSchema = z.object({
  payeeContactMethodId: contactMethodIdSchema,
  verificationCode: verificationCodeSchema.optional(),
  ...claimTermsShape,
});
export type ClaimForContactMethod = z.infer<typeof claimForContactMethodSchema>;

/** `PUT {id}/claim_without_verification`: only for a pre-verified relationship or contact method. */
export const claimWithoutVerificationSchema = z.object({
  payeeContactMethodId: contactMethodIdSchema.optional(),
  ...claimTermsShape,
});
export type ClaimWithoutVerification = z.infer<typeof claimWithoutVerificationSchema>;

export const invoiceReferenceMaxLength = 64;

/** `PUT {id}/claim_by_invoice_details` (seeds 000 §3 "Claim form"); the amount is in cents. */
export const claimByInvoiceDetailsSchema = z.object({
  invoiceOrLoadNumber: singleLineText({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(invoiceReferenceMaxLength, { error: 'validation.invalid' }),
  invoiceOrLoadAmount: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.required' }),
  ...claimTermsShape,
});
export type ClaimByInvoiceDetails = z.infer<typeof claimByInvoiceDetailsSchema>;

/**
 * `PUT {id}/claim_by_authorization_form`: the carrier signs LanePay's broker authorization form
 * online, naming itself by MC or DOT number (checked against the number on file) and signing with
 * the signer's name and title.
 */
export const claimByAuthorizationFormSchema = z.object({
  mcOrDotNumber: singleLineText({ error: 'validation.registration.dotOrMcRequired' })
    .trim()
    .regex(/^((MC|DOT)[\s#-]*)?\d{1,10}$/i, { error: 'validation.registration.dotOrMcRequired' }),
  signerName: singleLineText({ error: 'validation.registration.nameRequired' })
    .trim()
    .min(2, { error: 'validation.registration.nameRequired' })
    .max(100, { error: 'validation.invalid' }),
  signerTitle: singleLineText({ error: 'validation.required' })
    .trim()
    .min(2, { error: 'validation.required' })
    .max(100, { error: 'validation.invalid' }),
  ...claimTermsShape,
});
export type ClaimByAuthorizationForm = z.infer<typeof claimByAuthorizationFormSchema>;

/** What a claim did, and what the portal should offer next (seeds 000 §4). */
export const claimResultSchema = z
  .object({
    /** Relationships this call claimed. */
    claimedRelationshipIds: z.array(z.number().int()),
    /** Requested relationships that were claimed already: answered as success, left unchanged. */
    alreadyClaimedRelationshipIds: z.array(z.number().int()),
    /** Every requested relationship, as it is now. */
    relationships: z.array(payeeRelationshipSchema),
    followUps: z.object({
      /** Unclaimed relationships of the same contact method the user did not select ('claim more brokers'). */
      claimMoreRelationshipIds: z.array(z.number().int()),
      /** Claimed relationships without a factor whose payor offers QuickPay and which are not on it. */
      quickPayRelationshipIds: z.array(z.number().int()),
    }),
  })
  .meta({ id: 'ClaimResult' });
export type ClaimResult = z.infer<typeof claimResultSchema>;

export const claimIntentSchema = z
  .object({ claimIntentId: z.uuid(), relationshipId: z.number().int(), createdAt: z.string() })
  .meta({ id: 'ClaimIntent' });
export type ClaimIntent = z.infer<typeof claimIntentSchema>;

/** `GET {id}/terms`: the facts of the terms of service for this payor; the portal renders the text. */
export const relationshipTermsSchema = z
  .object({
    relationshipId: z.number().int(),
    payor: z.object({ id: z.number().int(), name: z.string() }),
    version: z.string(),
    effectiveDate: z.string(),
    governingLaw: z.object({ state: z.string(), county: z.string() }),
    paymentTerms: z.array(paymentTermSchema),
    freeQuickPayCount: z.number().int(),
    acceptedAt: z.string().nullable(),
  })
  .meta({ id: 'RelationshipTerms' });
export type RelationshipTerms = z.infer<typeof relationshipTermsSchema>;

/**
 * The ways a carrier can take control of (claim) an unclaimed relationship (seeds 000 §2.6, §4):
 * a code sent to a contact method the payor holds, no code when it is pre-verified, an invoice's
 * number and amount, the broker authorization form, or asking LanePay to verify it.
 */
export const TakeControlMethod = {
  VerificationCode: 'verificationCode',
  PreVerified: 'preVerified',
  InvoiceDetails: 'invoiceDetails',
  AuthorizationForm: 'authorizationForm',
  RequestHelp: 'requestHelp',
} as const;
export type TakeControlMethod = (typeof TakeControlMethod)[keyof typeof TakeControlMethod];

export const takeControlOptionSchema = z
  .object({
    method: z.enum(Object.values(TakeControlMethod)),
    /** Whether the carrier can use it now. */
    available: z.boolean(),
    /** Why not, when it is not available. */
    unavailableReason: z
      .enum(['noContactMethod', 'notPreVerified', 'noInvoices', 'noAttemptsRemaining', 'noCarrierNumber', 'requested'])
      .nullable(),
    /** Tries left (claim by invoice details; a code's own attempts are counted when it is sent). */
    attemptsRemaining: z.number().int().nullable(),
  })
  .meta({ id: 'TakeControlOption' });
export type TakeControlOption = z.infer<typeof takeControlOptionSchema>;

/**
 * `GET {id}/take_control_info` (seeds 000 §7, an export option: with `exportReport=true` the
 * exports API answers the same as a PDF the carrier can keep or send to the payor): what taking
 * control of an unclaimed relationship takes — the contact methods the payor holds (masked, with how
 * a code can reach each), each verification option and whether it is open, and the open invoices
 * waiting on the claim. A reference ties a help request or a call to LanePay to this relationship.
 */
export const takeControlInfoSchema = z
  .object({
    relationshipId: z.number().int(),
    reference: z.string(),
    payor: z.object({ id: z.number().int(), name: z.string(), mcNumber: z.string().nullable() }),
    contactStatus: contactStatusSchema,
    contactMethods: z.array(contactMethodSchema),
    options: z.array(takeControlOptionSchema),
    openInvoiceCount: z.number().int(),
    openInvoiceAmount: z.number().int(),
    currencyId: z.number().int(),
    claimRequestedAt: z.string().nullable(),
    generatedAt: z.string(),
  })
  .meta({ id: 'TakeControlInfo' });
export type TakeControlInfo = z.infer<typeof takeControlInfoSchema>;

/** The query of `take_control_info`: the export flag the edge reads, and the shell's currency filter. */
export const takeControlInfoQuerySchema = z.object({
  exportReport: z.enum(['true', 'false']).optional(),
  sessionCurrencyId: z.coerce.number().int().positive().optional(),
});
