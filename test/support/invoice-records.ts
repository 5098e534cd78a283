import type { InvoiceDates, InvoiceRecord } from '#functions/repositories/invoices.ts';
import { addDays, calendarDateIn } from '#shared/dates/calendar-date.ts';
import { Currency } from '#shared/enums/currency.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';

/** Any field of an invoice record, its dates one by one. */
export type InvoiceOverrides = Partial<Omit<InvoiceRecord, 'dates'>> & { dates?: Partial<InvoiceDates> };

/** Whose invoice it is: the ids and names an invoice record cannot do without. */
export type InvoiceParties = Pick<InvoiceRecord, 'id' | 'payeeId' | 'payorId' | 'payorName' | 'relationshipId'>;

/**
 * An invoice record as the payor's submission makes one: pending, Standard Pay, $1,000.00,
 * uploaded three days ago (overrides change any field). Nothing is written.
 */
export function invoiceRecord(parties: InvoiceParties, overrides: InvoiceOverrides = {}): InvoiceRecord {
  const uploaded = overrides.dates?.uploaded ?? addDays(calendarDateIn(new Date()), -3);
  return {
    ...parties,
    invoiceNumber: `T-${parties.id}`,
    loadNumber: `LD${parties.id}`,
    kind: InvoiceKind.Standard,
    currencyId: Currency.USD,
    grossCents: 100_000,
    status: InvoiceStatus.Pending,
    paymentType: PaymentType.StandardPay,
    feeBps: 0,
    feeCents: 0,
    netCents: 100_000,
    isFreeQuickPay: false,
    expectedPayDate: null,
    paymentId: null,
    statusHistory: [{ status: InvoiceStatus.Pending, at: `${uploaded}T14:00:00.000Z`, actor: 'payor' }],
    version: 1,
    termElection: null,
    ...overrides,
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
      ...overrides.dates,
    },
  };
}
