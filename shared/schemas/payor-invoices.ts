import * as z from 'zod';
import { InvoiceKind } from '../enums/invoice-kind.ts';
import { InvoiceStatus } from '../enums/invoice-status.ts';
import { isoDateSchema } from '../validation/date.ts';
import { singleLineText } from '../validation/text.ts';
import { invoiceKindSchema, invoiceStatusSchema, paymentTypeSchema } from './payee-invoices.ts';

/**
 * A payor's side of an invoice: submitting one for a carrier it has a relationship with, and the
 * review moves that drive its life (approve, hold, ask for a reissue, remove, back to review).
 */

/** Invoice and load numbers: letters, digits and the separators carriers use, up to 40 characters. */
export const documentNumberSchema = singleLineText({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(40, { error: 'validation.invalid' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9\-_./ ]*$/, { error: 'validation.invalid' });

/** Largest invoice the portal accepts: $10,000,000.00. */
export const maxInvoiceGrossCents = 1_000_000_000;

export const invoiceSubmissionSchema = z
  .object({
    payeeRelationshipId: z
      .number({ error: 'validation.required' })
      .int({ error: 'validation.invalid' })
      .positive({ error: 'validation.invalid' }),
    invoiceNumber: documentNumberSchema,
    loadNumber: documentNumberSchema,
    grossCents: z
      .number({ error: 'validation.required' })
      .int({ error: 'validation.invalid' })
      .positive({ error: 'errors.invoice.grossPositive' })
      .max(maxInvoiceGrossCents, { error: 'validation.invalid' }),
    kind: invoiceKindSchema.default(InvoiceKind.Standard),
    /** The invoice's own date (the "invoice requested" date); today when left out. */
    invoiceDate: isoDateSchema.optional(),
  })
  .meta({ id: 'PayorInvoiceSubmission' });
export type InvoiceSubmission = z.infer<typeof invoiceSubmissionSchema>;
export type InvoiceSubmissionInput = z.input<typeof invoiceSubmissionSchema>;

export const payorStatusChangeSchema = z
  .object({
    statusId: z.union(
      Object.values(InvoiceStatus).map((id) => z.literal(id)),
      { error: 'validation.invalid' },
    ),
  })
  .meta({ id: 'PayorInvoiceStatusChange' });
export type PayorStatusChange = z.infer<typeof payorStatusChangeSchema>;

export const payorInvoiceSchema = z
  .object({
    id: z.number().int(),
    payeeId: z.number().int(),
    payeeRelationshipId: z.number().int(),
    invoiceNumber: z.string(),
    loadNumber: z.string(),
    kind: invoiceKindSchema,
    currencyId: z.number().int(),
    statusId: invoiceStatusSchema,
    paymentTypeId: paymentTypeSchema,
    grossCents: z.number().int(),
    feeCents: z.number().int(),
    netCents: z.number().int(),
    uploadedDate: z.string(),
    approvedDate: z.string().nullable(),
    expectedPayDate: z.string().nullable(),
    statusHistory: z.array(
      z.object({ statusId: invoiceStatusSchema, at: z.string(), actor: z.string(), byName: z.string().nullable() }),
    ),
    version: z.number().int(),
  })
  .meta({ id: 'PayorInvoice' });
export type PayorInvoice = z.infer<typeof payorInvoiceSchema>;
