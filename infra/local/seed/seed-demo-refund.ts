import { getInvoice } from '#functions/repositories/invoices.ts';
import { refundPayment } from '#functions/services/payment-refund.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { demoAccounts } from './demo-accounts.ts';

/** The oldest paid demo invoice: QuickPay with Redline Logistics, so its refund returns a fee. */
export const refundedDemoInvoiceId = 22;

/**
 * One refunded payment in the demo (seeds 000 §3 'Refunded'): the payment that paid invoice 22 was
 * refunded by LanePay staff (admin@demo.test) nine days after it was paid, which also returned its
 * QuickPay fee in a term fee refund payment. Done through the real refund service, dated in the
 * past; seeding again finds the invoice refunded and does nothing.
 */
export async function seedDemoRefund(): Promise<void> {
  const invoice = await getInvoice(refundedDemoInvoiceId);
  if (!invoice?.paymentId || invoice.status !== InvoiceStatus.Paid || !invoice.dates.paid) return;
  const staff = demoAccounts.find((account) => account.email === 'admin@demo.test');
  if (!staff) return;
  await refundPayment(
    {
      paymentId: invoice.paymentId,
      staffUserId: staff.id,
      reason: 'Load cancelled by the payor after payment; reversed at its request.',
    },
    new Date(`${addDays(invoice.dates.paid, 9)}T16:30:00.000Z`),
  );
}
