import * as z from 'zod';
import { Currency } from '../enums/currency.ts';
import { ClaimedFilter, InviteContactKind, PayorRelationshipSortField } from '../enums/payor-relationship.ts';
import { registrationEmailSchema } from '../validation/email.ts';
import { phoneNumberSchema } from '../validation/phone.ts';
import { companyNameSchema } from '../validation/registration.ts';
import { singleLineText } from '../validation/text.ts';
import { listQuerySchema, pageSchema } from './list-query.ts';
import { paymentTermSchema } from './payee-relationships.ts';

/** Longest search text: carrier names are the longest thing it matches. */
export const carrierSearchMaxLength = 100;

export const defaultPayorRelationshipSort = { sortField: PayorRelationshipSortField.Name, sortAsc: true } as const;

/** `GET payor/payee_relationships`: search by carrier name, MC or DOT, the claimed filter, sorting and paging. */
export const payorRelationshipsQuerySchema = listQuerySchema.extend({
  sortField: z.enum(Object.values(PayorRelationshipSortField), { error: 'validation.invalid' }).optional(),
  claimed: z.enum(Object.values(ClaimedFilter), { error: 'validation.invalid' }).optional(),
  q: singleLineText().trim().max(carrierSearchMaxLength, { error: 'validation.invalid' }).optional(),
});
export type PayorRelationshipsQuery = z.infer<typeof payorRelationshipsQuerySchema>;

/** One way the payor reaches the carrier, masked as the claim flow shows it (domain/relationships/masking.ts). */
export const payorContactMethodSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(Object.values(InviteContactKind)),
    destination: z.string(),
    isPreVerified: z.boolean(),
  })
  .meta({ id: 'PayorCarrierContactMethod' });
export type PayorContactMethod = z.infer<typeof payorContactMethodSchema>;

/** A relationship as its payor sees it (seeds 001 §3 "Payee relationship (as seen by a payor or factor)"). */
export const payorRelationshipSchema = z
  .object({
    id: z.number().int(),
    payee: z.object({
      id: z.number().int(),
      name: z.string(),
      mcNumber: z.string().nullable(),
      dotNumber: z.string().nullable(),
    }),
    currencyType: z.object({ id: z.number().int() }),
    isClaimed: z.boolean(),
    claimedAt: z.string().nullable(),
    assignedFactor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** The carrier's open invoices with this payor and their gross amount in cents. */
    availableInvoiceCount: z.number().int(),
    availableInvoiceAmount: z.number().int(),
    /** The term the carrier's new invoices with this payor get, and its fee (the QuickPay fee) in bps. */
    defaultPaymentTerm: paymentTermSchema,
    quickPayFeeBps: z.number().int().nullable(),
    contactMethods: z.array(payorContactMethodSchema),
  })
  .meta({ id: 'PayorPayeeRelationship' });
export type PayorRelationship = z.infer<typeof payorRelationshipSchema>;

export const payorRelationshipsPageSchema = pageSchema(payorRelationshipSchema).meta({
  id: 'PayorPayeeRelationshipsPage',
});
export type PayorRelationshipsPage = z.infer<typeof payorRelationshipsPageSchema>;

/** One open invoice in the relationship's details. */
export const payorRelationshipInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  loadNumber: z.string(),
  statusId: z.number().int(),
  grossCents: z.number().int(),
  uploadedDate: z.string(),
});

/** `GET payor/payee_relationships/{id}`: the row, with the open invoices (newest first, at most 10). */
export const payorRelationshipDetailsSchema = payorRelationshipSchema
  .extend({
    invitedAt: z.string().nullable(),
    recentInvoices: z.array(payorRelationshipInvoiceSchema),
  })
  .meta({ id: 'PayorPayeeRelationshipDetails' });
export type PayorRelationshipDetails = z.infer<typeof payorRelationshipDetailsSchema>;

const carrierNumber = (numericKey: string) =>
  singleLineText().trim().max(12, { error: numericKey }).regex(/^\d*$/, { error: numericKey }).default('');

/** The currencies a payor pays carriers in. */
export const inviteCurrencies = [Currency.USD, Currency.CAD] as const;

/**
 * `POST payor/payee_relationships`: invites a carrier by email or text. MC # or DOT # (at least
 * one), and the contact of the chosen kind, are required; the other contact field is ignored.
 */
export const inviteCarrierSchema = z
  .object({
    carrierName: companyNameSchema,
    mcNumber: carrierNumber('validation.registration.mcNumeric'),
    dotNumber: carrierNumber('validation.registration.dotNumeric'),
    contactKind: z.enum(Object.values(InviteContactKind), { error: 'validation.required' }),
    email: singleLineText().trim().default(''),
    phoneNumber: singleLineText().trim().default(''),
    currencyId: z.union(
      inviteCurrencies.map((id) => z.literal(id)),
      { error: 'validation.required' },
    ),
  })
  .superRefine(
    (value, ctx) => {
      // Fields that failed their own check may hold anything here: only what is sure is judged.
      const mc = typeof value.mcNumber === 'string' ? value.mcNumber : null;
      const dot = typeof value.dotNumber === 'string' ? value.dotNumber : null;
      if (mc === '' && dot === '') {
        ctx.addIssue({ code: 'custom', message: 'validation.registration.dotOrMcRequired', path: ['dotNumber'] });
      }
      const contact =
        value.contactKind === InviteContactKind.Email
          ? { field: 'email', value: value.email, schema: registrationEmailSchema }
          : value.contactKind === InviteContactKind.Phone
            ? { field: 'phoneNumber', value: value.phoneNumber, schema: phoneNumberSchema }
            : null;
      if (!contact) return;
      const check = contact.schema.safeParse(contact.value ?? '');
      if (!check.success) {
        const emptyPhone = contact.field === 'phoneNumber' && (contact.value ?? '') === '';
        ctx.addIssue({
          code: 'custom',
          message: emptyPhone ? 'validation.required' : (check.error.issues[0]?.message ?? 'validation.invalid'),
          path: [contact.field],
        });
      }
    },
    // Runs with the other fields' errors too, so a form shows every message at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .meta({ id: 'InviteCarrierRequest' });
export type InviteCarrierInput = z.input<typeof inviteCarrierSchema>;
export type InviteCarrier = z.output<typeof inviteCarrierSchema>;

/** `POST payor/payee_names` (seeds 001 §7): names of the given payees that are the payor's carriers. */
export const payeeNamesRequestSchema = z
  .object({
    ids: z
      .array(z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive(), {
        error: 'validation.invalid',
      })
      .min(1, { error: 'validation.required' })
      .max(200, { error: 'validation.invalid' }),
  })
  .meta({ id: 'PayeeNamesRequest' });
export const payeeNamesResponseSchema = z
  .object({ names: z.array(z.object({ id: z.number().int(), name: z.string() })) })
  .meta({ id: 'PayeeNames' });
export type PayeeNames = z.infer<typeof payeeNamesResponseSchema>;
