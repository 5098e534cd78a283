import { describe, expect, it } from 'vitest';
import { HoldReason } from '#shared/enums/hold-reason.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { trackerHint } from '#web/features/payee-invoices/lib/tracker-hint.ts';

const held = { step: 'held', statusId: InvoiceStatus.Held, at: '2026-11-20T15:00:00.000Z' } as const;

describe('the carrier’s tracker hint for a held invoice', () => {
  it('says LanePay holds it for the holds the factor-of-record rules place', () => {
    for (const reason of [
      HoldReason.WAITING_FOR_LOR,
      HoldReason.FRAUD_NOA,
      HoldReason.ADMIN_UPDATE_RELATIONSHIPS_HOLD,
      HoldReason.GLOBAL_FACTOR_MISMATCH,
    ]) {
      expect(trackerHint(held, reason)).toBe('portalHeldHint');
    }
  });

  it('says the payor holds it for the payor’s own holds, or when no reason is known', () => {
    expect(trackerHint(held, HoldReason.PAYOR_MANUAL_HOLD)).toBe('heldHint');
    expect(trackerHint(held, null)).toBe('heldHint');
  });

  it('keeps the other side states’ hints whatever the reason', () => {
    expect(trackerHint({ ...held, statusId: InvoiceStatus.MissingBank }, HoldReason.FRAUD_NOA)).toBe('missingBankHint');
    expect(trackerHint({ step: 'removed', statusId: InvoiceStatus.Removed, at: null }, null)).toBe('removedHint');
  });
});
