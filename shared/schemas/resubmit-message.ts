import * as z from 'zod';

/** Body of one message on the resubmit queue: one bill, with who asked. */
export const resubmitMessageSchema = z.object({
  billId: z.string().min(1),
  payeeId: z.number().int().positive(),
  requestedBy: z.number().int().positive(),
});
export type ResubmitMessage = z.infer<typeof resubmitMessageSchema>;
