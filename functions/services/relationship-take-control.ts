import { ErrorCode } from '#shared/schemas/api-error.ts';
import type { TakeControlInfo } from '#shared/schemas/payee-relationships.ts';
import { contactMethodIdsOf } from '../domain/relationships/claim-rules.ts';
import { takeControlOptions, takeControlReference } from '../domain/relationships/take-control.ts';
import { HttpError } from '../lib/http/errors.ts';
import { listContactMethods, payeeInvoicesFromPayor } from '../repositories/relationships.ts';
import type { RelationshipActor } from './relationship-actor.ts';
import { requireRelationship } from './relationship-queries.ts';
import { contactMethodView, viewContext } from './relationship-views.ts';

/**
 * `GET payee_relationships/{id}/take_control_info`: what it takes to claim this unclaimed
 * relationship (domain/relationships/take-control.ts). Another carrier's relationship is 404; a
 * relationship already claimed is 409, as there is nothing left to take control of.
 */
export async function takeControlInfo(
  actor: Pick<RelationshipActor, 'payeeId' | 'company' | 'now'>,
  relationshipId: number,
): Promise<TakeControlInfo> {
  const record = await requireRelationship(actor.payeeId, relationshipId);
  if (record.isClaimed) throw new HttpError(409, ErrorCode.Conflict, 'errors.claim.alreadyClaimed');
  const [methods, invoices, context] = await Promise.all([
    listContactMethods(actor.payeeId),
    payeeInvoicesFromPayor(actor.payeeId, record.payorId),
    viewContext(actor.payeeId, [record]),
  ]);
  const linkedIds = new Set(contactMethodIdsOf(record));
  const linked = methods.filter((method) => linkedIds.has(method.id));
  const totals = context.totals.get(record.id) ?? { count: 0, amountCents: 0 };
  return {
    relationshipId: record.id,
    reference: takeControlReference(actor.payeeId, record.id),
    payor: {
      id: record.payorId,
      name: record.payorName,
      mcNumber: context.payors.get(record.payorId)?.mcNumber ?? null,
    },
    contactStatus: record.contactStatus,
    contactMethods: linked.map(contactMethodView),
    options: takeControlOptions({
      contactMethods: linked,
      relationshipPreVerified: record.isPreVerified === true,
      invoicesFromPayor: invoices.length,
      invoiceCheck: record.invoiceCheck,
      carrier: actor.company,
      claimRequestedAt: record.claimRequestedAt ?? null,
      now: actor.now,
    }),
    openInvoiceCount: totals.count,
    openInvoiceAmount: totals.amountCents,
    currencyId: record.currencyId,
    claimRequestedAt: record.claimRequestedAt ?? null,
    generatedAt: actor.now.toISOString(),
  };
}
