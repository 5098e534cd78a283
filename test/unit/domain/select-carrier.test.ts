import { describe, expect, it } from 'vitest';
import type { PayorTerms } from '#functions/domain/invoices/payment-terms.ts';
import {
  arrivalPaymentType,
  defaultSelectCarrierRateBps,
  invoicesToElectOnJoining,
  isValidRateBps,
  qualifiesForAutomaticQuickPay,
  selectCarrierBadge,
} from '#functions/domain/select-carrier/select-carrier.ts';
import { InvoiceKind } from '#shared/enums/invoice-kind.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { SelectCarrierBadge } from '#shared/enums/select-carrier.ts';
import { anInvoice, approved, aRelationship, brokerTerms } from './invoice-support.ts';

const member = { rateBps: 250 };
const at = (quickPayFeeBps: number): PayorTerms => ({ ...brokerTerms, quickPayFeeBps });

describe('automatic QuickPay for Select Carrier members', () => {
  it('applies when the payor’s QuickPay fee is at or below the member’s rate', () => {
    expect(qualifiesForAutomaticQuickPay(member, aRelationship(), at(200))).toBe(true);
    expect(qualifiesForAutomaticQuickPay(member, aRelationship(), at(250))).toBe(true);
    expect(qualifiesForAutomaticQuickPay(member, aRelationship(), at(251))).toBe(false);
    expect(qualifiesForAutomaticQuickPay(member, aRelationship(), at(0))).toBe(true);
  });

  it('never applies to a carrier that has not joined', () => {
    expect(qualifiesForAutomaticQuickPay(null, aRelationship(), at(100))).toBe(false);
  });

  it('needs a claimed relationship that is not paid to a factor, with a payor that offers QuickPay', () => {
    expect(qualifiesForAutomaticQuickPay(member, aRelationship({ isClaimed: false }), at(100))).toBe(false);
    expect(qualifiesForAutomaticQuickPay(member, aRelationship({ assignedFactorId: 3001 }), at(100))).toBe(false);
    // A payor without configured terms offers Standard Pay only.
    expect(qualifiesForAutomaticQuickPay(member, aRelationship(), null)).toBe(false);
  });

  it('makes new invoices of a qualifying payor arrive on QuickPay, others under the relationship’s default', () => {
    expect(arrivalPaymentType(member, aRelationship(), at(200))).toBe(PaymentType.QuickPay);
    const onGotp = aRelationship({ paymentType: PaymentType.GuaranteedOnTimePay });
    expect(arrivalPaymentType(member, onGotp, at(300))).toBe(PaymentType.GuaranteedOnTimePay);
    expect(arrivalPaymentType(null, onGotp, at(100))).toBe(PaymentType.GuaranteedOnTimePay);
    expect(arrivalPaymentType(member, aRelationship({ isClaimed: false }), at(100))).toBe(PaymentType.StandardPay);
  });

  it('defaults to a 3 % rate, and accepts whole basis points from 0 to 100 %', () => {
    expect(defaultSelectCarrierRateBps).toBe(300);
    expect(isValidRateBps(0)).toBe(true);
    expect(isValidRateBps(10_000)).toBe(true);
    expect(isValidRateBps(-1)).toBe(false);
    expect(isValidRateBps(10_001)).toBe(false);
    expect(isValidRateBps(2.5)).toBe(false);
  });
});

describe('invoices moved to QuickPay on joining', () => {
  const cheap = aRelationship({ id: 1, payorId: 2001 });
  const dear = aRelationship({ id: 2, payorId: 2002 });
  const unclaimed = aRelationship({ id: 3, payorId: 2003, isClaimed: false });
  const factored = aRelationship({ id: 4, payorId: 2004, assignedFactorId: 3001 });
  const relationships = new Map([cheap, dear, unclaimed, factored].map((r) => [r.id, r]));
  const termsOf = (payorId: number) => (payorId === 2002 ? at(400) : at(200));
  const elect = (invoices: ReturnType<typeof anInvoice>[]) =>
    invoicesToElectOnJoining({ invoices, relationships, termsOf, member }).map((i) => i.id);

  it('are the pending and approved ones of qualifying payors, oldest upload first', () => {
    const older = anInvoice({ id: 11, dates: { ...anInvoice().dates, uploaded: '2026-02-01' } });
    const newer = approved(anInvoice({ id: 10, dates: { ...anInvoice().dates, uploaded: '2026-03-05' } }));
    const sameDay = anInvoice({ id: 9, dates: { ...anInvoice().dates, uploaded: '2026-03-05' } });
    expect(elect([newer, sameDay, older])).toEqual([11, 9, 10]);
  });

  it('leave out invoices already on QuickPay, with a payor above the rate, unclaimed or factored', () => {
    expect(
      elect([
        anInvoice({ id: 1, paymentType: PaymentType.QuickPay, feeBps: 200 }),
        anInvoice({ id: 2, relationshipId: 2, payorId: 2002 }),
        anInvoice({ id: 3, relationshipId: 3, payorId: 2003 }),
        anInvoice({ id: 4, relationshipId: 4, payorId: 2004 }),
        anInvoice({ id: 5, relationshipId: 99 }),
        anInvoice({ id: 6, payeeId: 1002 }),
      ]),
    ).toEqual([]);
  });

  it('respect term locks and the invoice’s kind and status', () => {
    const scheduled = approved(anInvoice({ id: 1 }));
    expect(
      elect([
        { ...scheduled, dates: { ...scheduled.dates, paymentScheduled: '2026-03-10' } },
        anInvoice({ id: 2, status: InvoiceStatus.Paid }),
        anInvoice({ id: 3, status: InvoiceStatus.Held }),
        anInvoice({ id: 4, status: InvoiceStatus.Removed }),
        anInvoice({ id: 5, kind: InvoiceKind.Factored }),
        anInvoice({ id: 6, kind: InvoiceKind.LoadAdvance }),
        anInvoice({ id: 7, status: InvoiceStatus.MissingBank }),
      ]),
    ).toEqual([]);
    expect(elect([anInvoice({ id: 8, paymentType: PaymentType.GuaranteedOnTimePay })])).toEqual([8]);
  });
});

describe('the Select Carrier badge', () => {
  const claimed = aRelationship();
  it('shows member once joined, whatever else holds', () => {
    expect(selectCarrierBadge({ isMember: true, canJoin: false, relationships: [] })).toBe(SelectCarrierBadge.Member);
  });

  it('shows factored when every claimed payor pays a factor', () => {
    const factoredOnly = [aRelationship({ assignedFactorId: 3001 }), aRelationship({ isClaimed: false })];
    expect(selectCarrierBadge({ isMember: false, canJoin: true, relationships: factoredOnly })).toBe(
      SelectCarrierBadge.Factored,
    );
    const mixed = [aRelationship({ assignedFactorId: 3001 }), claimed];
    expect(selectCarrierBadge({ isMember: false, canJoin: true, relationships: mixed })).toBe(SelectCarrierBadge.Offer);
  });

  it('shows the offer to a user who may join, and disabled to one who may not', () => {
    expect(selectCarrierBadge({ isMember: false, canJoin: true, relationships: [] })).toBe(SelectCarrierBadge.Offer);
    expect(selectCarrierBadge({ isMember: false, canJoin: false, relationships: [claimed] })).toBe(
      SelectCarrierBadge.Disabled,
    );
  });
});
