import { describe, expect, it } from 'vitest';
import type { Invoice } from '#functions/domain/invoices/invoice.ts';
import { desiredHolds, invoiceUnderHolds, reconcileHolds } from '#functions/domain/noa/holds.ts';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { DocumentStatus } from '#shared/enums/noa-document.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';

const now = new Date('2026-11-20T15:00:00.000Z');
const alamo = 3001;
const other = 3002;
const relationships = [
  { id: 1, payorId: 2001, assignedFactorId: alamo },
  { id: 2, payorId: 2002, assignedFactorId: null },
];
const noa = (status: DocumentStatus, debtors: number[] | null) => ({
  id: 50,
  status,
  payeeId: 1001,
  factorId: other,
  request: debtors
    ? ({ kind: 'noa', scope: 'debtors', debtorPayorIds: debtors } as const)
    : ({ kind: 'noa', scope: 'blanket' } as const),
});

describe('desiredHolds', () => {
  it('holds a relationship whose factor is not the factor of record (GLOBAL_FACTOR_MISMATCH)', () => {
    const holds = desiredHolds({ factorId: null }, relationships, []);
    expect(holds.get(1)).toEqual([
      { reason: HoldReason.GLOBAL_FACTOR_MISMATCH, cause: { documentId: null, factorId: alamo } },
    ]);
    expect(holds.get(2)).toEqual([]);
    expect(desiredHolds({ factorId: alamo }, relationships, []).get(1)).toEqual([]);
  });

  it('holds the relationships an NOA waiting for an LOR covers (WAITING_FOR_LOR)', () => {
    const holds = desiredHolds({ factorId: alamo }, relationships, [noa(DocumentStatus.PendingLorValidation, [2002])]);
    expect(holds.get(1)).toEqual([]);
    expect(holds.get(2)).toEqual([{ reason: HoldReason.WAITING_FOR_LOR, cause: { documentId: 50, factorId: other } }]);
  });

  it('holds what a document under fraud investigation covers (FRAUD_NOA), and nothing once it moves on', () => {
    const investigated = desiredHolds({ factorId: alamo }, relationships, [
      noa(DocumentStatus.FraudInvestigation, null),
    ]);
    expect(investigated.get(1)?.map((h) => h.reason)).toEqual([HoldReason.FRAUD_NOA]);
    expect(investigated.get(2)?.map((h) => h.reason)).toEqual([HoldReason.FRAUD_NOA]);
    for (const status of [
      DocumentStatus.Complete,
      DocumentStatus.FraudConfirmed,
      DocumentStatus.Removed,
      DocumentStatus.ReadyToProcess,
    ]) {
      expect(desiredHolds({ factorId: alamo }, relationships, [noa(status, null)]).get(2)).toEqual([]);
    }
  });
});

describe('reconcileHolds', () => {
  const mismatch = { reason: HoldReason.GLOBAL_FACTOR_MISMATCH, cause: { documentId: null, factorId: alamo } } as const;
  const waiting = { reason: HoldReason.WAITING_FOR_LOR, cause: { documentId: 50, factorId: other } } as const;

  it('places what is new, keeps what stays (with its date) and releases what is gone', () => {
    const current = [{ ...mismatch, since: '2026-11-01T00:00:00.000Z' }];
    const result = reconcileHolds(current, [mismatch, waiting], now);
    expect(result.placed).toEqual([{ ...waiting, since: now.toISOString() }]);
    expect(result.released).toEqual([]);
    expect(result.holds).toEqual([current[0], { ...waiting, since: now.toISOString() }]);
    const released = reconcileHolds(result.holds, [waiting], now);
    expect(released.released).toEqual(current);
    expect(released.placed).toEqual([]);
  });

  it('changes nothing when the holds are already right (a replay)', () => {
    const current = [{ ...waiting, since: '2026-11-01T00:00:00.000Z' }];
    expect(reconcileHolds(current, [waiting], now)).toEqual({ holds: current, placed: [], released: [] });
  });
});

describe('invoiceUnderHolds', () => {
  const invoice = (status: InvoiceStatus, overrides: Partial<Invoice> = {}): Invoice => ({
    id: 9,
    payeeId: 1001,
    payorId: 2001,
    payorName: 'Redline',
    relationshipId: 1,
    invoiceNumber: 'A-1',
    loadNumber: 'L-1',
    kind: InvoiceKind.Standard,
    currencyId: 1,
    grossCents: 10_000,
    status,
    paymentType: PaymentType.StandardPay,
    feeBps: 0,
    feeCents: 0,
    netCents: 10_000,
    isFreeQuickPay: false,
    dates: {
      uploaded: '2026-11-01',
      approved: null,
      paid: null,
      approvedSet: null,
      drafted: null,
      statusChange: '2026-11-01',
      advanceScheduled: null,
      invoiceRequested: null,
      paymentScheduled: null,
    },
    expectedPayDate: '2026-11-30',
    paymentId: null,
    statusHistory: [],
    version: 1,
    ...overrides,
  });
  const hold = {
    reason: HoldReason.WAITING_FOR_LOR,
    cause: { documentId: 50, factorId: other },
    since: now.toISOString(),
  } as const;

  it('holds a pending or approved invoice with the reason and brings it back where it was', () => {
    for (const status of [InvoiceStatus.Pending, InvoiceStatus.Approved]) {
      const held = invoiceUnderHolds(invoice(status), [hold], now);
      expect(held).toMatchObject({
        status: InvoiceStatus.Held,
        reviewNote: { holdReason: HoldReason.WAITING_FOR_LOR, factorHold: { releaseTo: status } },
      });
      const released = invoiceUnderHolds(held as Invoice, [], now);
      expect(released?.status).toBe(status);
      expect(released?.reviewNote).toBeNull();
      expect(released?.expectedPayDate).toBe('2026-11-30');
    }
  });

  it('leaves a payor’s own hold, paid invoices, and invoices already right', () => {
    const payorHeld = invoice(InvoiceStatus.Held, {
      reviewNote: {
        status: InvoiceStatus.Held,
        holdReason: HoldReason.PAYOR_MANUAL_HOLD,
        text: null,
        at: '',
        byName: null,
      },
    });
    expect(invoiceUnderHolds(payorHeld, [hold], now)).toBeNull();
    expect(invoiceUnderHolds(payorHeld, [], now)).toBeNull();
    expect(invoiceUnderHolds(invoice(InvoiceStatus.Paid), [hold], now)).toBeNull();
    const held = invoiceUnderHolds(invoice(InvoiceStatus.Approved), [hold], now) as Invoice;
    expect(invoiceUnderHolds(held, [hold], now)).toBeNull();
    expect(invoiceUnderHolds(invoice(InvoiceStatus.Approved), [], now)).toBeNull();
  });

  it('follows the relationship’s first hold when another reason remains', () => {
    const held = invoiceUnderHolds(invoice(InvoiceStatus.Approved), [hold], now) as Invoice;
    const fraud = {
      reason: HoldReason.FRAUD_NOA,
      cause: { documentId: 51, factorId: other },
      since: now.toISOString(),
    } as const;
    const next = invoiceUnderHolds(held, [fraud], now);
    expect(next).toMatchObject({
      status: InvoiceStatus.Held,
      reviewNote: { holdReason: HoldReason.FRAUD_NOA, factorHold: { releaseTo: InvoiceStatus.Approved } },
    });
  });
});
