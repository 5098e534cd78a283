import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { percentageOfBps, type QuickPayable } from '#shared/schemas/payee-invoices.ts';
import type { Invoice, InvoiceRelationship } from './invoice.ts';
import { invoiceCharges, type PayorTerms } from './payment-terms.ts';
import { electionRefusal, offeredTerm } from './term-election.ts';

/** Invoices QuickPay could pay now: under review or approved, not yet on QuickPay. */
export const quickPayableStatuses = [InvoiceStatus.Pending, InvoiceStatus.Approved] as const;

export type QuotedRelationship = InvoiceRelationship & { payorName: string; currencyId: number };

/**
 * What electing QuickPay on every eligible invoice would pay now (seeds 000 §3 "Quick-payable
 * response"): per relationship, the invoices whose term the carrier may still change to the
 * payor's QuickPay, oldest upload first, the first ones free while the relationship has free
 * QuickPays left; and the net after those default fees, per currency. The overall figure is null
 * when currencies mix, since amounts of different currencies are never added.
 */
export function quickPayQuote(
  invoices: readonly Invoice[],
  relationships: ReadonlyMap<number, QuotedRelationship>,
  terms: ReadonlyMap<number, PayorTerms | null>,
): QuickPayable {
  const byRelationship = new Map<number, Invoice[]>();
  for (const invoice of invoices) {
    if (!(quickPayableStatuses as readonly number[]).includes(invoice.status)) continue;
    if (invoice.paymentType === PaymentType.QuickPay) continue;
    const relationship = relationships.get(invoice.relationshipId);
    if (!relationship || electionRefusal(invoice, relationship)) continue;
    if (!offeredTerm(terms.get(relationship.payorId) ?? null, PaymentType.QuickPay)) continue;
    byRelationship.set(invoice.relationshipId, [...(byRelationship.get(invoice.relationshipId) ?? []), invoice]);
  }

  const quickPayableRelationships: QuickPayable['quickPayableRelationships'] = [];
  for (const [relationshipId, eligible] of byRelationship) {
    const relationship = relationships.get(relationshipId);
    const term = relationship ? offeredTerm(terms.get(relationship.payorId) ?? null, PaymentType.QuickPay) : null;
    if (!relationship || !term) continue;
    const ordered = [...eligible].sort((a, b) =>
      a.dates.uploaded === b.dates.uploaded ? a.id - b.id : a.dates.uploaded < b.dates.uploaded ? -1 : 1,
    );
    let freeLeft = relationship.freeQuickPaysRemaining;
    let grossCents = 0;
    let feeCents = 0;
    let freeApplied = 0;
    for (const invoice of ordered) {
      const free = freeLeft > 0;
      if (free) {
        freeLeft -= 1;
        freeApplied += 1;
      }
      const charges = invoiceCharges(invoice.grossCents, term, free);
      grossCents += invoice.grossCents;
      feeCents += charges.feeCents;
    }
    quickPayableRelationships.push({
      payeeRelationshipId: relationshipId,
      payorId: relationship.payorId,
      payorName: relationship.payorName,
      currencyId: relationship.currencyId,
      invoiceCount: ordered.length,
      grossCents,
      feeCents,
      netCents: grossCents - feeCents,
      percentageFee: percentageOfBps(term.feeBps),
      termDays: term.termDays,
      freeQuickPaysRemaining: relationship.freeQuickPaysRemaining,
      freeQuickPaysApplied: freeApplied,
    });
  }
  quickPayableRelationships.sort((a, b) => b.netCents - a.netCents || a.payeeRelationshipId - b.payeeRelationshipId);

  const currencies = new Map<number, { netCents: number; invoiceCount: number }>();
  for (const r of quickPayableRelationships) {
    const total = currencies.get(r.currencyId) ?? { netCents: 0, invoiceCount: 0 };
    currencies.set(r.currencyId, {
      netCents: total.netCents + r.netCents,
      invoiceCount: total.invoiceCount + r.invoiceCount,
    });
  }
  const byCurrency = [...currencies]
    .map(([currencyId, total]) => ({ currencyId, ...total }))
    .sort((a, b) => a.currencyId - b.currencyId);
  return {
    netAmountAfterDefaultFees: byCurrency.length > 1 ? null : (byCurrency[0]?.netCents ?? 0),
    invoiceCount: byCurrency.reduce((sum, c) => sum + c.invoiceCount, 0),
    byCurrency,
    quickPayableRelationships,
  };
}
