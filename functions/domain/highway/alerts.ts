import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { AlertStatus } from '#shared/enums/alert.ts';
import { HighwayAlertResolution, type HighwayCheck } from '#shared/enums/highway.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { HighwayAlertEvent } from '#shared/schemas/payor-highway-alerts.ts';
import type { Actor, Invoice } from '../invoices/invoice.ts';
import { historyEntry } from '../invoices/payor-review.ts';
import { type CheckOutcome, failedChecksOf } from './vetting-checks.ts';

/**
 * Days an open alert waits for the payor before it counts as expired (HeldExpiredAlert). Computed
 * when the alert is read, so no timer has to move it: an expired alert still holds the carrier's
 * new invoices until the payor clears or ignores it.
 */
export const highwayAlertExpiryDays = 14;

export type AlertHistoryEntry = {
  event: HighwayAlertEvent;
  at: string;
  byUserId: number | null;
  byName: string | null;
  invoiceId: number | null;
};

/**
 * A failed check of one carrier for one payor. The stored status is ActiveAlert (raised), HeldAlert
 * (it held at least one invoice) or Ignored; HeldExpiredAlert is derived on read
 * (`effectiveStatus`). A cleared alert keeps the status it had, with its resolution.
 */
export type HighwayAlertRecord = {
  id: number;
  payorId: number;
  payeeId: number;
  relationshipId: number;
  carrierName: string;
  dotNumber: string | null;
  mcNumber: string | null;
  status: AlertStatus;
  /** The results of the latest check (the one that raised it, or a re-check since). */
  checks: CheckOutcome[];
  checkedAt: string;
  raisedAt: string;
  history: AlertHistoryEntry[];
  resolution: { kind: HighwayAlertResolution; at: string; byUserId: number | null; byName: string | null } | null;
  version: number;
};

function entry(event: HighwayAlertEvent, now: Date, actor: Actor | null, invoiceId: number | null = null) {
  return { event, at: now.toISOString(), byUserId: actor?.userId ?? null, byName: actor?.name ?? null, invoiceId };
}

/** A new alert for a failed check; `actor` null when the portal raised it (an invoice arrived). */
export function raisedAlert(input: {
  id: number;
  payorId: number;
  carrier: { payeeId: number; relationshipId: number; name: string; dotNumber: string | null; mcNumber: string | null };
  checks: CheckOutcome[];
  actor: Actor | null;
  now: Date;
}): HighwayAlertRecord {
  const { carrier, now } = input;
  return {
    id: input.id,
    payorId: input.payorId,
    payeeId: carrier.payeeId,
    relationshipId: carrier.relationshipId,
    carrierName: carrier.name,
    dotNumber: carrier.dotNumber,
    mcNumber: carrier.mcNumber,
    status: AlertStatus.ActiveAlert,
    checks: input.checks,
    checkedAt: now.toISOString(),
    raisedAt: now.toISOString(),
    history: [entry('raised', now, input.actor)],
    resolution: null,
    version: 1,
  };
}

export function isOpen(alert: Pick<HighwayAlertRecord, 'resolution'>): boolean {
  return alert.resolution === null;
}

/** The day an open alert counts as expired (America/Chicago). */
export function expiresDateOf(alert: Pick<HighwayAlertRecord, 'raisedAt'>): string {
  return addDays(calendarDateIn(new Date(alert.raisedAt)), highwayAlertExpiryDays);
}

/** The status shown: an open alert left without action since `highwayAlertExpiryDays` is HeldExpiredAlert. */
export function effectiveStatus(alert: HighwayAlertRecord, now: Date): AlertStatus {
  if (!isOpen(alert)) return alert.status;
  return calendarDateIn(now) >= expiresDateOf(alert) ? AlertStatus.HeldExpiredAlert : alert.status;
}

/** The alert once it holds one more of the carrier's invoices (HeldAlert). */
export function holdingAlert(alert: HighwayAlertRecord, invoiceId: number, now: Date): HighwayAlertRecord {
  return {
    ...alert,
    status: AlertStatus.HeldAlert,
    history: [...alert.history, entry('held', now, null, invoiceId)],
  };
}

/** The alert with the results of a check made again on demand (it stays open whatever they are). */
export function recheckedAlert(
  alert: HighwayAlertRecord,
  checks: CheckOutcome[],
  actor: Actor,
  now: Date,
): HighwayAlertRecord {
  return {
    ...alert,
    checks,
    checkedAt: now.toISOString(),
    history: [...alert.history, entry('rechecked', now, actor)],
  };
}

export type EndOutcome =
  | { kind: 'ended'; alert: HighwayAlertRecord }
  /** Already ended this way: a repeated request changes nothing. */
  | { kind: 'unchanged' }
  /** Ended the other way: clearing an ignored alert or ignoring a cleared one. */
  | { kind: 'refused' };

/**
 * The payor ends an open alert: cleared (the carrier is fine) or ignored (Ignored: these failures
 * no longer hold the carrier's invoices). Either way the invoices it holds go back to Pending in the
 * same write (the service's part).
 */
export function endedAlert(
  alert: HighwayAlertRecord,
  kind: HighwayAlertResolution,
  actor: Actor,
  now: Date,
): EndOutcome {
  if (alert.resolution) return alert.resolution.kind === kind ? { kind: 'unchanged' } : { kind: 'refused' };
  const ignored = kind === HighwayAlertResolution.Ignored;
  return {
    kind: 'ended',
    alert: {
      ...alert,
      status: ignored ? AlertStatus.Ignored : alert.status,
      history: [...alert.history, entry(ignored ? 'ignored' : 'cleared', now, actor)],
      resolution: { kind, at: now.toISOString(), byUserId: actor.userId, byName: actor.name },
    },
  };
}

/** What the carrier and the payor read on an invoice held by an alert (English: stored with the note). */
const checkWords: Record<HighwayCheck, string> = {
  authority: 'operating authority not active',
  insurance: 'insurance not on file',
  identity: 'identity not confirmed',
};

export function highwayHoldText(alert: Pick<HighwayAlertRecord, 'checks'>): string {
  const failed = failedChecksOf(alert.checks).map((check) => checkWords[check]);
  return `Held for the payor's carrier vetting: ${failed.join('; ')}.`;
}

/**
 * A newly submitted invoice as it arrives while the alert is open: Held for PAYOR_SYSTEM_OVERRIDE
 * (the payor's system holds it, not a person), its note naming the failed checks and the alert
 * that holds it, so clearing or ignoring the alert finds it.
 */
export function heldForAlert(invoice: Invoice, alert: HighwayAlertRecord, now: Date): Invoice {
  const system: Actor = { kind: 'system', userId: null, name: null, companyName: null };
  return {
    ...invoice,
    status: InvoiceStatus.Held,
    statusHistory: [...invoice.statusHistory, historyEntry(InvoiceStatus.Held, now, system)],
    reviewNote: {
      status: InvoiceStatus.Held,
      holdReason: HoldReason.PAYOR_SYSTEM_OVERRIDE,
      text: highwayHoldText(alert),
      at: now.toISOString(),
      byName: null,
      highwayAlertId: alert.id,
    },
  };
}

/**
 * Whether a failed check is one the payor already ignored for this carrier: every check failing
 * now failed when it ignored the alert. A new kind of failure raises a new alert.
 */
export function coveredByIgnore(ignoredFailures: readonly HighwayCheck[] | null, failures: readonly HighwayCheck[]) {
  return ignoredFailures !== null && failures.every((check) => ignoredFailures.includes(check));
}
