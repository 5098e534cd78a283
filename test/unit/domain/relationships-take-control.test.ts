import { describe, expect, it } from 'vitest';
import { invoiceDetailsMaxFailures } from '#functions/domain/relationships/claim-rules.ts';
import {
  type TakeControlFacts,
  takeControlOptions,
  takeControlReference,
} from '#functions/domain/relationships/take-control.ts';

const now = new Date('2026-03-14T16:00:00.000Z');

function facts(overrides: Partial<TakeControlFacts> = {}): TakeControlFacts {
  return {
    contactMethods: [{ id: 1, isPreVerified: false }],
    relationshipPreVerified: false,
    invoicesFromPayor: 2,
    invoiceCheck: null,
    carrier: { mcNumber: '654321', dotNumber: '1234567' },
    claimRequestedAt: null,
    now,
    ...overrides,
  };
}

const summary = (f: TakeControlFacts) =>
  Object.fromEntries(takeControlOptions(f).map((o) => [o.method, o.available ? 'open' : o.unavailableReason]));

describe('the ways to take control of an unclaimed relationship', () => {
  it('lists every way in the claim flow’s order, with what is open now', () => {
    expect(takeControlOptions(facts()).map((o) => o.method)).toEqual([
      'verificationCode',
      'preVerified',
      'invoiceDetails',
      'authorizationForm',
      'requestHelp',
    ]);
    expect(summary(facts())).toEqual({
      verificationCode: 'open',
      preVerified: 'notPreVerified',
      invoiceDetails: 'open',
      authorizationForm: 'open',
      requestHelp: 'open',
    });
    expect(takeControlOptions(facts()).find((o) => o.method === 'invoiceDetails')?.attemptsRemaining).toBe(
      invoiceDetailsMaxFailures,
    );
  });

  it('says why a way is closed', () => {
    expect(
      summary(
        facts({
          contactMethods: [],
          invoicesFromPayor: 0,
          carrier: { mcNumber: null, dotNumber: null },
          claimRequestedAt: '2026-03-10T10:00:00.000Z',
        }),
      ),
    ).toEqual({
      verificationCode: 'noContactMethod',
      preVerified: 'notPreVerified',
      invoiceDetails: 'noInvoices',
      authorizationForm: 'noCarrierNumber',
      requestHelp: 'requested',
    });
  });

  it('opens the no-code way when the relationship or one of its contact methods is pre-verified', () => {
    expect(summary(facts({ relationshipPreVerified: true })).preVerified).toBe('open');
    expect(summary(facts({ contactMethods: [{ id: 3, isPreVerified: true }] })).preVerified).toBe('open');
  });

  it('counts the invoice-details tries left this hour, and closes it when none remain', () => {
    const recent = { failures: 2, windowStartedAt: '2026-03-14T15:30:00.000Z' };
    expect(takeControlOptions(facts({ invoiceCheck: recent }))[2]).toMatchObject({
      available: true,
      attemptsRemaining: invoiceDetailsMaxFailures - 2,
    });
    const spent = { failures: invoiceDetailsMaxFailures, windowStartedAt: '2026-03-14T15:30:00.000Z' };
    expect(takeControlOptions(facts({ invoiceCheck: spent }))[2]).toEqual({
      method: 'invoiceDetails',
      available: false,
      unavailableReason: 'noAttemptsRemaining',
      attemptsRemaining: 0,
    });
    // An hour later the window has passed.
    const old = { failures: invoiceDetailsMaxFailures, windowStartedAt: '2026-03-14T14:30:00.000Z' };
    expect(takeControlOptions(facts({ invoiceCheck: old }))[2]?.available).toBe(true);
  });

  it('gives a reference naming the payee and the relationship', () => {
    expect(takeControlReference(1001, 3)).toBe('LP-1001-3');
  });
});
