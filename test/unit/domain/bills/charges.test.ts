import { describe, expect, it } from 'vitest';
import {
  type BillCharge,
  changeChargeAmount,
  chargeAmountProblem,
  chargesTotal,
  removeCharge,
  setCharge,
} from '#functions/domain/bills/charges.ts';
import { ChargeType } from '#shared/enums/paperwork.ts';

const linehaul: BillCharge = { id: 'a', chargeTypeId: ChargeType.Linehaul, amount: 200_000 };
const detention: BillCharge = { id: 'b', chargeTypeId: ChargeType.Detention, amount: 15_000 };
const lumper: BillCharge = { id: 'c', chargeTypeId: ChargeType.Lumper, amount: 8_000 };

describe('charge amounts', () => {
  it.each([
    [ChargeType.Linehaul, 1, null],
    [ChargeType.Linehaul, 0, 'lineHaulAmount'],
    [ChargeType.Linehaul, -5, 'lineHaulAmount'],
    [ChargeType.Linehaul, 1.5, 'lineHaulAmount'],
    [ChargeType.Detention, 1, null],
    [ChargeType.Detention, 0, 'amountRequired'],
    [ChargeType.Other, -1, 'amountRequired'],
    [ChargeType.Lumper, 2.5, 'amountRequired'],
    [99, 100, 'unknownType'],
    [0, 100, 'unknownType'],
  ])('type %i with %d cents: %s', (type, amount, problem) => {
    expect(chargeAmountProblem(type, amount)).toBe(problem);
  });

  it.each(Object.values(ChargeType))('accepts a positive amount for type %i', (type) => {
    expect(chargeAmountProblem(type, 100)).toBeNull();
  });
});

describe('one charge per type', () => {
  it('adds a charge of a new type at the end', () => {
    const change = setCharge([linehaul], { chargeTypeId: ChargeType.Detention, amount: 1_000 }, 'n');
    expect(change).toEqual({
      charges: [linehaul, { id: 'n', chargeTypeId: ChargeType.Detention, amount: 1_000 }],
      charge: { id: 'n', chargeTypeId: ChargeType.Detention, amount: 1_000 },
      replaced: null,
      changed: true,
    });
  });

  it('replaces the charge of that type with a new one in its place when the amount changes', () => {
    const change = setCharge(
      [linehaul, detention, lumper],
      { chargeTypeId: ChargeType.Detention, amount: 20_000 },
      'n',
    );
    expect(change.charges).toEqual([linehaul, { id: 'n', chargeTypeId: ChargeType.Detention, amount: 20_000 }, lumper]);
    expect(change.replaced).toEqual(detention);
    expect(change.changed).toBe(true);
  });

  it('changes nothing for the same amount (a repeated call)', () => {
    const change = setCharge([linehaul, detention], { chargeTypeId: ChargeType.Detention, amount: 15_000 }, 'n');
    expect(change).toEqual({ charges: [linehaul, detention], charge: detention, replaced: null, changed: false });
  });

  it('changes an amount by charge id, keeping the type', () => {
    const change = changeChargeAmount([linehaul, detention], 'a', 210_000, 'n');
    expect(change?.charges).toEqual([{ id: 'n', chargeTypeId: ChargeType.Linehaul, amount: 210_000 }, detention]);
    expect(change?.replaced).toEqual(linehaul);
    expect(changeChargeAmount([linehaul], 'zzz', 1, 'n')).toBeNull();
  });

  it('removes a charge by id', () => {
    expect(removeCharge([linehaul, detention, lumper], 'b')).toEqual({
      charges: [linehaul, lumper],
      removed: detention,
    });
    expect(removeCharge([linehaul], 'b')).toBeNull();
  });

  it('adds the charges up in cents', () => {
    expect(chargesTotal([linehaul, detention, lumper])).toBe(223_000);
    expect(chargesTotal([])).toBe(0);
  });
});
