import type { Context } from 'hono';
import type { AppEnv } from '../../lib/http/api-app.ts';
import { notFound } from '../../lib/http/errors.ts';
import { requestLanguage } from '../../lib/http/i18n.ts';
import type { Sent } from '../../renderers/requests.ts';
import { payeePaymentDetails } from '../../services/payment-queries.ts';
import type { PayoutReportInput } from '../payout-report-table.ts';

/**
 * What either payout report file (PDF, workbook) is made from: a payment of the signed-in payee,
 * in the caller's language. Another payee's payment is not found.
 */
export async function payoutReportInputOf(c: Context<AppEnv>, paymentId: string): Promise<Sent<PayoutReportInput>> {
  const { membership } = c.var.auth;
  const payment = await payeePaymentDetails(membership.companyId, paymentId);
  if (!payment) throw notFound();
  return {
    payeeName: membership.company.name,
    payment,
    language: requestLanguage(c),
    generatedAt: new Date().toISOString(),
  };
}
