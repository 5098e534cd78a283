import * as z from 'zod';
import { BillState } from '../enums/bill-state.ts';
import { LoadDateField } from '../enums/load-date-field.ts';
import { LoadAdvanceState, LoadStatus, settableLoadStatuses } from '../enums/load-status.ts';
import { isoDateSchema } from '../validation/date.ts';
import { singleLineText } from '../validation/text.ts';
import { dateFilterShape, idQuery, listQuerySchema, pageSchema, rangeInOrder, repeatedQuery } from './list-query.ts';
import { invoiceStatusSchema } from './payee-invoices.ts';
import { documentNumberSchema, maxInvoiceGrossCents } from './payor-invoices.ts';

/**
 * A payor's loads (seeds 001 §2, EnableLoads): load number (unique per payor), carrier, origin and
 * destination, pickup and delivery dates, status, the invoices and bills that carry its load
 * number, and a load advance paid to the carrier before the invoice and netted from it.
 */

/** The largest share of a load's expected invoice amount a payor may advance: 50 %. */
export const maxLoadAdvanceShareBps = 5_000;

const loadStatusIdSchema = z.union(
  Object.values(LoadStatus).map((id) => z.literal(id)),
  { error: 'validation.invalid' },
);
const settableStatusIdSchema = z.union(
  settableLoadStatuses.map((id) => z.literal(id)),
  { error: 'validation.invalid' },
);

/** A city and its two-letter state or province code (stored upper-case). */
export const placeSchema = z.object({
  city: singleLineText({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(60, { error: 'validation.tooLong' }),
  state: singleLineText({ error: 'validation.required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'validation.invalid' })
    .transform((value) => value.toUpperCase()),
});
export type Place = z.infer<typeof placeSchema>;

const centsSchema = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'errors.invoice.grossPositive' })
  .max(maxInvoiceGrossCents, { error: 'validation.invalid' });

/** Delivery on or after pickup (the error sits on `deliveryDate`). */
function deliveryAfterPickup(
  value: { pickupDate?: string | undefined; deliveryDate?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.pickupDate && value.deliveryDate && value.deliveryDate < value.pickupDate) {
    ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: 'errors.load.deliveryBeforePickup' });
  }
}

/** `POST payor/loads`: a new load; the same load sent again answers the first one. */
export const loadCreationSchema = z
  .object({
    loadNumber: documentNumberSchema,
    payeeRelationshipId: z
      .number({ error: 'validation.required' })
      .int({ error: 'validation.invalid' })
      .positive({ error: 'validation.invalid' }),
    origin: placeSchema,
    destination: placeSchema,
    pickupDate: isoDateSchema,
    deliveryDate: isoDateSchema,
    /** The carrier's agreed rate: what its invoice for the load is expected to be. */
    rateCents: centsSchema,
    statusId: settableStatusIdSchema.default(LoadStatus.Booked),
  })
  .superRefine(deliveryAfterPickup)
  .meta({ id: 'PayorLoadCreation' });
export type LoadCreation = z.infer<typeof loadCreationSchema>;
export type LoadCreationInput = z.input<typeof loadCreationSchema>;

/** `PUT payor/loads/{id}`: new dates or status, made on the version the payor saw. */
export const loadUpdateSchema = z
  .object({
    pickupDate: isoDateSchema.optional(),
    deliveryDate: isoDateSchema.optional(),
    statusId: settableStatusIdSchema.optional(),
  })
  .superRefine(deliveryAfterPickup)
  .meta({ id: 'PayorLoadUpdate' });
export type LoadUpdate = z.infer<typeof loadUpdateSchema>;

/** `POST payor/loads/{id}/advance`: the amount to advance the carrier. */
export const loadAdvanceRequestSchema = z.object({ amountCents: centsSchema }).meta({ id: 'PayorLoadAdvanceRequest' });
export type LoadAdvanceRequest = z.infer<typeof loadAdvanceRequestSchema>;

const loadAdvanceStateSchema = z.union(
  Object.values(LoadAdvanceState).map((id) => z.literal(id)),
  { error: 'validation.invalid' },
);

export const loadAdvanceSchema = z.object({
  stateId: loadAdvanceStateSchema,
  amountCents: z.number().int(),
  requestedAt: z.string(),
  requestedByName: z.string().nullable(),
  paymentId: z.string().nullable(),
  paidDate: z.string().nullable(),
  /** What the load's invoice payment netted (its payment id alongside). */
  recoveredCents: z.number().int().nullable(),
  recoveredPaymentId: z.string().nullable(),
});
export type LoadAdvance = z.infer<typeof loadAdvanceSchema>;

const loadRowShape = {
  id: z.number().int(),
  loadNumber: z.string(),
  payeeId: z.number().int(),
  payeeRelationshipId: z.number().int(),
  carrierName: z.string(),
  currencyId: z.number().int(),
  origin: z.object({ city: z.string(), state: z.string() }),
  destination: z.object({ city: z.string(), state: z.string() }),
  pickupDate: z.string(),
  deliveryDate: z.string(),
  rateCents: z.number().int(),
  statusId: loadStatusIdSchema,
  advanceStateId: loadAdvanceStateSchema.nullable(),
  advanceCents: z.number().int().nullable(),
  version: z.number().int(),
};

export const payorLoadRowSchema = z.object(loadRowShape).meta({ id: 'PayorLoadRow' });
export type PayorLoadRow = z.infer<typeof payorLoadRowSchema>;

export const payorLoadPageSchema = pageSchema(payorLoadRowSchema).meta({ id: 'PayorLoadPage' });
export type PayorLoadPage = z.infer<typeof payorLoadPageSchema>;

export const loadInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  statusId: invoiceStatusSchema,
  grossCents: z.number().int(),
  netCents: z.number().int(),
  uploadedDate: z.string(),
  paidDate: z.string().nullable(),
  paymentId: z.string().nullable(),
});

export const loadBillSchema = z.object({
  id: z.string(),
  state: z.enum(Object.values(BillState)),
  createdDate: z.string(),
  chargesCents: z.number().int(),
  documentCount: z.number().int(),
});

export const payorLoadSchema = z
  .object({
    ...loadRowShape,
    advance: loadAdvanceSchema.nullable(),
    /** The most the payor may advance now; null when the load takes no advance (see `advanceRefusal`). */
    advanceLimitCents: z.number().int().nullable(),
    invoices: z.array(loadInvoiceSchema),
    bills: z.array(loadBillSchema),
    createdAt: z.string(),
    createdByName: z.string().nullable(),
    statusHistory: z.array(z.object({ statusId: loadStatusIdSchema, at: z.string(), byName: z.string().nullable() })),
  })
  .meta({ id: 'PayorLoad' });
export type PayorLoad = z.infer<typeof payorLoadSchema>;

/** Dates of a load the list filters by (defined with the factor's list's, in shared/enums). */
export { LoadDateField } from '../enums/load-date-field.ts';

/** Columns the load list sorts by; the default is the pickup date, newest first. */
export const PayorLoadSortField = {
  LoadNumber: 'loadNumber',
  CarrierName: 'carrierName',
  PickupDate: 'pickupDate',
  DeliveryDate: 'deliveryDate',
  Status: 'status',
  RateCents: 'rateCents',
} as const;
export type PayorLoadSortField = (typeof PayorLoadSortField)[keyof typeof PayorLoadSortField];
export const defaultPayorLoadSort = { sortField: PayorLoadSortField.PickupDate, sortAsc: false } as const;

export const payorLoadSearchMaxLength = 40;

/**
 * `GET payor/loads`: the list conventions plus a search in load numbers (`q`), one carrier
 * (`payeeRelationshipId`), statuses (repeated `status`) and a date filter on the pickup (default)
 * or delivery date.
 */
export const payorLoadListQuerySchema = listQuerySchema
  .extend({
    ...dateFilterShape,
    dateField: z.enum(Object.values(LoadDateField), { error: 'validation.invalid' }).optional(),
    sortField: z.enum(Object.values(PayorLoadSortField), { error: 'validation.invalid' }).optional(),
    status: repeatedQuery(idQuery(Object.values(LoadStatus))).optional(),
    payeeRelationshipId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
    q: singleLineText().trim().max(payorLoadSearchMaxLength, { error: 'validation.invalid' }).optional(),
  })
  .superRefine(rangeInOrder);
export type PayorLoadListQuery = z.infer<typeof payorLoadListQuerySchema>;
