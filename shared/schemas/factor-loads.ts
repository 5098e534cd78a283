import * as z from 'zod';
import { LoadDateField } from '../enums/load-date-field.ts';
import { LoadStatus } from '../enums/load-status.ts';
import { singleLineText } from '../validation/text.ts';
import { factorInvoiceStatusSchema } from './factor-invoices.ts';
import { dateFilterShape, idQuery, listQuerySchema, pageSchema, rangeInOrder, repeatedQuery } from './list-query.ts';
import { invoiceStatusSchema } from './payee-invoices.ts';

/**
 * The factor's loads (issue 16, seeds 001 §2): the payors' loads named by the invoices the factor
 * may see (its invoice list's rule), with their client (carrier) and debtor (payor). Read only.
 * Money is integer cents, dates YYYY-MM-DD.
 */

const loadStatusIdSchema = z.union(
  Object.values(LoadStatus).map((id) => z.literal(id)),
  { error: 'validation.invalid' },
);

/** Columns the factor's load list sorts by; the default is the pickup date, newest first. */
export const FactorLoadSortField = {
  PickupDate: 'pickupDate',
  DeliveryDate: 'deliveryDate',
  LoadNumber: 'loadNumber',
  InvoiceCents: 'invoiceCents',
} as const;
export type FactorLoadSortField = (typeof FactorLoadSortField)[keyof typeof FactorLoadSortField];

const positiveId = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'validation.invalid' });

export const factorLoadSearchMaxLength = 40;

/**
 * `GET factor/loads`: the list conventions, a search in load numbers (`q`), one debtor
 * (`payorId`), one client (`payeeId`), load statuses (repeated `status`) and, as the payor's load
 * list has it, a date filter on the pickup (default) or delivery date: a preset or a range whose
 * end is not before its start.
 */
export const factorLoadListQuerySchema = listQuerySchema
  .extend({
    ...dateFilterShape,
    dateField: z.enum(Object.values(LoadDateField), { error: 'validation.invalid' }).optional(),
    sortField: z.enum(Object.values(FactorLoadSortField), { error: 'validation.invalid' }).optional(),
    status: repeatedQuery(idQuery(Object.values(LoadStatus))).optional(),
    payorId: positiveId.optional(),
    payeeId: positiveId.optional(),
    q: singleLineText().trim().max(factorLoadSearchMaxLength, { error: 'validation.invalid' }).optional(),
  })
  .superRefine(rangeInOrder);
export type FactorLoadListQuery = z.infer<typeof factorLoadListQuerySchema>;

const placeSchema = z.object({ city: z.string(), state: z.string() });

const factorLoadRowShape = {
  id: z.number().int(),
  loadNumber: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  debtorId: z.number().int(),
  debtorName: z.string(),
  payeeRelationshipId: z.number().int(),
  currencyId: z.number().int(),
  origin: placeSchema,
  destination: placeSchema,
  pickupDate: z.string(),
  deliveryDate: z.string(),
  /** Follows its invoices: Invoiced, or Paid once each is paid (functions/domain/loads/load-status.ts). */
  statusId: loadStatusIdSchema,
  /** The load's invoices the factor sees, and their gross amount. */
  invoiceCount: z.number().int(),
  invoiceCents: z.number().int(),
};

export const factorLoadRowSchema = z.object(factorLoadRowShape).meta({ id: 'FactorLoadRow' });
export type FactorLoadRow = z.infer<typeof factorLoadRowSchema>;

export const factorLoadPageSchema = pageSchema(factorLoadRowSchema).meta({ id: 'FactorLoadPage' });
export type FactorLoadPage = z.infer<typeof factorLoadPageSchema>;

/** One invoice of a load as the factor reads it (its own status glossary). */
export const factorLoadInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  status: factorInvoiceStatusSchema,
  statusId: invoiceStatusSchema,
  grossCents: z.number().int(),
  netCents: z.number().int(),
  uploadedDate: z.string(),
  paidDate: z.string().nullable(),
});
export type FactorLoadInvoice = z.infer<typeof factorLoadInvoiceSchema>;

/** One load: the row, the carrier's agreed rate and the load's invoices the factor sees. */
export const factorLoadSchema = z
  .object({
    ...factorLoadRowShape,
    rateCents: z.number().int(),
    invoices: z.array(factorLoadInvoiceSchema),
  })
  .meta({ id: 'FactorLoad' });
export type FactorLoad = z.infer<typeof factorLoadSchema>;
