import type {
  FactorPayment,
  FactorPaymentListQuery,
  FactorPaymentPage,
  FactorPaymentRow,
} from '#shared/schemas/factor-payments.ts';
import { pageOf } from '#shared/schemas/list-query.ts';
import { getCompanyNames } from '../repositories/companies.ts';
import { getPayment, getPaymentInvoices, listFactorPayments, type PaymentRecord } from '../repositories/payments.ts';

/** Whether a payment paid the factor (its `paidTo`, recorded by the payout run). */
function paidToFactor(payment: PaymentRecord, factorId: number): boolean {
  return payment.paidTo?.kind === 'factor' && payment.paidTo.factorId === factorId;
}

async function rowsOf(payments: readonly PaymentRecord[]): Promise<FactorPaymentRow[]> {
  const names = await getCompanyNames([
    ...payments.map((p) => p.payeeId),
    ...payments.flatMap((p) => (p.payorId === undefined ? [] : [p.payorId])),
  ]);
  return payments.map((payment) => ({
    id: payment.id,
    code: payment.code,
    paidDate: payment.paidDate,
    clientId: payment.payeeId,
    clientName: names.get(payment.payeeId) ?? '',
    debtorId: payment.payorId ?? null,
    debtorName: payment.payorId === undefined ? '' : (names.get(payment.payorId) ?? ''),
    currencyId: payment.currencyId,
    methodType: payment.methodType,
    bankAccountName: payment.bankAccountName,
    invoiceCount: payment.invoiceIds.length,
    grossCents: payment.grossCents,
    feeCents: payment.grossCents - payment.netCents,
    netCents: payment.netCents,
  }));
}

/** A page of the payments made to the factor, newest first. */
export async function factorPaymentsPage(factorId: number, query: FactorPaymentListQuery): Promise<FactorPaymentPage> {
  const payments = (await listFactorPayments(factorId)).filter((p) => paidToFactor(p, factorId));
  const page = pageOf(payments, query);
  return { ...page, items: await rowsOf(page.items) };
}

/**
 * One payment made to the factor with its remittance (each invoice it paid: client, debtor,
 * numbers, amounts); null for a payment that did not pay this factor.
 */
export async function getFactorPayment(factorId: number, paymentId: string): Promise<FactorPayment | null> {
  const payment = await getPayment(paymentId);
  if (!payment || !paidToFactor(payment, factorId)) return null;
  const [[row], invoices] = await Promise.all([rowsOf([payment]), getPaymentInvoices(payment)]);
  if (!row) return null;
  return {
    ...row,
    confirmationNumber: payment.confirmationNumber,
    remittance: invoices.map((invoice) => ({
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      loadNumber: invoice.loadNumber,
      clientName: invoice.payeeName || row.clientName,
      debtorName: invoice.payorName,
      grossCents: invoice.grossCents,
      feeCents: invoice.feeCents,
      netCents: invoice.netCents,
    })),
  };
}
