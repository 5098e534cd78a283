import type { ContactMethodView, PayeeRelationship } from '#shared/schemas/payee-relationships.ts';
import type { PayorTerms } from '../domain/invoices/payment-terms.ts';
import { contactMethodIdsOf, offeredTerm, termsOffered } from '../domain/relationships/claim-rules.ts';
import { maskDestination } from '../domain/relationships/masking.ts';
import { verificationMethodsFor } from '../domain/relationships/verification-code.ts';
import { type CompanyRecord, getCompany } from '../repositories/companies.ts';
import {
  type ContactMethodRecord,
  openInvoiceTotals,
  type RelationshipRecord,
  relationshipVersion,
} from '../repositories/relationships.ts';

/** The payor companies of some relationships, by id (each read once). */
export async function payorsOf(relationships: readonly RelationshipRecord[]): Promise<Map<number, CompanyRecord>> {
  const ids = [...new Set(relationships.map((r) => r.payorId))];
  const companies = await Promise.all(ids.map((id) => getCompany(id)));
  return new Map(companies.filter((c): c is CompanyRecord => c !== null).map((c) => [c.id, c]));
}

export type ViewContext = {
  payors: Map<number, CompanyRecord>;
  totals: Map<number, { count: number; amountCents: number }>;
};

/** What building views of a payee's relationships needs: their payors and open-invoice totals. */
export async function viewContext(payeeId: number, relationships: readonly RelationshipRecord[]): Promise<ViewContext> {
  const [payors, totals] = await Promise.all([payorsOf(relationships), openInvoiceTotals(payeeId)]);
  return { payors, totals };
}

export function payorTermsOf(context: Pick<ViewContext, 'payors'>, payorId: number): PayorTerms | null {
  return context.payors.get(payorId)?.payorTerms ?? null;
}

/** A relationship as the API shows it (shared/schemas/payee-relationships.ts). */
export function relationshipView(record: RelationshipRecord, context: ViewContext): PayeeRelationship {
  const terms = payorTermsOf(context, record.payorId);
  const available = termsOffered(terms);
  const fallback = available[0];
  const defaultTerm = offeredTerm(terms, record.paymentType) ?? fallback;
  if (!defaultTerm) throw new Error('A payor always offers Standard Pay');
  const totals = context.totals.get(record.id) ?? { count: 0, amountCents: 0 };
  return {
    id: record.id,
    payor: {
      id: record.payorId,
      name: record.payorName,
      payorTypeId: record.payorTypeId,
      currencyType: { id: record.currencyId },
    },
    isClaimed: record.isClaimed,
    preVerified: record.isPreVerified === true,
    claimedAt: record.claimedAt,
    termsAcceptedAt: record.termsAcceptedAt,
    contactStatus: record.contactStatus,
    assignedFactor:
      record.assignedFactorId === null ? null : { id: record.assignedFactorId, name: record.factorName ?? '' },
    factorName: record.factorName,
    availablePaymentTerms: available,
    defaultPaymentTerm: defaultTerm,
    discountRate: defaultTerm.feeBps,
    payPeriod: defaultTerm.termDays,
    freeQuickPaysRemaining: record.freeQuickPaysRemaining,
    freeQuickPayOffer: terms?.freeQuickPayCount ?? 0,
    availableInvoiceCount: totals.count,
    availableInvoiceAmount: totals.amountCents,
    contactMethodIds: contactMethodIdsOf(record),
    claimRequestedAt: record.claimRequestedAt ?? null,
    version: relationshipVersion(record),
  };
}

/** A contact method as the claim flow shows it: masked, with the ways a code can reach it. */
export function contactMethodView(method: ContactMethodRecord): ContactMethodView {
  return {
    id: method.id,
    kind: method.kind,
    destination: maskDestination(method.kind, method.destination),
    verificationMethods: verificationMethodsFor(method.kind),
    isPreVerified: method.isPreVerified,
  };
}
