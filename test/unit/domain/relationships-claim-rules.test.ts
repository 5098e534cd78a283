import { describe, expect, it } from 'vitest';
import type { PayorTerms } from '#functions/domain/invoices/payment-terms.ts';
import {
  afterInvoiceCheckFailure,
  type ClaimableRelationship,
  ClaimMethod,
  claimedState,
  claimFollowUps,
  contactMethodIdsOf,
  invoiceCheckAllowed,
  invoiceDetailsMaxFailures,
  invoiceDetailsWindowMs,
  matchesCarrierNumber,
  matchesInvoiceDetails,
  mayClaimWithoutVerification,
  offeredTerm,
  pendingContactStatus,
  planClaim,
  termsOffered,
} from '#functions/domain/relationships/claim-rules.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import { RelationshipContactStatus } from '#shared/enums/relationship.ts';

const terms: PayorTerms = { quickPayFeeBps: 200, quickPayTermDays: 2, freeQuickPayCount: 2, guaranteedOnTimePay: null };

function rel(id: number, fields: Partial<ClaimableRelationship> = {}): ClaimableRelationship {
  return {
    id,
    payorId: 2000 + id,
    isClaimed: false,
    contactMethodId: 1,
    assignedFactorId: null,
    paymentType: PaymentType.StandardPay,
    ...fields,
  };
}

describe('which relationships a claim touches', () => {
  it('claims the unclaimed ones and answers the claimed ones as done', () => {
    const plan = planClaim([rel(1), rel(2, { isClaimed: true }), rel(3)]);
    expect(plan.toClaim.map((r) => r.id)).toEqual([1, 3]);
    expect(plan.alreadyClaimed.map((r) => r.id)).toEqual([2]);
  });

  it('reads every contact method on file, including the single one of older records', () => {
    expect(contactMethodIdsOf({ contactMethodId: 3 })).toEqual([3]);
    expect(contactMethodIdsOf({ contactMethodId: 1, contactMethodIds: [3, 1] })).toEqual([1, 3]);
    expect(contactMethodIdsOf({ contactMethodId: null, contactMethodIds: [] })).toEqual([]);
  });
});

describe('claims without a code (seeds 000 §4)', () => {
  it('are allowed for a pre-verified relationship when no contact method is chosen', () => {
    expect(mayClaimWithoutVerification(rel(1, { isPreVerified: true }), null)).toBe(true);
    expect(mayClaimWithoutVerification(rel(1), null)).toBe(false);
  });

  it('are allowed through a chosen pre-verified contact method on file for the relationship', () => {
    expect(mayClaimWithoutVerification(rel(1), { id: 1, isPreVerified: true })).toBe(true);
    expect(mayClaimWithoutVerification(rel(1), { id: 1, isPreVerified: false })).toBe(false);
    expect(mayClaimWithoutVerification(rel(1), { id: 9, isPreVerified: true })).toBe(false);
    expect(mayClaimWithoutVerification(rel(1, { isPreVerified: true }), { id: 1, isPreVerified: false })).toBe(false);
  });
});

describe('payment terms offered', () => {
  it('are Standard Pay and QuickPay, plus GOTP where offered', () => {
    expect(termsOffered(terms).map((t) => t.paymentType)).toEqual([PaymentType.StandardPay, PaymentType.QuickPay]);
    const gotp = { ...terms, guaranteedOnTimePay: { feeBps: 100, termDays: 15 } };
    expect(offeredTerm(gotp, PaymentType.GuaranteedOnTimePay)).toMatchObject({ feeBps: 100, termDays: 15 });
    expect(offeredTerm(terms, PaymentType.GuaranteedOnTimePay)).toBeNull();
  });

  it('are Standard Pay alone when the payor offers nothing else', () => {
    expect(termsOffered(null)).toEqual([
      { paymentType: PaymentType.StandardPay, termDays: 30, feeBps: 0, isQuickPay: false },
    ]);
    expect(offeredTerm(null, PaymentType.QuickPay)).toBeNull();
  });
});

describe('what a claim writes', () => {
  it('sets claimed, who and when, Confirmed, terms accepted, the term and the payor’s free QuickPays', () => {
    const now = new Date('2025-03-01T15:00:00.000Z');
    expect(
      claimedState({ terms, paymentType: PaymentType.QuickPay, userId: 7, now, method: ClaimMethod.VerificationCode }),
    ).toEqual({
      isClaimed: true,
      claimedAt: now.toISOString(),
      claimedByUserId: 7,
      contactStatus: RelationshipContactStatus.Confirmed,
      termsAcceptedAt: now.toISOString(),
      paymentType: PaymentType.QuickPay,
      freeQuickPaysRemaining: 2,
      claimMethod: 'verificationCode',
    });
    expect(
      claimedState({ terms: null, paymentType: 1, userId: 7, now, method: ClaimMethod.PreVerified })
        .freeQuickPaysRemaining,
    ).toBe(0);
  });

  it('moves New and Contacted relationships to Pending when a claim starts, and leaves the rest', () => {
    expect(pendingContactStatus(RelationshipContactStatus.New)).toBe(RelationshipContactStatus.Pending);
    expect(pendingContactStatus(RelationshipContactStatus.Contacted)).toBe(RelationshipContactStatus.Pending);
    expect(pendingContactStatus(RelationshipContactStatus.NotInterested)).toBe(RelationshipContactStatus.NotInterested);
  });
});

describe('follow-ups after a claim (seeds 000 §4)', () => {
  const termsOf = (payorId: number) => (payorId === 2004 ? null : terms);

  it('offers to claim the other unclaimed relationships of the chosen contact method', () => {
    const all = [
      rel(1, { isClaimed: true }),
      rel(2, { contactMethodIds: [1, 3] }),
      rel(3, { contactMethodId: 2 }),
      rel(5, { isClaimed: true }),
    ];
    const followUps = claimFollowUps({
      claimed: [all[0] as ClaimableRelationship],
      all,
      contactMethodId: 1,
      selectedIds: [1],
      termsOf,
    });
    expect(followUps.claimMoreRelationshipIds).toEqual([2]);
    expect(
      claimFollowUps({ claimed: [], all, contactMethodId: null, selectedIds: [1], termsOf }).claimMoreRelationshipIds,
    ).toEqual([]);
  });

  it('offers QuickPay for claimed relationships without a factor whose payor offers it and which are not on it', () => {
    const claimed = [
      rel(1, { isClaimed: true }),
      rel(2, { isClaimed: true, paymentType: PaymentType.QuickPay }),
      rel(3, { isClaimed: true, assignedFactorId: 3001 }),
      rel(4, { isClaimed: true }),
    ];
    const followUps = claimFollowUps({ claimed, all: claimed, contactMethodId: 1, selectedIds: [1, 2, 3, 4], termsOf });
    expect(followUps.quickPayRelationshipIds).toEqual([1]);
    expect(followUps.claimMoreRelationshipIds).toEqual([]);
  });
});

describe('claims by invoice details and by authorization form', () => {
  const invoice = { invoiceNumber: 'LSF-24001', loadNumber: 'LD880013', grossCents: 245_000 };

  it('match an invoice by invoice or load number (any case, spaces or dashes) and exact cents', () => {
    expect(matchesInvoiceDetails(invoice, { invoiceOrLoadNumber: 'lsf 24001', invoiceOrLoadAmount: 245_000 })).toBe(
      true,
    );
    expect(matchesInvoiceDetails(invoice, { invoiceOrLoadNumber: 'LD880013', invoiceOrLoadAmount: 245_000 })).toBe(
      true,
    );
    expect(matchesInvoiceDetails(invoice, { invoiceOrLoadNumber: 'LD880013', invoiceOrLoadAmount: 245_001 })).toBe(
      false,
    );
    expect(matchesInvoiceDetails(invoice, { invoiceOrLoadNumber: 'LD88001', invoiceOrLoadAmount: 245_000 })).toBe(
      false,
    );
    expect(matchesInvoiceDetails(invoice, { invoiceOrLoadNumber: ' - ', invoiceOrLoadAmount: 245_000 })).toBe(false);
  });

  it('allow five misses an hour', () => {
    const now = new Date('2025-03-01T15:00:00.000Z');
    let check = afterInvoiceCheckFailure(null, now);
    expect(check).toEqual({ failures: 1, windowStartedAt: now.toISOString() });
    for (let miss = 2; miss <= invoiceDetailsMaxFailures; miss += 1) {
      expect(invoiceCheckAllowed(check, now)).toBe(true);
      check = afterInvoiceCheckFailure(check, now);
    }
    expect(invoiceCheckAllowed(check, now)).toBe(false);
    const later = new Date(now.getTime() + invoiceDetailsWindowMs);
    expect(invoiceCheckAllowed(check, later)).toBe(true);
    expect(afterInvoiceCheckFailure(check, later).failures).toBe(1);
  });

  it('take the MC or DOT number on file, with or without its prefix', () => {
    const company = { mcNumber: '654321', dotNumber: '1234567' };
    for (const entered of ['654321', 'MC 654321', 'mc-654321', 'MC#654321', 'DOT 1234567', '01234567']) {
      expect(matchesCarrierNumber(company, entered)).toBe(true);
    }
    for (const entered of ['654320', 'MC', '', '0']) expect(matchesCarrierNumber(company, entered)).toBe(false);
    expect(matchesCarrierNumber({ mcNumber: null, dotNumber: null }, '654321')).toBe(false);
  });
});
