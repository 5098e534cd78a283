import { createHash } from 'node:crypto';
import { calendarDateIn } from '#shared/dates/calendar-date.ts';
import type { CompanyType } from '#shared/enums/company-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentState } from '#shared/enums/payment-state.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { PayoutType } from '#shared/enums/payout.ts';
import { Role } from '#shared/enums/role.ts';
import { canMoveInvoice } from '#shared/invoices/status-moves.ts';
import { hasAnyRole, isInternalCompany, type RoleIds } from '#shared/permissions/roles.ts';
import type { Invoice, InvoiceStatusChange } from '../invoices/invoice.ts';
import { confirmationNumberOf } from '../payouts/plan-payouts.ts';
import type { Payment, PaymentRefund, RefundedFee } from './payment.ts';

/**
 * Refunding a payment (issue 3: 'Refunded for payments'): a staff action that reverses a whole
 * payment. The payment and every invoice it paid move to Refunded, each invoice's history records
 * who and when, and the QuickPay fees the carrier paid come back to it as a TERM_FEE_REFUND
 * payment. A refund is all or nothing and happens once: an already refunded or removed payment is
 * refused. No I/O here; functions/services/payment-refund.ts writes what these rules plan.
 *
 * Term fees (the seeds are silent; decided here): a refund reverses the payment, so the payor gets
 * the invoices' gross back and the carrier's payout is undone. The QuickPay fee the carrier paid on
 * an invoice bought an early payment that no longer stands, so it is returned: a TERM_FEE_REFUND
 * payment (payout type 4) of those fees into the same account, dated the day of the refund, with
 * no bank fee. Nothing is returned for FREE QuickPay invoices (no fee was charged, and the free
 * QuickPay used is not given back: the early payment did happen), for Standard Pay (no fee), for
 * Guaranteed On-Time Pay (its fee bought a guarantee that was kept: the invoice was paid on time),
 * or for the payment's bank fee (the transfer was made).
 */

/** Staff roles that may refund a payment: treasury moves the money, operations managers may too. */
export const paymentRefundRoles = [Role.Treasury, Role.TreasuryManager, Role.OpsManager] as const;

/** Whether a user may refund payments: internal staff holding a refund role. */
export function mayRefundPayments(actor: { companyType: CompanyType; roleIds: RoleIds }): boolean {
  return isInternalCompany(actor.companyType) && hasAnyRole(actor.roleIds, paymentRefundRoles);
}

export const RefundRefusal = {
  /** The payment was refunded before: refunding is done once. */
  AlreadyRefunded: 'alreadyRefunded',
  /** A removed payment moved no money. */
  Removed: 'removed',
  /** Only a paid payment can be refunded (not one still pending or initializing). */
  NotPaid: 'notPaid',
  /** Its invoices are no longer all paid by it: the records disagree and staff must look first. */
  InvoicesChanged: 'invoicesChanged',
} as const;
export type RefundRefusal = (typeof RefundRefusal)[keyof typeof RefundRefusal];

/** Why a payment cannot be refunded in its state, or null when it can. */
export function refundRefusalOf(payment: Pick<Payment, 'state'>): RefundRefusal | null {
  switch (payment.state) {
    case PaymentState.Paid:
      return null;
    case PaymentState.Refunded:
      return RefundRefusal.AlreadyRefunded;
    case PaymentState.Removed:
      return RefundRefusal.Removed;
    default:
      return RefundRefusal.NotPaid;
  }
}

type FeeFacts = Pick<Invoice, 'paymentType' | 'isFreeQuickPay' | 'feeCents'>;

/** Whether an invoice's fee comes back on a refund: a charged (not FREE) QuickPay fee. */
export function isRefundableTermFee(invoice: FeeFacts): boolean {
  return invoice.paymentType === PaymentType.QuickPay && !invoice.isFreeQuickPay && invoice.feeCents > 0;
}

/** The QuickPay fees a refund returns to the carrier, in cents. */
export function refundableTermFeeCents(invoices: readonly FeeFacts[]): number {
  return invoices.filter(isRefundableTermFee).reduce((total, invoice) => total + invoice.feeCents, 0);
}

/**
 * The fees a TERM_FEE_REFUND payment returns, invoice by invoice, in the refunded payment's invoice
 * order: as kept with it (`refundOf.fees`), or, for a fee refund written before they were kept, the
 * refunded payment's invoices whose fee this module's rule returns (their fees cannot have changed
 * since: paid and refunded invoices are final).
 */
export function refundedFeesOf(
  refundOf: { fees?: readonly RefundedFee[] | undefined },
  refundedInvoices: readonly (FeeFacts & { id: number })[],
): RefundedFee[] {
  if (refundOf.fees) {
    const order = new Map(refundedInvoices.map((invoice, index) => [invoice.id, index]));
    return [...refundOf.fees].sort(
      (a, b) =>
        (order.get(a.invoiceId) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.invoiceId) ?? Number.MAX_SAFE_INTEGER),
    );
  }
  return refundedInvoices
    .filter(isRefundableTermFee)
    .map((invoice) => ({ invoiceId: invoice.id, feeCents: invoice.feeCents }));
}

/** The code a payment shows (as the payout run names payments). */
export function paymentCodeOf(paymentId: string): string {
  return `PAY-${paymentId.slice(0, 8).toUpperCase()}`;
}

/** The id of the payment that returns a refunded payment's fees: derived, so it is minted once. */
export function termFeeRefundPaymentId(paymentId: string): string {
  return createHash('sha256').update(`term-fee-refund:${paymentId}`).digest('hex').slice(0, 20);
}

/** The staff member refunding, as the records keep them. */
export type RefundActor = { userId: number | null; name: string; companyName: string | null };

export type RefundPlan = {
  /** The payment as it will be: Refunded, with who, when and why. */
  payment: Payment;
  /** Each invoice before and after its move to Refunded. */
  invoices: { before: Invoice; after: Invoice }[];
  /** The TERM_FEE_REFUND payment to write, or null when no QuickPay fee was charged. */
  termFeeRefund: Payment | null;
};

export type RefundDecision = { kind: 'refused'; reason: RefundRefusal } | { kind: 'planned'; plan: RefundPlan };

/**
 * Plans the refund of `payment`, given the invoices it lists as they are now. Refused when the
 * payment is not paid (or already refunded or removed), or when any of its invoices is missing, of
 * another payee, or no longer Paid by this payment.
 */
export function planRefund(input: {
  payment: Payment;
  invoices: readonly Invoice[];
  actor: RefundActor;
  reason: string | null;
  now: Date;
}): RefundDecision {
  const { payment, actor, now } = input;
  const refusal = refundRefusalOf(payment);
  if (refusal) return { kind: 'refused', reason: refusal };
  const byId = new Map(input.invoices.map((invoice) => [invoice.id, invoice]));
  const invoices = payment.invoiceIds.map((id) => byId.get(id));
  const consistent = invoices.every(
    (invoice) =>
      invoice !== undefined &&
      invoice.payeeId === payment.payeeId &&
      invoice.paymentId === payment.id &&
      canMoveInvoice(invoice.status, InvoiceStatus.Refunded),
  );
  if (!consistent) return { kind: 'refused', reason: RefundRefusal.InvoicesChanged };
  const paid = invoices as Invoice[];

  const at = now.toISOString();
  const date = calendarDateIn(now);
  const entry: InvoiceStatusChange = {
    status: InvoiceStatus.Refunded,
    at,
    actor: 'staff',
    byUserId: actor.userId,
    byName: actor.name,
    byCompanyName: actor.companyName,
  };
  const feeCents = refundableTermFeeCents(paid);
  const termFeeRefund = feeCents > 0 ? termFeeRefundOf(payment, paid, feeCents, date, at) : null;
  const refund: PaymentRefund = {
    at,
    date,
    byUserId: actor.userId,
    byName: actor.name,
    reason: input.reason,
    termFeeRefundPaymentId: termFeeRefund?.id ?? null,
    termFeeRefundCents: feeCents,
  };
  return {
    kind: 'planned',
    plan: {
      payment: { ...payment, state: PaymentState.Refunded, refund },
      invoices: paid.map((before) => ({
        before,
        after: {
          ...before,
          status: InvoiceStatus.Refunded,
          dates: { ...before.dates, statusChange: date },
          statusHistory: [...before.statusHistory, entry],
        },
      })),
      termFeeRefund,
    },
  };
}

/** The TERM_FEE_REFUND payment: the fees, into the refunded payment's account, without a bank fee. */
function termFeeRefundOf(payment: Payment, invoices: readonly Invoice[], feeCents: number, date: string, at: string) {
  const id = termFeeRefundPaymentId(payment.id);
  return {
    id,
    code: paymentCodeOf(id),
    confirmationNumber: confirmationNumberOf(id),
    payeeId: payment.payeeId,
    bankAccountId: payment.bankAccountId,
    bankAccountName: payment.bankAccountName,
    methodType: payment.methodType,
    currencyId: payment.currencyId,
    payoutType: PayoutType.TERM_FEE_REFUND,
    state: PaymentState.Paid,
    paidDate: date,
    // It pays no invoice; the loads say which fees it returns.
    invoiceIds: [],
    loadNumbers: invoices.filter(isRefundableTermFee).map((invoice) => invoice.loadNumber),
    grossCents: feeCents,
    termFeeCents: 0,
    subTotalCents: feeCents,
    bankFeeCents: 0,
    netCents: feeCents,
    freeQuickPayCount: 0,
    checkNumber: null,
    checkCashed: null,
    createdAt: at,
    refundOf: {
      paymentId: payment.id,
      code: payment.code,
      fees: invoices
        .filter(isRefundableTermFee)
        .map((invoice): RefundedFee => ({ invoiceId: invoice.id, feeCents: invoice.feeCents })),
    },
  } satisfies Payment;
}
