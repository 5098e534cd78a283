import { LoadAdvanceState, type SettableLoadStatus } from '#shared/enums/load-status.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import {
  type LoadCreation,
  LoadDateField,
  type LoadUpdate,
  type PayorLoad,
  type PayorLoadListQuery,
  type PayorLoadPage,
  type PayorLoadRow,
  PayorLoadSortField,
} from '#shared/schemas/payor-loads.ts';
import { normalizeDocumentNumber } from '../domain/invoices/payor-review.ts';
import type { Load, LoadActor } from '../domain/loads/load.ts';
import { type AdvanceRefusal, advanceLimitCents, decideAdvance } from '../domain/loads/load-advance.ts';
import { compareLoadRows, matchesLoadFilter } from '../domain/loads/load-list.ts';
import { loadStatusOf, type StatusChangeRefusal, statusChangeRefusal } from '../domain/loads/load-status.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import { listPayorBills } from '../repositories/bills.ts';
import { getCompany } from '../repositories/companies.ts';
import { nextId } from '../repositories/counters.ts';
import type { InvoiceRecord } from '../repositories/invoices.ts';
import {
  createLoad,
  findPayorLoadByNumber,
  getLoad,
  getLoadInvoices,
  type LoadRecord,
  listPayorLoads,
  saveLoad,
} from '../repositories/loads.ts';
import { getPayorRelationship } from '../repositories/relationships.ts';
import { dateRangeOf } from './invoice-list.ts';

/** A row of the load list: the load, its status following its invoice. */
function loadRowOf(load: LoadRecord, invoices: readonly InvoiceRecord[]): PayorLoadRow {
  return {
    id: load.id,
    loadNumber: load.loadNumber,
    payeeId: load.payeeId,
    payeeRelationshipId: load.relationshipId,
    carrierName: load.carrierName,
    currencyId: load.currencyId,
    origin: load.origin,
    destination: load.destination,
    pickupDate: load.pickupDate,
    deliveryDate: load.deliveryDate,
    rateCents: load.rateCents,
    statusId: loadStatusOf(load.status, invoices),
    advanceStateId: load.advance?.state ?? null,
    advanceCents: load.advance?.amountCents ?? null,
    version: load.version,
  };
}

/** One page of the payor's loads: every load of the payor read (one partition), filtered, sorted and paged here. */
export async function payorLoadsPage(
  payorId: number,
  query: PayorLoadListQuery,
  now = new Date(),
): Promise<PayorLoadPage> {
  const loads = await listPayorLoads(payorId);
  const invoicesOf = await getLoadInvoices(
    payorId,
    loads.map((load) => load.loadNumber),
  );
  const filter = {
    dateField: query.dateField ?? LoadDateField.Pickup,
    range: dateRangeOf(query, now),
    statuses: query.status && query.status.length > 0 ? query.status : null,
    relationshipId: query.payeeRelationshipId,
    currencyId: query.sessionCurrencyId,
    search: query.q ? normalizeDocumentNumber(query.q) : undefined,
  };
  const rows = loads
    .map((load) => loadRowOf(load, invoicesOf.get(load.loadNumber) ?? []))
    .filter((row) => matchesLoadFilter(row, filter))
    .sort(compareLoadRows(query.sortField ?? PayorLoadSortField.PickupDate, query.sortAsc ?? false));
  return pageOf(rows, query);
}

/** The load as its payor sees it: its invoices and bills (those carrying its load number) and its advance. */
export async function payorLoadOf(load: LoadRecord): Promise<PayorLoad> {
  const [invoicesOf, bills] = await Promise.all([
    getLoadInvoices(load.payorId, [load.loadNumber]),
    listPayorBills(load.payorId),
  ]);
  const invoices = invoicesOf.get(load.loadNumber) ?? [];
  const advance = load.advance;
  return {
    ...loadRowOf(load, invoices),
    advance: advance
      ? {
          stateId: advance.state,
          amountCents: advance.amountCents,
          requestedAt: advance.requestedAt,
          requestedByName: advance.requestedByName,
          paymentId: advance.paymentId,
          paidDate: advance.paidDate,
          recoveredCents: advance.recoveredCents,
          recoveredPaymentId: advance.recoveredPaymentId,
        }
      : null,
    advanceLimitCents: advanceLimitCents(load, invoices),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      statusId: invoice.status,
      grossCents: invoice.grossCents,
      netCents: invoice.netCents,
      uploadedDate: invoice.dates.uploaded,
      paidDate: invoice.dates.paid,
      paymentId: invoice.paymentId,
    })),
    bills: bills
      .filter((bill) => normalizeDocumentNumber(bill.loadOrInvoiceNumber) === load.loadNumber)
      .map((bill) => ({
        id: bill.id,
        state: bill.state,
        createdDate: bill.createdDate,
        chargesCents: bill.charges.reduce((total, charge) => total + charge.amount, 0),
        documentCount: Object.keys(bill.attachedDocuments ?? {}).length,
      })),
    createdAt: load.createdAt,
    createdByName: load.createdByName,
    statusHistory: load.statusHistory.map((entry) => ({ statusId: entry.status, at: entry.at, byName: entry.byName })),
  };
}

/** One of the payor's loads; null for an unknown id or another payor's. */
export function getPayorLoad(payorId: number, loadId: number): Promise<LoadRecord | null> {
  return getLoad(payorId, loadId);
}

export type CreateLoadResult =
  | { kind: 'created'; load: LoadRecord }
  /** The same load sent again: the first answer. */
  | { kind: 'replayed'; load: LoadRecord }
  | { kind: 'unknownRelationship' }
  | { kind: 'duplicateLoadNumber' };

function sameLoad(load: LoadRecord, creation: LoadCreation): boolean {
  return (
    load.relationshipId === creation.payeeRelationshipId &&
    load.origin.city === creation.origin.city &&
    load.origin.state === creation.origin.state &&
    load.destination.city === creation.destination.city &&
    load.destination.state === creation.destination.state &&
    load.pickupDate === creation.pickupDate &&
    load.deliveryDate === creation.deliveryDate &&
    load.rateCents === creation.rateCents
  );
}

/**
 * A payor books a load with one of its carriers, recorded with who and when. The load number is
 * the payor's once (the number its carrier's invoice and bills carry): the same load sent again
 * answers the first one, a different load under a used number is refused.
 */
export async function createPayorLoad(input: {
  payorId: number;
  creation: LoadCreation;
  actor: LoadActor;
  now?: Date;
}): Promise<CreateLoadResult> {
  const now = input.now ?? new Date();
  const creation = { ...input.creation, loadNumber: normalizeDocumentNumber(input.creation.loadNumber) };
  const earlier = async (): Promise<CreateLoadResult | null> => {
    const existing = await findPayorLoadByNumber(input.payorId, creation.loadNumber);
    if (!existing) return null;
    return sameLoad(existing, creation) ? { kind: 'replayed', load: existing } : { kind: 'duplicateLoadNumber' };
  };
  const before = await earlier();
  if (before) return before;
  const relationship = await getPayorRelationship(input.payorId, creation.payeeRelationshipId);
  if (!relationship) return { kind: 'unknownRelationship' };
  const carrier = await getCompany(relationship.payeeId);
  const at = now.toISOString();
  const load: Load = {
    id: await nextId('load'),
    payorId: input.payorId,
    loadNumber: creation.loadNumber,
    relationshipId: relationship.id,
    payeeId: relationship.payeeId,
    carrierName: carrier?.name ?? '',
    currencyId: relationship.currencyId,
    origin: creation.origin,
    destination: creation.destination,
    pickupDate: creation.pickupDate,
    deliveryDate: creation.deliveryDate,
    rateCents: creation.rateCents,
    status: creation.statusId,
    statusHistory: [{ status: creation.statusId, at, byUserId: input.actor.userId, byName: input.actor.name }],
    advance: null,
    createdAt: at,
    createdByUserId: input.actor.userId,
    createdByName: input.actor.name,
    version: 1,
  };
  if ((await createLoad(load)) === 'created') return { kind: 'created', load };
  // Another request took the number meanwhile: the same load is a replay, else a duplicate.
  return (await earlier()) ?? { kind: 'duplicateLoadNumber' };
}

export type LoadChangeResult =
  | { kind: 'ok'; load: LoadRecord }
  | { kind: 'notFound' }
  | { kind: 'refused'; reason: StatusChangeRefusal | 'deliveryBeforePickup' }
  | { kind: 'conflict' };

/**
 * The payor changes a load's dates or status on the version it saw (If-Match), recorded with who
 * and when. Once an invoice stands for the load, its status follows the invoice and is not set by
 * hand; a load with an advance is not cancelled.
 */
export async function updatePayorLoad(input: {
  payorId: number;
  loadId: number;
  update: LoadUpdate;
  actor: LoadActor;
  expectedVersion: ExpectedVersion;
  now?: Date;
}): Promise<LoadChangeResult> {
  const now = input.now ?? new Date();
  const load = await getLoad(input.payorId, input.loadId);
  if (!load) return { kind: 'notFound' };
  if (load.version !== input.expectedVersion()) return { kind: 'conflict' };
  const invoices = (await getLoadInvoices(load.payorId, [load.loadNumber])).get(load.loadNumber) ?? [];
  const target: SettableLoadStatus = input.update.statusId ?? load.status;
  const refusal = statusChangeRefusal({
    target,
    current: load.status,
    invoices,
    hasAdvance: load.advance !== null && load.advance.state !== LoadAdvanceState.Cancelled,
  });
  if (refusal) return { kind: 'refused', reason: refusal };
  const pickupDate = input.update.pickupDate ?? load.pickupDate;
  const deliveryDate = input.update.deliveryDate ?? load.deliveryDate;
  if (deliveryDate < pickupDate) return { kind: 'refused', reason: 'deliveryBeforePickup' };
  const moved = target !== load.status;
  if (!moved && pickupDate === load.pickupDate && deliveryDate === load.deliveryDate) return { kind: 'ok', load };
  const next: LoadRecord = {
    ...load,
    pickupDate,
    deliveryDate,
    status: target,
    statusHistory: moved
      ? [
          ...load.statusHistory,
          { status: target, at: now.toISOString(), byUserId: input.actor.userId, byName: input.actor.name },
        ]
      : load.statusHistory,
  };
  const saved = await saveLoad(next, load.version, invoices);
  return saved ? { kind: 'ok', load: saved } : { kind: 'conflict' };
}

export type AdvanceResult =
  | { kind: 'ok'; load: LoadRecord }
  | { kind: 'notFound' }
  | { kind: 'refused'; reason: AdvanceRefusal; limitCents: number | null; currencyId: number }
  | { kind: 'conflict' };

/**
 * The payor asks to advance the carrier part of a load's expected invoice amount
 * (BROKER_LOAD_ADVANCE_PAYOUT), recorded with who and when; the next payout run pays it, and the
 * run that pays the load's invoice nets it. Asking again for the same amount answers the load as
 * it is (a retried call asks nothing twice). Decided on the load and its invoice as read, and
 * written only if neither changed meanwhile (else decided again).
 */
export async function requestLoadAdvance(input: {
  payorId: number;
  loadId: number;
  amountCents: number;
  actor: LoadActor;
  now?: Date;
}): Promise<AdvanceResult> {
  const now = input.now ?? new Date();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const load = await getLoad(input.payorId, input.loadId);
    if (!load) return { kind: 'notFound' };
    const invoices = (await getLoadInvoices(load.payorId, [load.loadNumber])).get(load.loadNumber) ?? [];
    const decision = decideAdvance(load, invoices, input.amountCents);
    if (decision.kind === 'repeat') return { kind: 'ok', load };
    if (decision.kind === 'refused') return { ...decision, currencyId: load.currencyId };
    const next: LoadRecord = {
      ...load,
      advance: {
        state: LoadAdvanceState.Requested,
        amountCents: input.amountCents,
        requestedAt: now.toISOString(),
        requestedByUserId: input.actor.userId,
        requestedByName: input.actor.name,
        paymentId: null,
        paidDate: null,
        recoveredCents: null,
        recoveredPaymentId: null,
        cancelledAt: null,
      },
    };
    const saved = await saveLoad(next, load.version, invoices);
    if (saved) return { kind: 'ok', load: saved };
  }
  return { kind: 'conflict' };
}
