import * as z from 'zod';
import { AlertStatus, CheckResult } from '../enums/alert.ts';
import { HighwayAlertResolution, HighwayCheck } from '../enums/highway.ts';
import { idQuery, listQuerySchema, pageSchema, repeatedQuery } from './list-query.ts';
import { invoiceStatusSchema } from './payee-invoices.ts';

/**
 * A highway-subscribing payor's alerts: a failed identity check of one of its carriers against
 * the vetting registry, holding that carrier's new invoices until the payor clears or ignores it.
 */

const alertStatusSchema = z.union(Object.values(AlertStatus).map((id) => z.literal(id)));
const checkResultSchema = z.union(Object.values(CheckResult).map((id) => z.literal(id)));
const highwayCheckSchema = z.enum(Object.values(HighwayCheck));

/** `GET payor/highway_alerts`: the list conventions plus statuses (repeated `status`) and one carrier. */
export const highwayAlertListQuerySchema = listQuerySchema.extend({
  status: repeatedQuery(idQuery(Object.values(AlertStatus))).optional(),
  payeeRelationshipId: z.coerce.number({ error: 'validation.invalid' }).int().positive().optional(),
});
export type HighwayAlertListQuery = z.infer<typeof highwayAlertListQuerySchema>;

export const highwayCheckOutcomeSchema = z.object({ check: highwayCheckSchema, resultId: checkResultSchema });
export type HighwayCheckOutcome = z.infer<typeof highwayCheckOutcomeSchema>;

export const highwayAlertRowSchema = z
  .object({
    id: z.number().int(),
    payeeRelationshipId: z.number().int(),
    payeeId: z.number().int(),
    carrierName: z.string(),
    dotNumber: z.string().nullable(),
    mcNumber: z.string().nullable(),
    /** ActiveAlert, HeldAlert, HeldExpiredAlert (open) or Ignored. */
    statusId: alertStatusSchema,
    failedChecks: z.array(highwayCheckSchema),
    raisedAt: z.string(),
    /** The day an open alert left without action counts as expired (YYYY-MM-DD, America/Chicago). */
    expiresDate: z.string(),
    /** The carrier's invoices this alert holds now. */
    heldInvoiceCount: z.number().int(),
    /** What a change of the alert is made on (GET's ETag). */
    version: z.number().int(),
  })
  .meta({ id: 'PayorHighwayAlertRow' });
export type HighwayAlertRow = z.infer<typeof highwayAlertRowSchema>;

export const highwayAlertPageSchema = pageSchema(highwayAlertRowSchema).meta({ id: 'PayorHighwayAlertPage' });
export type HighwayAlertPage = z.infer<typeof highwayAlertPageSchema>;

export const HighwayAlertEvent = {
  Raised: 'raised',
  Held: 'held',
  Rechecked: 'rechecked',
  Cleared: 'cleared',
  Ignored: 'ignored',
} as const;
export type HighwayAlertEvent = (typeof HighwayAlertEvent)[keyof typeof HighwayAlertEvent];

export const highwayAlertSchema = highwayAlertRowSchema
  .extend({
    checks: z.array(highwayCheckOutcomeSchema),
    checkedAt: z.string(),
    heldInvoices: z.array(
      z.object({
        id: z.number().int(),
        invoiceNumber: z.string(),
        loadNumber: z.string(),
        statusId: invoiceStatusSchema,
        currencyId: z.number().int(),
        grossCents: z.number().int(),
        uploadedDate: z.string(),
      }),
    ),
    /** Every step of the alert, oldest first, with who (null: the portal itself) and when. */
    history: z.array(
      z.object({
        event: z.enum(Object.values(HighwayAlertEvent)),
        at: z.string(),
        byName: z.string().nullable(),
        invoiceId: z.number().int().nullable(),
      }),
    ),
    /** How the payor ended it; null while it is open. A cleared alert leaves the list. */
    resolution: z
      .object({ kind: z.enum(Object.values(HighwayAlertResolution)), at: z.string(), byName: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: 'PayorHighwayAlert' });
export type HighwayAlert = z.infer<typeof highwayAlertSchema>;

/** `POST payor/highway_alerts/checks`: check one of the payor's carriers again. */
export const highwayRecheckSchema = z
  .object({
    payeeRelationshipId: z
      .number({ error: 'validation.required' })
      .int({ error: 'validation.invalid' })
      .positive({ error: 'validation.invalid' }),
  })
  .meta({ id: 'PayorHighwayRecheck' });
export type HighwayRecheck = z.infer<typeof highwayRecheckSchema>;

/** The checks' results now, and the carrier's open alert (raised by this check or earlier), if any. */
export const highwayRecheckResultSchema = z
  .object({
    checks: z.array(highwayCheckOutcomeSchema),
    checkedAt: z.string(),
    alert: highwayAlertSchema.nullable(),
  })
  .meta({ id: 'PayorHighwayRecheckResult' });
export type HighwayRecheckResult = z.infer<typeof highwayRecheckResultSchema>;
