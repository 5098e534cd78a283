import type { PaymentMethodType } from '#shared/enums/payment-method-type.ts';
import type { PaymentState } from '#shared/enums/payment-state.ts';
import type { PayoutType } from '#shared/enums/payout.ts';

/** Who refunded a payment, when, why, and what it returned to the carrier (domain/payments/refund.ts). */
export type PaymentRefund = {
  /** ISO instant of the refund. */
  at: string;
  /** The refund's calendar date in America/Chicago (YYYY-MM-DD). */
  date: string;
  /** The staff user who refunded it. */
  byUserId: number | null;
  byName: string;
  reason: string | null;
  /** The TERM_FEE_REFUND payment that returned the QuickPay fees, when any were charged. */
  termFeeRefundPaymentId: string | null;
  termFeeRefundCents: number;
};

/** One invoice's QuickPay fee returned by a TERM_FEE_REFUND payment. */
export type RefundedFee = { invoiceId: number; feeCents: number };

/** A credit note a payment repaid (in part or in full): the payor keeps that much of the payment. */
export type PaymentCreditNote = { creditNoteId: number; referenceNumber: string; amountCents: number };

/**
 * A payment as the portal keeps it (one per payee, payor, account and payout type per run): money
 * in integer cents.
 */
export type Payment = {
  id: string;
  code: string;
  confirmationNumber: string;
  payeeId: number;
  /**
   * The payor on whose behalf it was made. Absent on payments made before a payment paid one
   * payor's invoices only (and on TERM_FEE_REFUND payments, which LanePay funds): no payor sees them.
   */
  payorId?: number;
  /** Credit notes of the payor this payment repaid; `netCents` is what the carrier got after them. */
  creditNotes?: PaymentCreditNote[];
  creditNoteCents?: number;
  /** The draft of the payor that funded it, once drafted (functions/domain/payor-money/plan-drafts.ts). */
  draftId?: string | null;
  draftDate?: string | null;
  /**
   * Whose account `bankAccountId` is: the carrier's, or the factor of record its invoices are
   * assigned to (the carrier sees 'Factored account'; the account is then the factor's). Absent on
   * payments made before factors were paid: the carrier's.
   */
  paidTo?: PaymentPaidTo;
  bankAccountId: number;
  bankAccountName: string;
  methodType: PaymentMethodType;
  currencyId: number;
  payoutType: PayoutType;
  state: PaymentState;
  paidDate: string;
  invoiceIds: number[];
  loadNumbers: string[];
  grossCents: number;
  termFeeCents: number;
  subTotalCents: number;
  bankFeeCents: number;
  netCents: number;
  freeQuickPayCount: number;
  checkNumber: string | null;
  checkCashed: boolean | null;
  createdAt: string;
  /** Set when staff refunded the payment (its state is then Refunded). */
  refund?: PaymentRefund | null;
  /**
   * On a TERM_FEE_REFUND payment: the refunded payment whose fees it returns, and each invoice's fee
   * it returns (kept with the payment, so its report shows what was refunded; fee refunds written
   * before `fees` was kept derive them from the refunded payment's invoices, see
   * functions/services/payment-queries.ts).
   */
  refundOf?: { paymentId: string; code: string; fees?: RefundedFee[] } | null;
  /**
   * A load advance (functions/domain/loads): on its BROKER_LOAD_ADVANCE_PAYOUT payment, the load it
   * advanced (`deductedCents` null); on the invoice payment that netted it, the load and what was
   * deducted (its `netCents` is what was left after the deduction).
   */
  loadAdvance?: LoadAdvanceOfPayment | null;
};

/** Who a payment paid (`Payment.paidTo`); the payout run records the factor's name as it was. */
export type PaymentPaidTo = { kind: 'payee' } | { kind: 'factor'; factorId: number; factorName?: string };

/** The load advance a payment paid or netted (`Payment.loadAdvance`). */
export type LoadAdvanceOfPayment = {
  loadId: number;
  loadNumber: string;
  payorId: number;
  /** Null on the advance's own payment; on the invoice payment that netted it, what it deducted. */
  deductedCents: number | null;
};
