import type { Invoice } from '../domain/invoices/invoice.ts';
import { mayRefundPayments, planRefund, type RefundRefusal } from '../domain/payments/refund.ts';
import { logger } from '../lib/logger.ts';
import type { MembershipRecord } from '../repositories/memberships.ts';
import { getPayment, getPaymentInvoices, type PaymentRecord, recordRefund } from '../repositories/payments.ts';
import { getUser } from '../repositories/users.ts';

export class PaymentNotFound extends Error {}

/** The user is not internal staff with a refund role (domain/payments/refund.ts). */
export class RefundNotAllowed extends Error {}

/** The payment cannot be refunded in its state (already refunded, removed, not paid, records disagree). */
export class RefundRefused extends Error {
  constructor(
    readonly reason: RefundRefusal,
    readonly payment: PaymentRecord,
  ) {
    super(`Payment ${payment.id} cannot be refunded: ${reason}`);
  }
}

/** The payment or its invoices kept changing while the refund was written. */
export class RefundConflict extends Error {}

export type RefundResult = {
  payment: PaymentRecord;
  invoicesRefunded: number;
  /** The TERM_FEE_REFUND payment that returned the QuickPay fees, if any were charged. */
  termFeeRefund: PaymentRecord | null;
};

/** The staff membership that allows refunds, or null. */
function refundingMembership(memberships: readonly MembershipRecord[]): MembershipRecord | null {
  return memberships.find((m) => mayRefundPayments({ companyType: m.company.type, roleIds: m.roleIds })) ?? null;
}

const attempts = 3;

/**
 * Refunds a payment on behalf of a staff user (the admin screen comes later; locally
 * `npm run payment:refund` calls this): the payment and each invoice it paid move to Refunded in one
 * transaction, with the staff user and time in the invoices' status history and on the payment,
 * and the QuickPay fees it charged are returned in a TERM_FEE_REFUND payment (the decision is
 * documented in domain/payments/refund.ts). A refund happens once: asking again is refused with
 * `alreadyRefunded` and changes nothing, and two racing refunds cannot both win (the payment is
 * written only while it is still paid).
 */
export async function refundPayment(
  input: { paymentId: string; staffUserId: number; reason?: string | null },
  now = new Date(),
): Promise<RefundResult> {
  const staff = await getUser(input.staffUserId);
  const membership = staff ? refundingMembership(staff.memberships) : null;
  if (!staff || !membership) throw new RefundNotAllowed(`User ${input.staffUserId} may not refund payments`);
  const reason = input.reason?.trim() || null;

  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const payment = await getPayment(input.paymentId);
    if (!payment) throw new PaymentNotFound(`No payment ${input.paymentId}`);
    const invoices: Invoice[] = await getPaymentInvoices(payment);
    const decision = planRefund({
      payment,
      invoices,
      actor: { userId: staff.id, name: staff.name, companyName: membership.company.name },
      reason,
      now,
    });
    if (decision.kind === 'refused') throw new RefundRefused(decision.reason, payment);
    if (await recordRefund(decision.plan)) {
      logger.info('Payment refunded', {
        paymentId: payment.id,
        payeeId: payment.payeeId,
        invoices: decision.plan.invoices.length,
        termFeeRefundCents: decision.plan.payment.refund?.termFeeRefundCents ?? 0,
        byUserId: staff.id,
      });
      return {
        payment: decision.plan.payment,
        invoicesRefunded: decision.plan.invoices.length,
        termFeeRefund: decision.plan.termFeeRefund,
      };
    }
    // Something changed between the read and the write: read again and decide again (a refund that
    // won meanwhile is then refused as already refunded).
  }
  throw new RefundConflict(`Payment ${input.paymentId} kept changing; try again`);
}
