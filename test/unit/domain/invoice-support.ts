import type { Invoice, InvoiceRelationship } from '#functions/domain/invoices/invoice.ts';
import type { PayorTerms } from '#functions/domain/invoices/payment-terms.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';

/** Test data for the invoice rules: a pending standard invoice of $1,000.00 and a claimed relationship. */
export const brokerTerms: PayorTerms = {
  quickPayFeeBps: 250,
  quickPayTermDays: 2,
  freeQuickPayCount: 3,
  guaranteedOnTimePay: { feeBps: 100, termDays: 15 },
};

export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 7,
    payeeId: 1001,
    payorId: 2001,
    payorName: 'Redline Logistics',
    relationshipId: 1,
    invoiceNumber: 'LSF-1',
    loadNumber: 'LD1',
    kind: InvoiceKind.Standard,
    currencyId: 1,
    grossCents: 100_000,
    status: InvoiceStatus.Pending,
    paymentType: PaymentType.StandardPay,
    feeBps: 0,
    feeCents: 0,
    netCents: 100_000,
    isFreeQuickPay: false,
    dates: {
      uploaded: '2026-03-02',
      approved: null,
      paid: null,
      approvedSet: null,
      drafted: null,
      statusChange: '2026-03-02',
      advanceScheduled: null,
      invoiceRequested: '2026-03-01',
      paymentScheduled: null,
    },
    expectedPayDate: null,
    paymentId: null,
    statusHistory: [{ status: InvoiceStatus.Pending, at: '2026-03-02T14:00:00.000Z', actor: 'payor' }],
    version: 1,
    ...overrides,
  };
}

export function aRelationship(overrides: Partial<InvoiceRelationship> = {}): InvoiceRelationship {
  return {
    id: 1,
    payeeId: 1001,
    payorId: 2001,
    isClaimed: true,
    assignedFactorId: null,
    paymentType: PaymentType.StandardPay,
    freeQuickPaysRemaining: 0,
    ...overrides,
  };
}

export function approved(invoice: Invoice, on = '2026-03-03'): Invoice {
  return {
    ...invoice,
    status: InvoiceStatus.Approved,
    dates: { ...invoice.dates, approved: on, approvedSet: on, statusChange: on },
    statusHistory: [
      ...invoice.statusHistory,
      { status: InvoiceStatus.Approved, at: `${on}T16:00:00.000Z`, actor: 'payor' },
    ],
  };
}
