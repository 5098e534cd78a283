import * as z from 'zod';
import { PaymentMethodType } from '../enums/payment-method-type.ts';
import { listQuerySchema, pageSchema } from './list-query.ts';
import { paymentIdSchema } from './payee-payments.ts';

/** The payments the portal made to the factor (issue 16), each with its remittance. */

export const factorPaymentParamsSchema = z.object({
  id: paymentIdSchema.meta({ param: { name: 'id', in: 'path' }, example: '3f2a9c0b7d1e4a5b6c7d' }),
});

const paymentShape = {
  id: z.string(),
  code: z.string(),
  paidDate: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  debtorId: z.number().int().nullable(),
  debtorName: z.string(),
  currencyId: z.number().int(),
  methodType: z.union(Object.values(PaymentMethodType).map((id) => z.literal(id))),
  bankAccountName: z.string(),
  invoiceCount: z.number().int(),
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
};

export const factorPaymentRowSchema = z.object(paymentShape).meta({ id: 'FactorPaymentRow' });
export type FactorPaymentRow = z.infer<typeof factorPaymentRowSchema>;

/** `GET factor/payments`: the list conventions (newest first). */
export const factorPaymentListQuerySchema = listQuerySchema;
export type FactorPaymentListQuery = z.infer<typeof factorPaymentListQuerySchema>;

export const factorPaymentPageSchema = pageSchema(factorPaymentRowSchema).meta({ id: 'FactorPaymentPage' });
export type FactorPaymentPage = z.infer<typeof factorPaymentPageSchema>;

/** One remittance line: an invoice the payment paid. */
export const remittanceLineSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  loadNumber: z.string(),
  clientName: z.string(),
  debtorName: z.string(),
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
});
export type RemittanceLine = z.infer<typeof remittanceLineSchema>;

export const factorPaymentSchema = z
  .object({ ...paymentShape, confirmationNumber: z.string(), remittance: z.array(remittanceLineSchema) })
  .meta({ id: 'FactorPayment' });
export type FactorPayment = z.infer<typeof factorPaymentSchema>;

/** `GET factor/payments/{id}/remittance`: the file's kind (CSV for factoring software, or Excel). */
export const remittanceFileQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }),
});
