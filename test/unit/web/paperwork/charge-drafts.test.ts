import { describe, expect, it } from 'vitest';
import { ChargeType } from '#shared/enums/paperwork.ts';
import type { Charge } from '#shared/schemas/bills.ts';
import {
  type ChargesValue,
  chargeErrors,
  chargesTotal,
  draftsFromCharges,
  emptyCharges,
  newAccessorial,
  planChargeChanges,
  reconcileDrafts,
} from '#web/lib/paperwork/charge-drafts.ts';

const charge = (id: string, chargeTypeId: number, amount: number): Charge => ({
  id,
  billId: 'b1',
  chargeTypeId,
  amount,
});
const draft = (chargeId: string | null, chargeTypeId: number, amount: number | null, key = chargeId ?? 'new') => ({
  key,
  chargeId,
  chargeTypeId,
  amount,
});

describe('draftsFromCharges', () => {
  it('puts the linehaul first and keeps the accessorials in order, each tied to its charge', () => {
    const value = draftsFromCharges([
      charge('c2', ChargeType.Detention, 5_000),
      charge('c1', ChargeType.Linehaul, 185_000),
      charge('c3', ChargeType.Lumper, 2_500),
    ]);
    expect(value.linehaul).toMatchObject({ chargeId: 'c1', chargeTypeId: ChargeType.Linehaul, amount: 185_000 });
    expect(value.accessorials.map((d) => [d.chargeId, d.chargeTypeId, d.amount])).toEqual([
      ['c2', ChargeType.Detention, 5_000],
      ['c3', ChargeType.Lumper, 2_500],
    ]);
  });

  it('gives an empty linehaul to a bill without one', () => {
    const value = draftsFromCharges([charge('c2', ChargeType.Detention, 5_000)]);
    expect(value.linehaul).toMatchObject({ chargeId: null, chargeTypeId: ChargeType.Linehaul, amount: null });
  });
});

describe('planChargeChanges (seeds 000 §4)', () => {
  it('creates what is new and entered, and nothing for an amount left empty or at $0.00', () => {
    const value: ChargesValue = {
      linehaul: draft(null, ChargeType.Linehaul, 185_000),
      accessorials: [draft(null, ChargeType.Detention, null, 'a'), draft(null, ChargeType.Lumper, 0, 'b')],
    };
    expect(planChargeChanges([], value)).toEqual([
      { kind: 'create', chargeTypeId: ChargeType.Linehaul, amount: 185_000 },
    ]);
  });

  it('changes nothing when the form shows the bill as it is', () => {
    const charges = [charge('c1', ChargeType.Linehaul, 185_000), charge('c2', ChargeType.Detention, 5_000)];
    expect(planChargeChanges(charges, draftsFromCharges(charges))).toEqual([]);
  });

  it('updates a changed amount, deletes a cleared or removed charge, deletions first', () => {
    const charges = [
      charge('c1', ChargeType.Linehaul, 185_000),
      charge('c2', ChargeType.Detention, 5_000),
      charge('c3', ChargeType.Lumper, 2_500),
    ];
    const value: ChargesValue = {
      linehaul: draft('c1', ChargeType.Linehaul, 190_000),
      accessorials: [draft('c2', ChargeType.Detention, null), draft(null, ChargeType.Layover, 10_000, 'n')],
    };
    expect(planChargeChanges(charges, value)).toEqual([
      { kind: 'delete', chargeId: 'c3' },
      { kind: 'delete', chargeId: 'c2' },
      { kind: 'update', chargeId: 'c1', amount: 190_000 },
      { kind: 'create', chargeTypeId: ChargeType.Layover, amount: 10_000 },
    ]);
  });

  it('replaces a saved accessorial whose type changed', () => {
    const charges = [charge('c2', ChargeType.Detention, 5_000)];
    const value: ChargesValue = {
      linehaul: emptyCharges().linehaul,
      accessorials: [draft('c2', ChargeType.Lumper, 5_000)],
    };
    expect(planChargeChanges(charges, value)).toEqual([
      { kind: 'delete', chargeId: 'c2' },
      { kind: 'create', chargeTypeId: ChargeType.Lumper, amount: 5_000 },
    ]);
  });

  it('creates again a row whose charge is no longer on the bill', () => {
    const value: ChargesValue = { linehaul: draft('gone', ChargeType.Linehaul, 1_000), accessorials: [] };
    expect(planChargeChanges([], value)).toEqual([
      { kind: 'create', chargeTypeId: ChargeType.Linehaul, amount: 1_000 },
    ]);
  });
});

describe('reconcileDrafts', () => {
  it('ties unsaved rows to saved charges of their type, so a second save updates instead of duplicating', () => {
    const value: ChargesValue = {
      linehaul: draft(null, ChargeType.Linehaul, 200_000, 'l'),
      accessorials: [draft(null, ChargeType.Detention, 5_000, 'd')],
    };
    // A first run created the linehaul (at the old amount) and stopped.
    const saved = [charge('c9', ChargeType.Linehaul, 185_000)];
    const reconciled = reconcileDrafts(value, saved);
    expect(reconciled.linehaul.chargeId).toBe('c9');
    expect(reconciled.accessorials[0]?.chargeId).toBeNull();
    expect(planChargeChanges(saved, reconciled)).toEqual([
      { kind: 'update', chargeId: 'c9', amount: 200_000 },
      { kind: 'create', chargeTypeId: ChargeType.Detention, amount: 5_000 },
    ]);
  });

  it('follows a charge the server replaced (new id, same type) and leaves matched rows alone', () => {
    const value: ChargesValue = {
      linehaul: draft('old', ChargeType.Linehaul, 150_000, 'l'),
      accessorials: [draft('c2', ChargeType.Detention, 5_000)],
    };
    const saved = [charge('new', ChargeType.Linehaul, 150_000), charge('c2', ChargeType.Detention, 5_000)];
    const reconciled = reconcileDrafts(value, saved);
    expect(reconciled.linehaul.chargeId).toBe('new');
    expect(planChargeChanges(saved, reconciled)).toEqual([]);
  });
});

describe('chargeErrors (seeds 000 §5)', () => {
  it('asks for a linehaul above $0.00 only when submitting', () => {
    const value = emptyCharges();
    expect(chargeErrors(value, { submitting: false })).toEqual({});
    expect(chargeErrors(value, { submitting: true })).toEqual({ linehaul: 'paperwork.validation.lineHaulAmount' });
    expect(chargeErrors({ ...value, linehaul: { ...value.linehaul, amount: 1 } }, { submitting: true })).toEqual({});
  });

  it('flags an accessorial type listed twice', () => {
    const value: ChargesValue = {
      linehaul: draft(null, ChargeType.Linehaul, 100),
      accessorials: [draft(null, ChargeType.Lumper, 100, 'a'), draft(null, ChargeType.Lumper, 200, 'b')],
    };
    expect(chargeErrors(value, { submitting: false })).toEqual({ b: 'paperwork.charges.duplicateType' });
  });
});

describe('newAccessorial and chargesTotal', () => {
  it('offers the first type not used yet, and none once every type is used', () => {
    const value: ChargesValue = {
      linehaul: draft(null, ChargeType.Linehaul, 100_000),
      accessorials: [draft(null, ChargeType.FuelSurcharge, 2_500, 'f')],
    };
    const types = [ChargeType.Linehaul, ChargeType.FuelSurcharge, ChargeType.Detention];
    expect(newAccessorial(value, types)).toMatchObject({
      chargeId: null,
      chargeTypeId: ChargeType.Detention,
      amount: null,
    });
    const full = { ...value, accessorials: [...value.accessorials, draft(null, ChargeType.Detention, 1, 'd')] };
    expect(newAccessorial(full, types)).toBeNull();
    expect(chargesTotal(full)).toBe(102_501);
  });
});
