import { describe, expect, it } from 'vitest';
import { payoutRouteOf } from '#functions/domain/payouts/payout-route.ts';

const now = new Date('2026-11-20T15:00:00.000Z');
const relationship = (fields: Partial<NonNullable<Parameters<typeof payoutRouteOf>[0]>> = {}) => ({
  assignedFactorId: null,
  isFactorHeld: false,
  coolingOffUntil: null,
  ...fields,
});

describe('payoutRouteOf', () => {
  it('pays the carrier when no factor is assigned', () => {
    expect(payoutRouteOf(relationship(), null, now)).toEqual({ kind: 'payee' });
  });

  it('pays the factor of record when it is assigned, never the carrier', () => {
    expect(payoutRouteOf(relationship({ assignedFactorId: 3001 }), 3001, now)).toEqual({
      kind: 'factor',
      factorId: 3001,
    });
  });

  it('pays nobody when the assigned factor is not of record', () => {
    expect(payoutRouteOf(relationship({ assignedFactorId: 3001 }), null, now)).toEqual({
      kind: 'wait',
      why: 'factorNotOfRecord',
    });
    expect(payoutRouteOf(relationship({ assignedFactorId: 3001 }), 3002, now)).toEqual({
      kind: 'wait',
      why: 'factorNotOfRecord',
    });
  });

  it('pays nobody while the relationship is held or in its cooling-off window', () => {
    expect(payoutRouteOf(relationship({ isFactorHeld: true }), null, now)).toEqual({ kind: 'wait', why: 'held' });
    const cooling = relationship({ assignedFactorId: 3001, coolingOffUntil: '2026-11-21T00:00:00.000Z' });
    expect(payoutRouteOf(cooling, 3001, now)).toEqual({ kind: 'wait', why: 'coolingOff' });
    expect(payoutRouteOf(cooling, 3001, new Date('2026-11-21T00:00:00.000Z'))).toEqual({
      kind: 'factor',
      factorId: 3001,
    });
  });

  it('pays the carrier of an invoice without a relationship record only when it has no factor of record', () => {
    expect(payoutRouteOf(null, null, now)).toEqual({ kind: 'payee' });
    expect(payoutRouteOf(null, 3001, now)).toEqual({ kind: 'wait', why: 'unknownRelationship' });
  });
});
