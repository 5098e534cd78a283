import * as z from 'zod';
import { HoldReason } from '../enums/hold-reason.ts';
import { InvoiceStatus } from '../enums/invoice-status.ts';

export const holdReasonSchema = z.union(Object.values(HoldReason).map((id) => z.literal(id)));

/** Why an invoice is held or waits for a reissue, as the carrier and the payor both see it. */
export const reviewNoteSchema = z
  .object({
    statusId: z.union(Object.values(InvoiceStatus).map((id) => z.literal(id))),
    holdReasonId: holdReasonSchema.nullable(),
    text: z.string().nullable(),
    at: z.string(),
    byName: z.string().nullable(),
  })
  .meta({ id: 'InvoiceReviewNote' });
export type ReviewNoteView = z.infer<typeof reviewNoteSchema>;
