import * as z from 'zod';
import { isoDateSchema } from '../validation/date.ts';
import { singleLineText } from '../validation/text.ts';
import { booleanQuery, listQuerySchema, pageSchema } from './list-query.ts';
import { paymentTypeSchema } from './payee-invoices.ts';

/**
 * The payors a carrier works with (seeds 000 §7 "Payors"): the payors of its relationships, for
 * lists, filters and the names of ids it already holds. Only the carrier's own payors are ever
 * listed or named.
 */

export const PayorSortField = { Name: 'name', CreatedDate: 'createdDate' } as const;
export type PayorSortField = (typeof PayorSortField)[keyof typeof PayorSortField];

export const payorsQuerySchema = listQuerySchema.extend({
  sortField: z.enum(Object.values(PayorSortField), { error: 'validation.invalid' }).optional(),
  /** Search in payor names. */
  q: singleLineText().trim().max(100, { error: 'validation.invalid' }).optional(),
  payorTypeId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
  /** Claimed relationships only (the carrier is connected and can be paid through the portal). */
  isInPaymentsNetwork: booleanQuery.optional(),
  includeIcons: booleanQuery.optional(),
  /** Relationships created within this range. */
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
});
export type PayorsQuery = z.infer<typeof payorsQuerySchema>;
export type PayorsQueryInput = z.input<typeof payorsQuerySchema>;

export const payeePayorSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    payorTypeId: z.number().int().nullable(),
    payeeRelationshipId: z.number().int(),
    isClaimed: z.boolean(),
    currencyId: z.number().int(),
    paymentTypeId: paymentTypeSchema,
  })
  .meta({ id: 'PayeePayor' });
export type PayeePayor = z.infer<typeof payeePayorSchema>;

export const payorsPageSchema = pageSchema(payeePayorSchema).meta({ id: 'PayeePayorsPage' });
export type PayorsPage = z.infer<typeof payorsPageSchema>;

export const payorNameSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'PayorName' });
export type PayorName = z.infer<typeof payorNameSchema>;

/** `GET payee/payors/name`: id and name of each payor matching the filters, for selects. */
export const payorNamesListSchema = z.object({ payors: z.array(payorNameSchema) }).meta({ id: 'PayeePayorNamesList' });
export type PayorNamesList = z.infer<typeof payorNamesListSchema>;

/** `POST payee/payor_names`: names of the given ids; ids that are not the carrier's payors are left out. */
export const payorNamesRequestSchema = z
  .object({
    ids: z
      .array(z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive(), {
        error: 'validation.invalid',
      })
      .min(1, { error: 'validation.required' })
      .max(200, { error: 'validation.invalid' }),
  })
  .meta({ id: 'PayorNamesRequest' });
export const payorNamesResponseSchema = z.object({ names: z.array(payorNameSchema) }).meta({ id: 'PayorNames' });
export type PayorNames = z.infer<typeof payorNamesResponseSchema>;

export const payorDetailsSchema = payeePayorSchema
  .extend({
    mcNumber: z.string().nullable(),
    /** What the payor offers: QuickPay fee and days, free QuickPays, GOTP where offered. */
    quickPayPercentageFee: z.number().nullable(),
    quickPayTermDays: z.number().int().nullable(),
    freeQuickPayCount: z.number().int(),
    freeQuickPaysRemaining: z.number().int(),
    guaranteedOnTimePay: z.object({ percentageFee: z.number(), termDays: z.number().int() }).nullable(),
  })
  .meta({ id: 'PayeePayorDetails' });
export type PayorDetails = z.infer<typeof payorDetailsSchema>;
