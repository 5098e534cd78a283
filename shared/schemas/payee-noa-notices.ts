import * as z from 'zod';
import { multiLineText } from '../validation/text.ts';
import { versionSchema } from './versions.ts';

/**
 * The carrier's notices of assignment (issue 15, the fraud guard): each completed NOA that moved
 * the carrier's money to a factor, what it covers, since when, until when it may be disputed, and
 * where it stands. Dates of days travel as YYYY-MM-DD; the end of the cooling-off window is an
 * instant (ISO 8601), shown in America/Chicago.
 */

/**
 * Where a notice stands, for the carrier: in its cooling-off window (disputable, no payment has
 * moved yet), in effect, ended (a letter of release or a later notice took its payors back),
 * disputed and under investigation (its payors are held), or undone as fraud.
 */
export const NoticeState = {
  CoolingOff: 'coolingOff',
  InEffect: 'inEffect',
  Ended: 'ended',
  UnderInvestigation: 'underInvestigation',
  Undone: 'undone',
} as const;
export type NoticeState = (typeof NoticeState)[keyof typeof NoticeState];

/** Longest dispute reason: a few sentences for the fraud team. */
export const disputeReasonMaxLength = 2000;

export const noaNoticeSchema = z
  .object({
    id: z.number().int(),
    factorName: z.string(),
    /** `blanket`: every payor of the carrier; `debtors`: the payors it names. */
    scope: z.enum(['blanket', 'debtors']),
    /** The payors whose payments it sent to the factor. */
    payors: z.array(z.object({ relationshipId: z.number().int(), name: z.string() })),
    /** The day it took effect (America/Chicago). */
    since: z.string(),
    /** Until when it may be disputed; payments wait until then. */
    coolingOffEndsAt: z.string().nullable(),
    state: z.enum(Object.values(NoticeState)),
    /** It may be disputed now (in its window, not disputed yet). */
    disputable: z.boolean(),
    /** The carrier's dispute, when it made one. */
    dispute: z.object({ at: z.string(), byName: z.string().nullable(), reason: z.string() }).nullable(),
    version: versionSchema,
  })
  .meta({ id: 'PayeeNoaNotice' });
export type NoaNotice = z.infer<typeof noaNoticeSchema>;

export const noaNoticeListSchema = z.object({ items: z.array(noaNoticeSchema) }).meta({ id: 'PayeeNoaNoticeList' });
export type NoaNoticeList = z.infer<typeof noaNoticeListSchema>;

/** `POST payee/noa_notices/{id}/dispute`: why the carrier says it did not sell these invoices. */
export const noaDisputeSchema = z
  .object({
    reason: multiLineText({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(disputeReasonMaxLength, { error: 'validation.invalid' }),
  })
  .meta({ id: 'PayeeNoaDispute' });
export type NoaDispute = z.infer<typeof noaDisputeSchema>;
export type NoaDisputeInput = z.input<typeof noaDisputeSchema>;
