import { addDays } from '#shared/dates/calendar-date.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { Invoice, InvoiceRelationship } from './invoice.ts';
import {
  availablePaymentTerms,
  invoiceCharges,
  isPayoutTermLocked,
  type PaymentTerm,
  type PayorTerms,
  paymentTermOf,
} from './payment-terms.ts';

/** Why the carrier may not change an invoice's payment term. */
export const ElectionRefusal = {
  /** The payout term has locked (paid, removed, scheduled, or an approved QuickPay invoice). */
  Locked: 'locked',
  /** Factored invoices and factored relationships are paid to the factor on its terms. */
  Factored: 'factored',
  /** Advances and other kinds have no term to choose; only standard invoices do. */
  NotEligible: 'notEligible',
  /** The relationship is not claimed yet. */
  Unclaimed: 'unclaimed',
  /** The payor does not offer the requested term. */
  TermNotOffered: 'termNotOffered',
} as const;
export type ElectionRefusal = (typeof ElectionRefusal)[keyof typeof ElectionRefusal];

/** Statuses in which the carrier may still choose how an invoice is paid. */
const electableStatuses: readonly InvoiceStatus[] = [
  InvoiceStatus.Pending,
  InvoiceStatus.Approved,
  InvoiceStatus.Held,
  InvoiceStatus.PendingReissue,
  InvoiceStatus.MissingBank,
];

/** The terms a payor offers; a payor without configured terms offers Standard Pay only. */
export function offeredTerms(terms: PayorTerms | null): PaymentTerm[] {
  if (terms) return availablePaymentTerms(terms);
  return availablePaymentTerms({
    quickPayFeeBps: 0,
    quickPayTermDays: 0,
    freeQuickPayCount: 0,
    guaranteedOnTimePay: null,
  }).filter((term) => term.paymentType === PaymentType.StandardPay);
}

export function offeredTerm(terms: PayorTerms | null, paymentType: PaymentType): PaymentTerm | null {
  return terms
    ? paymentTermOf(terms, paymentType)
    : (offeredTerms(null).find((t) => t.paymentType === paymentType) ?? null);
}

export function isTermLocked(invoice: Pick<Invoice, 'status' | 'paymentType' | 'dates'>): boolean {
  return isPayoutTermLocked({
    status: invoice.status,
    paymentType: invoice.paymentType,
    paymentScheduledDate: invoice.dates.paymentScheduled,
  });
}

/**
 * Whether the carrier may choose a term on this invoice at all, or why not. The term itself is
 * checked separately (`electPaymentTerm`), so a screen can show the choice before one is made.
 */
export function electionRefusal(
  invoice: Pick<Invoice, 'status' | 'paymentType' | 'dates' | 'kind'>,
  relationship: Pick<InvoiceRelationship, 'isClaimed' | 'assignedFactorId'>,
): ElectionRefusal | null {
  if (isTermLocked(invoice) || !electableStatuses.includes(invoice.status)) return ElectionRefusal.Locked;
  if (invoice.kind === InvoiceKind.Factored || relationship.assignedFactorId !== null) return ElectionRefusal.Factored;
  if (invoice.kind !== InvoiceKind.Standard) return ElectionRefusal.NotEligible;
  if (!relationship.isClaimed) return ElectionRefusal.Unclaimed;
  return null;
}

/**
 * The day an invoice is expected to be paid under a term: approval plus the term's days, and never
 * before today (a term chosen after approval cannot pay in the past). Null until approved.
 */
export function expectedPayDateUnder(approvedDate: string | null, term: PaymentTerm, today: string): string | null {
  if (!approvedDate) return null;
  const due = addDays(approvedDate, term.termDays);
  return due < today ? today : due;
}

export type TermOption = {
  paymentType: PaymentType;
  termDays: number;
  feeBps: number;
  feeCents: number;
  netCents: number;
  isFree: boolean;
  expectedPayDate: string | null;
};

/** Whether choosing QuickPay now would use one of the relationship's free QuickPays. */
function wouldBeFree(invoice: Pick<Invoice, 'paymentType' | 'isFreeQuickPay'>, remaining: number): boolean {
  if (invoice.paymentType === PaymentType.QuickPay) return invoice.isFreeQuickPay;
  return remaining > 0;
}

/**
 * What each offered term would do to this invoice (fee, net, expected pay date), so the carrier
 * sees the fee before confirming. A free QuickPay shows a fee of zero.
 */
export function termOptions(
  invoice: Invoice,
  relationship: Pick<InvoiceRelationship, 'freeQuickPaysRemaining'>,
  terms: PayorTerms | null,
  today: string,
): TermOption[] {
  return offeredTerms(terms).map((term) => {
    const free = term.isQuickPay && wouldBeFree(invoice, relationship.freeQuickPaysRemaining);
    const charges = invoiceCharges(invoice.grossCents, term, free);
    return {
      paymentType: term.paymentType,
      termDays: term.termDays,
      feeBps: term.feeBps,
      feeCents: charges.feeCents,
      netCents: charges.netCents,
      isFree: charges.isFreeQuickPay,
      expectedPayDate: expectedPayDateUnder(invoice.dates.approved, term, today),
    };
  });
}

export type ElectionOutcome =
  | { kind: 'unchanged'; invoice: Invoice }
  /** `freeQuickPayDelta`: −1 uses one of the relationship's free QuickPays, +1 gives one back. */
  | { kind: 'changed'; invoice: Invoice; freeQuickPayDelta: -1 | 0 | 1 }
  | { kind: 'refused'; reason: ElectionRefusal };

/**
 * The carrier elects a payment term on an invoice (QuickPay, or back to Standard Pay or GOTP).
 * Electing the term the invoice already has changes nothing, even once locked, so a repeated
 * request is harmless.
 * The relationship's free QuickPays are used first ('FREE QuickPay') and one is given back when
 * the carrier switches a free QuickPay invoice away before its term locks.
 */
export function electPaymentTerm(input: {
  invoice: Invoice;
  relationship: InvoiceRelationship;
  terms: PayorTerms | null;
  paymentType: PaymentType;
  by: { userId: number; name: string };
  now: Date;
  today: string;
}): ElectionOutcome {
  const { invoice, relationship, paymentType } = input;
  // The invoice already has this term (a repeated request, even after the term locked): done.
  if (invoice.paymentType === paymentType) return { kind: 'unchanged', invoice };
  const refusal = electionRefusal(invoice, relationship);
  if (refusal) return { kind: 'refused', reason: refusal };
  const term = offeredTerm(input.terms, paymentType);
  if (!term) return { kind: 'refused', reason: ElectionRefusal.TermNotOffered };

  const free = term.isQuickPay && relationship.freeQuickPaysRemaining > 0;
  const freeQuickPayDelta = free ? -1 : invoice.isFreeQuickPay ? 1 : 0;
  const charges = invoiceCharges(invoice.grossCents, term, free);
  return {
    kind: 'changed',
    freeQuickPayDelta,
    invoice: {
      ...invoice,
      paymentType,
      feeBps: term.feeBps,
      feeCents: charges.feeCents,
      netCents: charges.netCents,
      isFreeQuickPay: charges.isFreeQuickPay,
      expectedPayDate: expectedPayDateUnder(invoice.dates.approved, term, input.today),
      termElection: { paymentType, at: input.now.toISOString(), byUserId: input.by.userId, byName: input.by.name },
    },
  };
}
