import { ChargeType } from '#shared/enums/paperwork.ts';
import type { Charge } from '#shared/schemas/bills.ts';

/**
 * The charges editor's value (seeds 000 §3, §4): the linehaul and the accessorials as typed, each
 * remembering the server charge it came from. Pure functions turn it into the calls that bring a
 * bill's charges in line with it, so the new, edit and review screens save charges the same way.
 */
export type ChargeDraft = {
  /** Stable identity for React lists (the server id changes when an amount changes). */
  key: string;
  /** The server charge this row shows; null for a row not saved yet. */
  chargeId: string | null;
  chargeTypeId: number;
  /** Integer cents; null while nothing is entered (no charge is created for it). */
  amount: number | null;
};

export type ChargesValue = { linehaul: ChargeDraft; accessorials: ChargeDraft[] };

let nextKey = 1;
/** A key no other row of this page has. */
export function newDraftKey(): string {
  return `draft-${nextKey++}`;
}

export function emptyCharges(): ChargesValue {
  return {
    linehaul: { key: newDraftKey(), chargeId: null, chargeTypeId: ChargeType.Linehaul, amount: null },
    accessorials: [],
  };
}

/** The editor's value for a bill's charges: its linehaul (or an empty one) and its accessorials in order. */
export function draftsFromCharges(charges: readonly Charge[]): ChargesValue {
  const linehaul = charges.find((charge) => charge.chargeTypeId === ChargeType.Linehaul);
  return {
    linehaul: linehaul
      ? { key: linehaul.id, chargeId: linehaul.id, chargeTypeId: ChargeType.Linehaul, amount: linehaul.amount }
      : emptyCharges().linehaul,
    accessorials: charges
      .filter((charge) => charge.chargeTypeId !== ChargeType.Linehaul)
      .map((charge) => ({
        key: charge.id,
        chargeId: charge.id,
        chargeTypeId: charge.chargeTypeId,
        amount: charge.amount,
      })),
  };
}

/** An accessorial row of the first type not used yet (the server keeps one charge per type). */
export function newAccessorial(value: ChargesValue, accessorialTypeIds: readonly number[]): ChargeDraft | null {
  const used = new Set(value.accessorials.map((draft) => draft.chargeTypeId));
  const free = accessorialTypeIds.find((id) => id !== ChargeType.Linehaul && !used.has(id));
  return free === undefined ? null : { key: newDraftKey(), chargeId: null, chargeTypeId: free, amount: null };
}

/** Sum of what is entered, in cents. */
export function chargesTotal(value: ChargesValue): number {
  return [value.linehaul, ...value.accessorials].reduce((sum, draft) => sum + (draft.amount ?? 0), 0);
}

/**
 * Ties rows not (or no longer) matched to a server charge to a saved charge of the same type that
 * no other row claims: after a run that stopped half-way, or a replacement that gave a charge a
 * new id, the next save updates that charge instead of creating a second one of its type.
 */
export function reconcileDrafts(value: ChargesValue, charges: readonly Charge[]): ChargesValue {
  const ids = new Set(charges.map((charge) => charge.id));
  const claimed = new Set(
    [value.linehaul, ...value.accessorials]
      .map((draft) => draft.chargeId)
      .filter((id): id is string => id !== null && ids.has(id)),
  );
  const reconcile = (draft: ChargeDraft): ChargeDraft => {
    if (draft.chargeId !== null && ids.has(draft.chargeId)) return draft;
    const match = charges.find((charge) => charge.chargeTypeId === draft.chargeTypeId && !claimed.has(charge.id));
    if (!match) return { ...draft, chargeId: null };
    claimed.add(match.id);
    return { ...draft, chargeId: match.id };
  };
  return { linehaul: reconcile(value.linehaul), accessorials: value.accessorials.map(reconcile) };
}

export type ChargeOperation =
  | { kind: 'create'; chargeTypeId: number; amount: number }
  | { kind: 'update'; chargeId: string; amount: number }
  | { kind: 'delete'; chargeId: string };

/** An entered amount worth a charge: nothing, or $0.00, creates none (seeds 000 §4). */
const entered = (amount: number | null): amount is number => amount !== null && amount > 0;

/**
 * The calls that make the bill's `current` charges match `value`: a new amount creates, a changed
 * one updates (the server replaces the charge), a cleared or removed one deletes; rows left as
 * they are cost nothing. Deletions go first, so a type freed by one row can be taken by another.
 */
export function planChargeChanges(current: readonly Charge[], value: ChargesValue): ChargeOperation[] {
  const byId = new Map(current.map((charge) => [charge.id, charge]));
  const drafts = [value.linehaul, ...value.accessorials];
  const kept = new Set(drafts.map((draft) => draft.chargeId).filter((id): id is string => id !== null));
  const deletes: ChargeOperation[] = current
    .filter((charge) => !kept.has(charge.id))
    .map((charge) => ({ kind: 'delete', chargeId: charge.id }));
  const rest: ChargeOperation[] = [];
  for (const draft of drafts) {
    const saved = draft.chargeId ? byId.get(draft.chargeId) : undefined;
    if (!saved) {
      if (entered(draft.amount)) rest.push({ kind: 'create', chargeTypeId: draft.chargeTypeId, amount: draft.amount });
      continue;
    }
    if (!entered(draft.amount)) deletes.push({ kind: 'delete', chargeId: saved.id });
    else if (saved.chargeTypeId !== draft.chargeTypeId) {
      deletes.push({ kind: 'delete', chargeId: saved.id });
      rest.push({ kind: 'create', chargeTypeId: draft.chargeTypeId, amount: draft.amount });
    } else if (saved.amount !== draft.amount) rest.push({ kind: 'update', chargeId: saved.id, amount: draft.amount });
  }
  return [...deletes, ...rest];
}

/** Field errors of the editor by `linehaul` or an accessorial's key (i18n keys here; messages in the editor). */
export type ChargeErrors = Partial<Record<string, string>>;

/**
 * Checks before submitting (seeds 000 §5): the linehaul must be above $0.00 ('Line Haul amount
 * must be greater than $0.00.'). A draft may be saved without one.
 */
export function chargeErrors(value: ChargesValue, { submitting }: { submitting: boolean }): ChargeErrors {
  const errors: ChargeErrors = {};
  if (submitting && !entered(value.linehaul.amount)) errors.linehaul = 'paperwork.validation.lineHaulAmount';
  const seen = new Set<number>();
  for (const draft of value.accessorials) {
    if (seen.has(draft.chargeTypeId)) errors[draft.key] = 'paperwork.charges.duplicateType';
    seen.add(draft.chargeTypeId);
  }
  return errors;
}
