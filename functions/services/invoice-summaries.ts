import { DateType } from '#shared/enums/date-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import type { InvoiceStatusesQuery, InvoiceStatusSummary, QuickPayable } from '#shared/schemas/payee-invoices.ts';
import { inRange } from '../domain/invoices/invoice-list.ts';
import { invoiceDateOf } from '../domain/invoices/invoice-view.ts';
import type { PayorTerms } from '../domain/invoices/payment-terms.ts';
import { type QuotedRelationship, quickPayableStatuses, quickPayQuote } from '../domain/invoices/quick-pay-quote.ts';
import { listAllPayeeInvoices } from '../repositories/invoices.ts';
import { listRelationships } from '../repositories/relationships.ts';
import { invoiceRelationshipOf, payorTermsOf } from './invoice-details.ts';
import { dateRangeOf } from './invoice-list.ts';

const allStatuses = Object.values(InvoiceStatus);

/**
 * Amounts by status (seeds 000 §3 "Invoice status summary") for a date type and range and a
 * relationship: the carrier's invoices in every status are read (within the uploaded range when
 * that is the date type) and added up here. `amount` is in one currency: the shell's filter when
 * set, otherwise the currency most of the carrier's invoices are in; `byCurrency` has them all.
 */
export async function invoiceStatusSummary(
  payeeId: number,
  query: InvoiceStatusesQuery,
  now = new Date(),
): Promise<InvoiceStatusSummary> {
  const range = dateRangeOf(query, now);
  const dateType = query.dateTypeId ?? DateType.DateUploaded;
  const uploaded = dateType === DateType.DateUploaded ? range : {};
  const invoices = (
    await listAllPayeeInvoices({
      payeeId,
      statuses: allStatuses,
      uploadedFrom: uploaded.start,
      uploadedTo: uploaded.end,
      filter: { relationshipId: query.payeeRelationshipId, currencyId: query.sessionCurrencyId },
    })
  ).filter((invoice) => inRange(invoiceDateOf(invoice, dateType), range));

  const counts = new Map<number, number>();
  for (const invoice of invoices) counts.set(invoice.currencyId, (counts.get(invoice.currencyId) ?? 0) + 1);
  const mainCurrency =
    query.sessionCurrencyId ?? [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null;

  return {
    invoiceStatuses: allStatuses.map((status) => {
      const own = invoices.filter((invoice) => invoice.status === status);
      const byCurrency = new Map<number, { amount: number; count: number }>();
      for (const invoice of own) {
        const total = byCurrency.get(invoice.currencyId) ?? { amount: 0, count: 0 };
        byCurrency.set(invoice.currencyId, { amount: total.amount + invoice.netCents, count: total.count + 1 });
      }
      const main = mainCurrency === null ? undefined : byCurrency.get(mainCurrency);
      return {
        id: status,
        amount: main?.amount ?? 0,
        count: main?.count ?? 0,
        byCurrency: [...byCurrency]
          .map(([currencyId, total]) => ({ currencyId, ...total }))
          .sort((a, b) => a.currencyId - b.currencyId),
      };
    }),
  };
}

/**
 * What QuickPay would pay now on the carrier's eligible invoices (seeds 000 §3 "Quick-payable
 * response"): its pending and approved invoices not yet on QuickPay, with claimed, unfactored
 * relationships whose payors offer QuickPay. The arithmetic is functions/domain/invoices.
 */
export async function quickPayable(payeeId: number, currencyId?: number): Promise<QuickPayable> {
  const [invoices, relationships] = await Promise.all([
    listAllPayeeInvoices({ payeeId, statuses: quickPayableStatuses, filter: { currencyId } }),
    listRelationships(payeeId),
  ]);
  const quoted = new Map<number, QuotedRelationship>(
    relationships.map((r) => [r.id, { ...invoiceRelationshipOf(r), payorName: r.payorName, currencyId: r.currencyId }]),
  );
  const payorIds = [...new Set(invoices.map((invoice) => invoice.payorId))];
  const terms = new Map<number, PayorTerms | null>(
    await Promise.all(payorIds.map(async (id) => [id, await payorTermsOf(id)] as const)),
  );
  return quickPayQuote(invoices, quoted, terms);
}
