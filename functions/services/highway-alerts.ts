import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import { HighwayAlertResolution } from '#shared/enums/highway.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import type {
  HighwayAlert,
  HighwayAlertListQuery,
  HighwayAlertPage,
  HighwayAlertRow,
  HighwayRecheckResult,
} from '#shared/schemas/payor-highway-alerts.ts';
import {
  coveredByIgnore,
  effectiveStatus,
  endedAlert,
  expiresDateOf,
  type HighwayAlertRecord,
  heldForAlert,
  holdingAlert,
  isOpen,
  raisedAlert,
  recheckedAlert,
} from '../domain/highway/alerts.ts';
import { type CheckOutcome, decideChecks, failedChecksOf } from '../domain/highway/vetting-checks.ts';
import type { Actor, Invoice } from '../domain/invoices/invoice.ts';
import { reviewInvoice } from '../domain/invoices/payor-review.ts';
import { type CompanyRecord, getCompany } from '../repositories/companies.ts';
import { nextId } from '../repositories/counters.ts';
import {
  alertChangeStep,
  endAlertWrite,
  getHighwayAlert,
  getHighwayCarrierState,
  listAlertHeldInvoices,
  listHighwayAlerts,
  raiseAlertSteps,
  releaseInvoicesWrite,
  writeTransaction,
} from '../repositories/highway-alerts.ts';
import type { InvoiceRecord, TransactStep } from '../repositories/invoices.ts';
import { getPayorRelationship, type RelationshipRecord } from '../repositories/relationships.ts';
import { findVettingRecord } from '../repositories/vetting-registry.ts';

/** The carrier's checks now, against the vetting registry. */
async function checkCarrier(payee: Pick<CompanyRecord, 'dotNumber' | 'mcNumber'>, now: Date): Promise<CheckOutcome[]> {
  const numbers = { dotNumber: payee.dotNumber, mcNumber: payee.mcNumber };
  return decideChecks(numbers, await findVettingRecord(numbers), calendarDateIn(now));
}

function carrierOf(relationship: RelationshipRecord, payee: CompanyRecord | null) {
  return {
    payeeId: relationship.payeeId,
    relationshipId: relationship.id,
    name: payee?.name ?? '',
    dotNumber: payee?.dotNumber ?? null,
    mcNumber: payee?.mcNumber ?? null,
  };
}

/** What holding a new invoice takes: the invoice as it arrives held, and the alert's part of its write. */
export type HighwayHold = { hold: (invoice: Invoice) => Invoice; steps: TransactStep[] };

/**
 * Whether a new invoice of a highway-subscribing payor must arrive held (null: it arrives as it
 * would). While the carrier has an open alert, it is held for it; otherwise the carrier is checked
 * against the vetting registry, and a failure the payor has not ignored raises an alert that holds
 * it. The alert's steps go into the invoice's own transaction, conditioned on what was read here,
 * so an alert ended or raised meanwhile fails the write and the submission decides again.
 */
export async function highwayHoldOf(input: {
  payorId: number;
  relationship: RelationshipRecord;
  payee: CompanyRecord | null;
  invoiceId: number;
  now: Date;
}): Promise<HighwayHold | null> {
  const { payorId, relationship, now, invoiceId } = input;
  const payor = await getCompany(payorId);
  if (!payor?.isHighwaySubscriber) return null;
  const state = await getHighwayCarrierState(payorId, relationship.id);
  const open = state.openAlertId === null ? null : await getHighwayAlert(payorId, state.openAlertId);
  if (open && isOpen(open)) {
    return {
      hold: (invoice) => heldForAlert(invoice, open, now),
      steps: [alertChangeStep(open, holdingAlert(open, invoiceId, now))],
    };
  }
  if (!input.payee) return null;
  const checks = await checkCarrier(input.payee, now);
  const failures = failedChecksOf(checks);
  if (failures.length === 0 || coveredByIgnore(state.ignoredFailures, failures)) return null;
  const raised = raisedAlert({
    id: await nextId('highwayAlert'),
    payorId,
    carrier: carrierOf(relationship, input.payee),
    checks,
    actor: null,
    now,
  });
  return {
    hold: (invoice) => heldForAlert(invoice, raised, now),
    steps: raiseAlertSteps(holdingAlert(raised, invoiceId, now), state.ignoredFailures),
  };
}

function rowOf(alert: HighwayAlertRecord, heldCount: number, now: Date): HighwayAlertRow {
  return {
    id: alert.id,
    payeeRelationshipId: alert.relationshipId,
    payeeId: alert.payeeId,
    carrierName: alert.carrierName,
    dotNumber: alert.dotNumber,
    mcNumber: alert.mcNumber,
    statusId: effectiveStatus(alert, now),
    failedChecks: failedChecksOf(alert.checks),
    raisedAt: alert.raisedAt,
    expiresDate: expiresDateOf(alert),
    heldInvoiceCount: heldCount,
    version: alert.version,
  };
}

function alertOf(alert: HighwayAlertRecord, held: readonly InvoiceRecord[], now: Date): HighwayAlert {
  return {
    ...rowOf(alert, held.length, now),
    checks: alert.checks,
    checkedAt: alert.checkedAt,
    heldInvoices: held.map((invoice) => ({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      loadNumber: invoice.loadNumber,
      statusId: invoice.status,
      currencyId: invoice.currencyId,
      grossCents: invoice.grossCents,
      uploadedDate: invoice.dates.uploaded,
    })),
    history: alert.history.map((step) => ({
      event: step.event,
      at: step.at,
      byName: step.byName,
      invoiceId: step.invoiceId,
    })),
    resolution: alert.resolution
      ? { kind: alert.resolution.kind, at: alert.resolution.at, byName: alert.resolution.byName }
      : null,
  };
}

/**
 * One page of the payor's alerts, newest first: open ones (ActiveAlert, HeldAlert, HeldExpiredAlert
 * as of now) and ignored ones; a cleared alert is done and leaves the list (its id still reads it).
 * A payor's alerts are one partition, read whole and paged here.
 */
export async function highwayAlertsPage(
  payorId: number,
  query: HighwayAlertListQuery,
  now = new Date(),
): Promise<HighwayAlertPage> {
  const [alerts, held] = await Promise.all([listHighwayAlerts(payorId), listAlertHeldInvoices(payorId)]);
  const heldCounts = new Map<number, number>();
  for (const invoice of held) {
    const alertId = invoice.reviewNote?.highwayAlertId;
    if (alertId !== undefined) heldCounts.set(alertId, (heldCounts.get(alertId) ?? 0) + 1);
  }
  const statuses = query.status && query.status.length > 0 ? new Set<number>(query.status) : null;
  const rows = alerts
    .filter((alert) => alert.resolution?.kind !== HighwayAlertResolution.Cleared)
    .filter((alert) => query.payeeRelationshipId === undefined || alert.relationshipId === query.payeeRelationshipId)
    .map((alert) => rowOf(alert, heldCounts.get(alert.id) ?? 0, now))
    .filter((row) => statuses === null || statuses.has(row.statusId))
    .sort((a, b) => (a.raisedAt === b.raisedAt ? b.id - a.id : a.raisedAt < b.raisedAt ? 1 : -1));
  return pageOf(rows, query);
}

/** One of the payor's alerts with the invoices it holds; null for another payor's or an unknown id. */
export async function highwayAlertDetails(payorId: number, alertId: number, now = new Date()) {
  const alert = await getHighwayAlert(payorId, alertId);
  if (!alert) return null;
  return alertOf(alert, await listAlertHeldInvoices(payorId, alertId), now);
}

/** Most invoices released in the transaction that ends an alert (DynamoDB takes 100 items). */
const releasesPerWrite = 90;

export type EndResult =
  | { kind: 'ok'; alert: HighwayAlert }
  | { kind: 'notFound' }
  | { kind: 'refused' }
  | { kind: 'conflict' };

/**
 * The payor clears or ignores an alert: every invoice it holds goes back to Pending (recorded in
 * its history with who and when) and the alert ends, in one transaction. A hold made meanwhile moves
 * the alert's version, so the write fails and is made again with the new invoice included. Past
 * `releasesPerWrite` invoices, the surplus is released first, each part on its own: a request cut
 * short leaves an open alert with fewer held invoices, and repeating it finishes the work. Repeating
 * a finished request answers the ended alert.
 */
export async function endHighwayAlert(input: {
  payorId: number;
  alertId: number;
  kind: HighwayAlertResolution;
  actor: Actor;
  now?: Date;
}): Promise<EndResult> {
  const now = input.now ?? new Date();
  const terms = (await getCompany(input.payorId))?.payorTerms ?? null;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const alert = await getHighwayAlert(input.payorId, input.alertId);
    if (!alert) return { kind: 'notFound' };
    const outcome = endedAlert(alert, input.kind, input.actor, now);
    if (outcome.kind === 'refused') return outcome;
    const held = await listAlertHeldInvoices(input.payorId, alert.id);
    if (outcome.kind === 'unchanged') return { kind: 'ok', alert: alertOf(alert, held, now) };
    const releases = held.flatMap((invoice) => {
      const moved = reviewInvoice({
        invoice,
        target: InvoiceStatus.Pending,
        terms,
        actor: input.actor,
        now,
        today: calendarDateIn(now),
      });
      return moved.kind === 'changed' ? [{ before: invoice, after: moved.invoice }] : [];
    });
    if (releases.length > releasesPerWrite) {
      await releaseInvoicesWrite(releases.slice(releasesPerWrite));
      continue;
    }
    const ignoredFailures = input.kind === HighwayAlertResolution.Ignored ? failedChecksOf(alert.checks) : null;
    if (await endAlertWrite({ before: alert, after: outcome.alert, ignoredFailures, releases })) {
      return { kind: 'ok', alert: alertOf({ ...outcome.alert, version: alert.version + 1 }, [], now) };
    }
  }
  return { kind: 'conflict' };
}

export type RecheckResult =
  | { kind: 'ok'; result: HighwayRecheckResult }
  | { kind: 'unknownRelationship' }
  | { kind: 'conflict' };

/**
 * The payor checks one of its carriers again. The results are recorded on the carrier's open alert
 * (which stays open: only the payor ends it); without one, a failure raises a new alert (ActiveAlert
 * until an invoice arrives), even for failures ignored before, since the payor asked. Repeating it
 * raises nothing twice: the carrier has one open alert at a time.
 */
export async function recheckCarrier(input: {
  payorId: number;
  relationshipId: number;
  actor: Actor;
  now?: Date;
}): Promise<RecheckResult> {
  const now = input.now ?? new Date();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const relationship = await getPayorRelationship(input.payorId, input.relationshipId);
    if (!relationship) return { kind: 'unknownRelationship' };
    const payee = await getCompany(relationship.payeeId);
    const checks = await checkCarrier(payee ?? { dotNumber: null, mcNumber: null }, now);
    const state = await getHighwayCarrierState(input.payorId, relationship.id);
    const open = state.openAlertId === null ? null : await getHighwayAlert(input.payorId, state.openAlertId);
    let alert: HighwayAlertRecord | null = null;
    if (open && isOpen(open)) {
      alert = recheckedAlert(open, checks, input.actor, now);
      if (!(await writeTransaction([alertChangeStep(open, alert)]))) continue;
      alert = { ...alert, version: open.version + 1 };
    } else if (failedChecksOf(checks).length > 0) {
      alert = raisedAlert({
        id: await nextId('highwayAlert'),
        payorId: input.payorId,
        carrier: carrierOf(relationship, payee),
        checks,
        actor: input.actor,
        now,
      });
      if (!(await writeTransaction(raiseAlertSteps(alert, state.ignoredFailures)))) continue;
    }
    const held = alert ? await listAlertHeldInvoices(input.payorId, alert.id) : [];
    return {
      kind: 'ok',
      result: { checks, checkedAt: now.toISOString(), alert: alert ? alertOf(alert, held, now) : null },
    };
  }
  return { kind: 'conflict' };
}
