import { processingTimes } from '#shared/constants/payments.ts';
import { type Page, pageOf } from '#shared/schemas/list-query.ts';
import type {
  PaidInvoice,
  PaidTo,
  PaymentDetails,
  PaymentListItem,
  PaymentRefundView,
  PaymentsPage,
  PaymentsQuery,
  RefundedFeeInvoice,
} from '#shared/schemas/payee-payments.ts';
import {
  matchesPaymentFilter,
  type PaymentFilter,
  paymentTotals,
  sortPayments,
} from '../domain/payments/payment-list.ts';
import { paymentCodeOf, refundedFeesOf } from '../domain/payments/refund.ts';
import { logger } from '../lib/logger.ts';
import { listBankAccounts } from '../repositories/bank-accounts.ts';
import type { InvoiceRecord } from '../repositories/invoices.ts';
import { getPayment, getPaymentInvoices, listAllPayeePayments, type PaymentRecord } from '../repositories/payments.ts';

/** The list's filters from its query (the currency filter of the shell included). */
export function paymentFilterOf(query: PaymentsQuery): PaymentFilter {
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    payoutTypes: query.payoutType,
    states: query.state,
    currencyId: query.sessionCurrencyId,
    search: query.q,
  };
}

export function paymentListItemOf(payment: PaymentRecord): PaymentListItem {
  return {
    id: payment.id,
    code: payment.code,
    confirmationNumber: payment.confirmationNumber,
    paidDate: payment.paidDate,
    state: payment.state,
    payoutType: payment.payoutType,
    methodType: payment.methodType,
    bankAccountName: payment.bankAccountName,
    currencyId: payment.currencyId,
    invoiceCount: payment.invoiceIds.length,
    loadNumbers: payment.loadNumbers,
    grossCents: payment.grossCents,
    termFeeCents: payment.termFeeCents,
    bankFeeCents: payment.bankFeeCents,
    netCents: payment.netCents,
    paidTo: paidToOf(payment),
  };
}

/** Payments made before `paidTo` was recorded all went to the carrier. */
function paidToOf(payment: PaymentRecord): PaidTo {
  return payment.paidTo?.kind === 'factor'
    ? { kind: 'factor', factorName: payment.paidTo.factorName ?? null }
    : { kind: 'payee', factorName: null };
}

/**
 * The payee's payments that match the query, sorted (default: paid date, newest first). Only the
 * payee's own payments in the paid-date range are read; the other filters apply to those.
 */
export async function matchingPayeePayments(payeeId: number, query: PaymentsQuery): Promise<PaymentRecord[]> {
  const filter = paymentFilterOf(query);
  const inRange = await listAllPayeePayments({ payeeId, paidFrom: query.startDate, paidTo: query.endDate });
  const matching = inRange.filter((payment) => matchesPaymentFilter(payment, filter));
  return sortPayments(matching, query.sortField, query.sortAsc);
}

/** One page of the payee's payments list, with the totals of everything that matched. */
export async function payeePaymentsPage(payeeId: number, query: PaymentsQuery): Promise<PaymentsPage> {
  const matching = await matchingPayeePayments(payeeId, query);
  const page: Page<PaymentRecord> = pageOf(matching, query);
  return { ...page, items: page.items.map(paymentListItemOf), totals: paymentTotals(matching) };
}

function paidInvoiceOf(invoice: InvoiceRecord): PaidInvoice {
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    loadNumber: invoice.loadNumber,
    payorName: invoice.payorName,
    paymentType: invoice.paymentType,
    isFreeQuickPay: invoice.isFreeQuickPay,
    feeBps: invoice.feeBps,
    grossCents: invoice.grossCents,
    feeCents: invoice.feeCents,
    netCents: invoice.netCents,
  };
}

/** The refund as the carrier sees it: no staff names, and the fee refund payment by id and code. */
function refundViewOf(payment: PaymentRecord): PaymentRefundView | null {
  const refund = payment.refund;
  if (!refund) return null;
  const feeId = refund.termFeeRefundPaymentId;
  return {
    at: refund.at,
    date: refund.date,
    reason: refund.reason,
    termFeeRefund: feeId ? { id: feeId, code: paymentCodeOf(feeId), amountCents: refund.termFeeRefundCents } : null,
  };
}

/**
 * A payment of the payee with the invoices it paid, its account and the method's processing
 * time. Null when no such payment exists or it belongs to another payee: the caller answers 404
 * either way, so nothing tells another carrier's payment ids apart from unknown ones.
 */
export async function payeePaymentDetails(payeeId: number, paymentId: string): Promise<PaymentDetails | null> {
  const payment = await getPayment(paymentId);
  if (!payment || payment.payeeId !== payeeId) return null;
  const [invoices, accounts] = await Promise.all([getPaymentInvoices(payment), listBankAccounts(payeeId)]);
  // A factor's account is the factor's: its ids are not the carrier's, and it is not shown.
  const account = payment.paidTo?.kind === 'factor' ? undefined : accounts.find((a) => a.id === payment.bankAccountId);
  return {
    ...paymentListItemOf(payment),
    subTotalCents: payment.subTotalCents,
    freeQuickPayCount: payment.freeQuickPayCount,
    checkNumber: payment.checkNumber,
    checkCashed: payment.checkCashed,
    bankAccount: {
      id: payment.bankAccountId,
      name: account?.name ?? payment.bankAccountName,
      description: account?.destinationDescription ?? null,
    },
    processingTime: processingTimes[payment.methodType] ?? null,
    // Only invoices of this payee paid by this payment: a record changed since cannot leak in.
    invoices: invoices
      .filter((invoice) => invoice.payeeId === payeeId && invoice.paymentId === payment.id)
      .map(paidInvoiceOf),
    refund: refundViewOf(payment),
    refundOf: payment.refundOf ? { id: payment.refundOf.paymentId, code: payment.refundOf.code } : null,
    refundedFees: await refundedFeeInvoices(payment),
  };
}

/**
 * The invoices whose QuickPay fee a term fee refund payment returns, with the fee returned; empty
 * for any other payment. They are the refunded payment's invoices (of the same payee, still paid by
 * it), so another carrier's records cannot show up here.
 */
async function refundedFeeInvoices(payment: PaymentRecord): Promise<RefundedFeeInvoice[]> {
  if (!payment.refundOf) return [];
  const refunded = await getPayment(payment.refundOf.paymentId);
  if (!refunded || refunded.payeeId !== payment.payeeId) return [];
  const invoices = (await getPaymentInvoices(refunded)).filter(
    (invoice) => invoice.payeeId === payment.payeeId && invoice.paymentId === refunded.id,
  );
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const rows: RefundedFeeInvoice[] = [];
  for (const fee of refundedFeesOf(payment.refundOf, invoices)) {
    const invoice = byId.get(fee.invoiceId);
    if (invoice) rows.push({ ...paidInvoiceOf(invoice), refundedFeeCents: fee.feeCents });
  }
  const total = rows.reduce((sum, row) => sum + row.refundedFeeCents, 0);
  if (total !== payment.grossCents) {
    logger.warn('Term fee refund does not add up to its invoices', {
      paymentId: payment.id,
      grossCents: payment.grossCents,
      invoicesCents: total,
    });
  }
  return rows;
}
