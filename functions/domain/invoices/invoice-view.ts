import { DateType } from '#shared/enums/date-type.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import type { ReviewNoteView } from '#shared/schemas/invoice-review-note.ts';
import { type FeeLine, percentageOfBps, TermLabel } from '#shared/schemas/payee-invoices.ts';
import type { Invoice, InvoiceStatusChange } from './invoice.ts';
import { percentOfCents } from './payment-terms.ts';

/**
 * How the invoice is being paid, as its label reads (seeds 000 §3): 'Factored account',
 * 'FREE QuickPay', 'QuickPay ({{percentageFee}}%)', or the term's name.
 */
export function termLabelOf(
  invoice: Pick<Invoice, 'kind' | 'paymentType' | 'isFreeQuickPay' | 'feeBps'>,
  relationshipFactored = false,
): { termLabel: TermLabel; percentageFee: number | null } {
  if (invoice.kind === InvoiceKind.Factored || relationshipFactored) {
    return { termLabel: TermLabel.Factored, percentageFee: null };
  }
  if (invoice.paymentType === PaymentType.QuickPay) {
    return invoice.isFreeQuickPay
      ? { termLabel: TermLabel.FreeQuickPay, percentageFee: null }
      : { termLabel: TermLabel.QuickPay, percentageFee: percentageOfBps(invoice.feeBps) };
  }
  if (invoice.paymentType === PaymentType.GuaranteedOnTimePay) {
    return { termLabel: TermLabel.GuaranteedOnTimePay, percentageFee: percentageOfBps(invoice.feeBps) };
  }
  return { termLabel: TermLabel.StandardPay, percentageFee: null };
}

/**
 * The fee lines between gross and net (seeds 000 §3 fee labels). A free QuickPay shows the
 * QuickPay fee and the promotional amount that cancels it, so the carrier sees what it saved.
 * Gross plus every line is always the invoice's net.
 */
export function feeLinesOf(
  invoice: Pick<Invoice, 'paymentType' | 'isFreeQuickPay' | 'feeBps' | 'feeCents' | 'grossCents'>,
): FeeLine[] {
  const percentageFee = percentageOfBps(invoice.feeBps);
  if (invoice.paymentType === PaymentType.QuickPay) {
    if (invoice.isFreeQuickPay) {
      const waived = percentOfCents(invoice.grossCents, invoice.feeBps);
      return [
        { kind: 'quickPayFee', percentageFee, amountCents: -waived },
        { kind: 'promotionalInvoiceAmount', percentageFee: null, amountCents: waived - invoice.feeCents },
      ];
    }
    return [{ kind: 'quickPayFee', percentageFee, amountCents: -invoice.feeCents }];
  }
  if (invoice.paymentType === PaymentType.GuaranteedOnTimePay && invoice.feeCents !== 0) {
    return [{ kind: 'guaranteedOnTimePayFee', percentageFee, amountCents: -invoice.feeCents }];
  }
  return invoice.feeCents === 0 ? [] : [{ kind: 'quickPayFee', percentageFee, amountCents: -invoice.feeCents }];
}

/** The invoice's date of a date type (seeds 000 §3), or null when it has none. */
export function invoiceDateOf(invoice: Pick<Invoice, 'dates'>, dateType: DateType): string | null {
  const { dates } = invoice;
  switch (dateType) {
    case DateType.DateUploaded:
      return dates.uploaded;
    case DateType.DateApproved:
      return dates.approved;
    case DateType.DatePaid:
      return dates.paid;
    case DateType.DateApprovedSet:
      return dates.approvedSet;
    case DateType.DateDrafted:
      return dates.drafted;
    case DateType.DateStatusChange:
      return dates.statusChange;
    case DateType.DateAdvanceScheduled:
      return dates.advanceScheduled;
    case DateType.DateInvoiceRequested:
      return dates.invoiceRequested;
    case DateType.DatePaymentScheduled:
      return dates.paymentScheduled;
    default:
      return null;
  }
}

type Step = 'received' | 'pending' | 'approved' | 'paid';
type TrackerStep = { step: Step; state: 'complete' | 'current' | 'upcoming'; at: string | null };
type TrackerAlert = {
  step: 'held' | 'exception' | 'advanceIssued' | 'removed' | 'refunded';
  statusId: InvoiceStatus | null;
  at: string | null;
};

/** When the invoice last entered a status, from its history. */
function lastEntered(history: readonly InvoiceStatusChange[], status: InvoiceStatus): string | null {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const entry = history[i];
    if (entry?.status === status) return entry.at;
  }
  return null;
}

const reachesApproved: readonly InvoiceStatus[] = [
  InvoiceStatus.Approved,
  InvoiceStatus.Paid,
  InvoiceStatus.MissingBank,
  InvoiceStatus.Refunded,
];

/**
 * The status-history tracker (seeds 000 §4): received → pending (under review) → approved → paid,
 * with the side state the invoice is in, if any: held (Held, and Missing Bank, which the held
 * total counts), exception ('pending reissue', and a missing carrier), removed, refunded (it was
 * paid, then staff refunded the payment), or an advance issued. A step is complete once passed, current where the invoice is, upcoming otherwise; an
 * invoice sent back from approval to review is no longer approved.
 */
export function statusTracker(invoice: Pick<Invoice, 'status' | 'statusHistory' | 'dates' | 'kind'>): {
  steps: TrackerStep[];
  alert: TrackerAlert | null;
} {
  const { status, statusHistory: history } = invoice;
  const receivedAt = history[0]?.at ?? `${invoice.dates.uploaded}T00:00:00.000Z`;
  const approved = reachesApproved.includes(status);
  // A refunded invoice was paid first: the main line stays complete and the refund shows beside it.
  const paid = status === InvoiceStatus.Paid || status === InvoiceStatus.Refunded;
  const reached: Record<Step, boolean> = { received: true, pending: true, approved, paid };
  const at: Record<Step, string | null> = {
    received: receivedAt,
    pending: lastEntered(history, InvoiceStatus.Pending) ?? receivedAt,
    approved: approved ? (lastEntered(history, InvoiceStatus.Approved) ?? invoice.dates.approved) : null,
    paid: paid ? (lastEntered(history, InvoiceStatus.Paid) ?? invoice.dates.paid) : null,
  };
  const order: Step[] = ['received', 'pending', 'approved', 'paid'];
  const current = [...order].reverse().find((step) => reached[step]) ?? 'received';
  const steps = order.map((step) => ({
    step,
    state: step === current ? ('current' as const) : reached[step] ? ('complete' as const) : ('upcoming' as const),
    at: reached[step] ? at[step] : null,
  }));
  return { steps, alert: trackerAlert(invoice) };
}

function trackerAlert(invoice: Pick<Invoice, 'status' | 'statusHistory' | 'dates' | 'kind'>): TrackerAlert | null {
  const at = lastEntered(invoice.statusHistory, invoice.status);
  switch (invoice.status) {
    case InvoiceStatus.Held:
    case InvoiceStatus.MissingBank:
      return { step: 'held', statusId: invoice.status, at };
    case InvoiceStatus.PendingReissue:
    case InvoiceStatus.MissingCarrier:
      return { step: 'exception', statusId: invoice.status, at };
    case InvoiceStatus.Removed:
      return { step: 'removed', statusId: invoice.status, at };
    case InvoiceStatus.Refunded:
      return { step: 'refunded', statusId: invoice.status, at };
    default:
      break;
  }
  const advance = invoice.kind === InvoiceKind.AdvancedFull || invoice.kind === InvoiceKind.LoadAdvance;
  if (advance && invoice.dates.advanceScheduled) {
    return { step: 'advanceIssued', statusId: null, at: `${invoice.dates.advanceScheduled}T00:00:00.000Z` };
  }
  return null;
}

/**
 * The history as the carrier sees it: who moved the invoice is the payor (by company name), the
 * carrier's own user (by name), or LanePay.
 */
export function historyView(invoice: Pick<Invoice, 'statusHistory' | 'payorName'>) {
  return invoice.statusHistory.map((entry) => {
    if (entry.actor === 'payee') {
      return { statusId: entry.status, at: entry.at, actor: 'payee' as const, byName: entry.byName ?? null };
    }
    if (entry.actor === 'payor') {
      return {
        statusId: entry.status,
        at: entry.at,
        actor: 'payor' as const,
        byName: entry.byCompanyName ?? invoice.payorName,
      };
    }
    return { statusId: entry.status, at: entry.at, actor: 'system' as const, byName: null };
  });
}

/** Why the invoice is held or waits for a reissue, while it does (a note outlives no other move). */
export function reviewNoteViewOf(invoice: Pick<Invoice, 'status' | 'reviewNote'>): ReviewNoteView | null {
  const note = invoice.reviewNote;
  if (!note || note.status !== invoice.status) return null;
  // A hold the portal placed (a factor-of-record hold) is told in the reader's language from its
  // reason; its stored text is the English of the record.
  const text = note.factorHold ? null : note.text;
  return { statusId: note.status, holdReasonId: note.holdReason, text, at: note.at, byName: note.byName };
}
