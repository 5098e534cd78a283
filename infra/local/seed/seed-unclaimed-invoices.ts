import { type InvoiceRecord, putInvoiceIfAbsent } from '#functions/repositories/invoices.ts';
import { addDays } from '#shared/dates/calendar-date.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { type DemoCompany, demoCompanies } from './demo-accounts.ts';

const carrier = demoCompanies.carrier;

/**
 * Invoices the unclaimed payors (relationships 3–5 of seed-carrier-activity.ts) already hold for
 * Lone Star Freight, so the claim by invoice details can succeed in the demo: the carrier finds them
 * in its invoice list and names one by invoice or load number and amount. Fixed ids well apart from
 * the carrier's other demo invoices (1–30); written only if absent.
 *
 * | Payor                          | Invoice   | Load     | Amount     |
 * | ------------------------------ | --------- | -------- | ---------- |
 * | Summit Freight Brokers (3)     | LSF-24201 | LD881201 | $1,842.50  |
 * | Summit Freight Brokers (3)     | LSF-24202 | LD881202 | $2,310.00  |
 * | Gulf Coast Logistics (4)       | LSF-24203 | LD881203 | $3,175.25  |
 * | Great Plains Brokerage (5)     | LSF-24204 | LD881204 | $2,765.40  |
 * | Great Plains Brokerage (5)     | LSF-24205 | LD881205 | $1,198.75  |
 */
export const unclaimedDemoInvoices: {
  id: number;
  relationshipId: number;
  payor: DemoCompany;
  invoiceNumber: string;
  loadNumber: string;
  grossCents: number;
  uploadedDaysAgo: number;
}[] = [
  {
    id: 201,
    relationshipId: 3,
    payor: demoCompanies.summitBrokers,
    invoiceNumber: 'LSF-24201',
    loadNumber: 'LD881201',
    grossCents: 184_250,
    uploadedDaysAgo: 3,
  },
  {
    id: 202,
    relationshipId: 3,
    payor: demoCompanies.summitBrokers,
    invoiceNumber: 'LSF-24202',
    loadNumber: 'LD881202',
    grossCents: 231_000,
    uploadedDaysAgo: 8,
  },
  {
    id: 203,
    relationshipId: 4,
    payor: demoCompanies.gulfCoast,
    invoiceNumber: 'LSF-24203',
    loadNumber: 'LD881203',
    grossCents: 317_525,
    uploadedDaysAgo: 5,
  },
  {
    id: 204,
    relationshipId: 5,
    payor: demoCompanies.greatPlains,
    invoiceNumber: 'LSF-24204',
    loadNumber: 'LD881204',
    grossCents: 276_540,
    uploadedDaysAgo: 4,
  },
  {
    id: 205,
    relationshipId: 5,
    payor: demoCompanies.greatPlains,
    invoiceNumber: 'LSF-24205',
    loadNumber: 'LD881205',
    grossCents: 119_875,
    uploadedDaysAgo: 11,
  },
];

/**
 * Writes the unclaimed payors' invoices: pending (the payor has not reviewed them yet) on Standard
 * Pay, the term an unclaimed relationship has until the carrier chooses one when claiming.
 */
export async function seedUnclaimedInvoices(today: string): Promise<void> {
  for (const spec of unclaimedDemoInvoices) {
    const uploaded = addDays(today, -spec.uploadedDaysAgo);
    const invoice: InvoiceRecord = {
      id: spec.id,
      payeeId: carrier.id,
      payeeName: carrier.name,
      payorId: spec.payor.id,
      payorName: spec.payor.name,
      relationshipId: spec.relationshipId,
      invoiceNumber: spec.invoiceNumber,
      loadNumber: spec.loadNumber,
      kind: InvoiceKind.Standard,
      currencyId: Currency.USD,
      grossCents: spec.grossCents,
      status: InvoiceStatus.Pending,
      paymentType: PaymentType.StandardPay,
      feeBps: 0,
      feeCents: 0,
      netCents: spec.grossCents,
      isFreeQuickPay: false,
      dates: {
        uploaded,
        approved: null,
        paid: null,
        approvedSet: null,
        drafted: null,
        statusChange: uploaded,
        advanceScheduled: null,
        invoiceRequested: uploaded,
        paymentScheduled: null,
      },
      expectedPayDate: null,
      paymentId: null,
      statusHistory: [{ status: InvoiceStatus.Pending, at: `${uploaded}T14:00:00.000Z`, actor: 'payor' }],
      version: 1,
    };
    await putInvoiceIfAbsent(invoice);
  }
}
