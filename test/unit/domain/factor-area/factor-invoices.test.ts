import { describe, expect, it } from 'vitest';
import {
  factorInvoiceStatusOf,
  factorSeesInvoice,
  invoiceFactorOf,
} from '#functions/domain/factor-area/factor-invoices.ts';
import { FactorInvoiceStatus } from '#shared/enums/factor-invoice-status.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';

const factor = 3001;
const other = 3002;

describe('the factor an invoice is listed under', () => {
  it('follows the assignment while the invoice is unpaid', () => {
    expect(invoiceFactorOf({ paymentId: null, factorId: null }, factor)).toBe(factor);
    expect(invoiceFactorOf({ paymentId: null, factorId: factor }, other)).toBe(other);
    expect(invoiceFactorOf({ paymentId: null, factorId: factor }, null)).toBeNull();
  });

  it('keeps a paid invoice with the factor it was paid to while that factor is assigned, and no factor otherwise', () => {
    expect(invoiceFactorOf({ paymentId: 'p', factorId: factor }, factor)).toBe(factor);
    expect(invoiceFactorOf({ paymentId: 'p', factorId: factor }, null)).toBeNull();
    expect(invoiceFactorOf({ paymentId: 'p', factorId: factor }, other)).toBeNull();
    // Paid to the carrier before the NOA: never the new factor's.
    expect(invoiceFactorOf({ paymentId: 'p', factorId: null }, factor)).toBeNull();
    expect(invoiceFactorOf({ paymentId: 'p' }, factor)).toBeNull();
  });
});

describe('the factor’s status glossary', () => {
  const held = (holdReason: HoldReason | null) => ({
    status: InvoiceStatus.Held,
    factorId: factor,
    reviewNote: { status: InvoiceStatus.Held, holdReason, text: null, at: '2026-01-01T00:00:00Z', byName: null },
  });

  it('tells holds apart by who holds them', () => {
    expect(factorInvoiceStatusOf(held(HoldReason.PAYOR_MANUAL_HOLD), factor)).toBe(FactorInvoiceStatus.BrokerHold);
    expect(factorInvoiceStatusOf(held(HoldReason.PAYOR_SYSTEM_OVERRIDE), factor)).toBe(FactorInvoiceStatus.BrokerHold);
    expect(factorInvoiceStatusOf(held(null), factor)).toBe(FactorInvoiceStatus.BrokerHold);
    expect(factorInvoiceStatusOf(held(HoldReason.GLOBAL_FACTOR_MISMATCH), factor)).toBe(
      FactorInvoiceStatus.FactorMismatchHold,
    );
    expect(factorInvoiceStatusOf(held(HoldReason.WAITING_FOR_LOR), factor)).toBe(FactorInvoiceStatus.Held);
    expect(factorInvoiceStatusOf(held(HoldReason.FRAUD_NOA), factor)).toBe(FactorInvoiceStatus.Held);
  });

  it('says paid only when paid to this factor', () => {
    expect(factorInvoiceStatusOf({ status: InvoiceStatus.Paid, factorId: factor }, factor)).toBe(
      FactorInvoiceStatus.PaidToFactor,
    );
    expect(factorInvoiceStatusOf({ status: InvoiceStatus.Paid, factorId: null }, factor)).toBe(
      FactorInvoiceStatus.Other,
    );
    expect(factorInvoiceStatusOf({ status: InvoiceStatus.Approved }, factor)).toBe(FactorInvoiceStatus.Approved);
    expect(factorInvoiceStatusOf({ status: InvoiceStatus.Pending }, factor)).toBe(FactorInvoiceStatus.Pending);
    expect(factorInvoiceStatusOf({ status: InvoiceStatus.PendingReissue }, factor)).toBe(
      FactorInvoiceStatus.BrokerHold,
    );
    expect(factorInvoiceStatusOf({ status: InvoiceStatus.Removed }, factor)).toBe(FactorInvoiceStatus.Other);
  });
});

describe('whether a factor sees an invoice', () => {
  it('only while its relationship is assigned to the factor and the invoice is listed under it', () => {
    expect(factorSeesInvoice({ factorId: factor }, { assignedFactorId: factor }, factor)).toBe(true);
    expect(factorSeesInvoice({ factorId: factor }, { assignedFactorId: null }, factor)).toBe(false);
    expect(factorSeesInvoice({ factorId: factor }, { assignedFactorId: other }, factor)).toBe(false);
    expect(factorSeesInvoice({ factorId: null }, { assignedFactorId: factor }, factor)).toBe(false);
    expect(factorSeesInvoice({ factorId: factor }, null, factor)).toBe(false);
  });
});
