import { ChargeType } from '#shared/enums/paperwork.ts';

/** A charge as the bill stores it (integer cents). */
export type BillCharge = { id: string; chargeTypeId: number; amount: number };

export type ChargeAmountProblem = 'unknownType' | 'lineHaulAmount' | 'amountRequired';

const knownChargeTypes = new Set<number>(Object.values(ChargeType));

/**
 * Whether a charge of this type may carry this amount (seeds 000 §4, §5): the linehaul must be
 * above $0.00 ('Line Haul amount must be greater than $0.00.'); an accessorial of $0.00 is an
 * amount not given, and no charge is created for it.
 */
export function chargeAmountProblem(chargeTypeId: number, amount: number): ChargeAmountProblem | null {
  if (!knownChargeTypes.has(chargeTypeId)) return 'unknownType';
  if (!Number.isInteger(amount)) return chargeTypeId === ChargeType.Linehaul ? 'lineHaulAmount' : 'amountRequired';
  if (chargeTypeId === ChargeType.Linehaul) return amount > 0 ? null : 'lineHaulAmount';
  return amount > 0 ? null : 'amountRequired';
}

export type ChargeChange = {
  charges: BillCharge[];
  /** The charge of that type after the change. */
  charge: BillCharge;
  /** The charge the change replaced (its id no longer exists). */
  replaced: BillCharge | null;
  /** False when the bill already had this exact charge: nothing to write. */
  changed: boolean;
};

/**
 * Sets the charge of one type (seeds 000 §4): a bill holds one charge per type; a different amount
 * deletes the old charge and creates a new one under `newId` (in the old one's place, so lists keep
 * their order); the same amount changes nothing, which makes a repeated call harmless.
 */
export function setCharge(
  charges: readonly BillCharge[],
  input: { chargeTypeId: number; amount: number },
  newId: string,
): ChargeChange {
  const index = charges.findIndex((charge) => charge.chargeTypeId === input.chargeTypeId);
  const existing = index >= 0 ? charges[index] : undefined;
  if (existing && existing.amount === input.amount) {
    return { charges: [...charges], charge: existing, replaced: null, changed: false };
  }
  const charge: BillCharge = { id: newId, chargeTypeId: input.chargeTypeId, amount: input.amount };
  if (!existing) return { charges: [...charges, charge], charge, replaced: null, changed: true };
  const next = [...charges];
  next[index] = charge;
  return { charges: next, charge, replaced: existing, changed: true };
}

/** Changes the amount of the charge `chargeId` (replacing it as setCharge does); null when the bill has no such charge. */
export function changeChargeAmount(
  charges: readonly BillCharge[],
  chargeId: string,
  amount: number,
  newId: string,
): ChargeChange | null {
  const existing = charges.find((charge) => charge.id === chargeId);
  return existing ? setCharge(charges, { chargeTypeId: existing.chargeTypeId, amount }, newId) : null;
}

/** Removes the charge `chargeId`; null when the bill has no such charge. */
export function removeCharge(
  charges: readonly BillCharge[],
  chargeId: string,
): { charges: BillCharge[]; removed: BillCharge } | null {
  const removed = charges.find((charge) => charge.id === chargeId);
  return removed ? { charges: charges.filter((charge) => charge.id !== chargeId), removed } : null;
}

/** The bill's total: the sum of its charges, in cents. */
export function chargesTotal(charges: readonly { amount: number }[]): number {
  return charges.reduce((sum, charge) => sum + charge.amount, 0);
}
