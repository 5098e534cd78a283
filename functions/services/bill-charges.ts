import { randomUUID } from 'node:crypto';
import type { Bill, Charge } from '#shared/schemas/bills.ts';
import {
  type BillCharge,
  type ChargeAmountProblem,
  type ChargeChange,
  changeChargeAmount,
  chargeAmountProblem,
  removeCharge,
  setCharge,
} from '../domain/bills/charges.ts';
import { badRequest, forbidden, notFound } from '../lib/http/errors.ts';
import type { ExpectedVersion } from '../lib/http/if-match.ts';
import { type BillParts, getChargeBillId } from '../repositories/bills.ts';
import { type BillStep, changeBill } from './bill-mutation.ts';
import { getBillView } from './bills.ts';
import {
  billVisibleTo,
  mayEditBill,
  type PaperworkCaller,
  type PayeeBlock,
  payeeBlock,
  requirePaperworkData,
} from './paperwork-access.ts';

export type ChargeResult = { charge: Charge | null; bill: Bill };

const problemFields: Record<ChargeAmountProblem, [field: string, key: string]> = {
  unknownType: ['chargeTypeId', 'paperwork.validation.chargeType'],
  lineHaulAmount: ['amount', 'paperwork.validation.lineHaulAmount'],
  amountRequired: ['amount', 'paperwork.validation.chargeAmount'],
};

function refuseAmount(caller: PaperworkCaller, problem: ChargeAmountProblem): never {
  const [field, key] = problemFields[problem];
  throw badRequest('errors.validationFailed', { [field]: [caller.t(key)] });
}

/** Who may change charges: a payee (drivers on their own bills) or a payor with paperwork access; not staff. */
async function chargeEditor(caller: PaperworkCaller): Promise<PayeeBlock | undefined> {
  const { actor } = caller;
  if (actor.kind === 'admin') throw forbidden();
  requirePaperworkData(actor);
  return actor.kind === 'payee' ? payeeBlock(actor) : undefined;
}

/** The charge write for a change: the new charge's lookup in, the replaced one's out. */
function chargeStep(parts: BillParts, change: ChargeChange): BillStep<BillCharge> {
  if (!change.changed) return { kind: 'done', result: change.charge };
  return {
    kind: 'write',
    next: { ...parts.bill, charges: change.charges, updatedAt: new Date().toISOString() },
    extras: { addCharges: [change.charge.id], removeCharges: change.replaced ? [change.replaced.id] : [] },
    result: change.charge,
  };
}

function checkVisible(caller: PaperworkCaller, parts: BillParts, block: PayeeBlock | undefined): void {
  if (!billVisibleTo(caller.actor, parts.bill, block)) throw notFound();
}

function checkEditable(caller: PaperworkCaller, parts: BillParts, block: PayeeBlock | undefined): void {
  checkVisible(caller, parts, block);
  if (!mayEditBill(caller.actor, parts.bill)) throw badRequest('errors.billNotEditable');
}

function chargeView(billId: string, charge: BillCharge): Charge {
  return { id: charge.id, billId, chargeTypeId: charge.chargeTypeId, amount: charge.amount };
}

/*
 * Charges live inside the bill item (repositories/bills.ts), so each charge call is a change of the
 * bill: made on the version of the bill the user saw (`expected`, If-Match with the bill's ETag),
 * or 409 when the bill changed since (bill-mutation.ts changeBill). That is what keeps two people
 * setting the linehaul at once from replacing each other's amount unseen.
 */

/**
 * POST /charges: sets the bill's charge of a type (seeds 000 §4). One charge per type: a charge of
 * a type the bill has already, with another amount, replaces it (the old one is deleted, the new
 * one has a new id); with the same amount nothing changes. No charge for an amount not given
 * ($0.00 accessorial: 400), and the linehaul must be above $0.00.
 */
export async function createCharge(
  caller: PaperworkCaller,
  body: { billId: string; chargeTypeId: number; amount: number },
  expected: ExpectedVersion,
): Promise<ChargeResult> {
  const block = await chargeEditor(caller);
  const problem = chargeAmountProblem(body.chargeTypeId, body.amount);
  if (problem) refuseAmount(caller, problem);
  const charge = await changeBill(
    body.billId,
    (parts) => {
      checkEditable(caller, parts, block);
      return chargeStep(parts, setCharge(parts.bill.charges, body, randomUUID()));
    },
    { expectedVersion: expected, visible: (parts) => checkVisible(caller, parts, block) },
  );
  return { charge: chargeView(body.billId, charge), bill: await getBillView(caller.actor, body.billId) };
}

/**
 * PUT /charges/{id}: a new amount for a charge. The charge is replaced (answered with its new id);
 * an id already replaced or deleted is 404.
 */
export async function updateCharge(
  caller: PaperworkCaller,
  chargeId: string,
  amount: number,
  expected: ExpectedVersion,
): Promise<ChargeResult> {
  const block = await chargeEditor(caller);
  const billId = await getChargeBillId(chargeId);
  if (!billId) throw notFound();
  const charge = await changeBill(
    billId,
    (parts) => {
      checkEditable(caller, parts, block);
      const existing = parts.bill.charges.find((c) => c.id === chargeId);
      if (!existing) throw notFound();
      const problem = chargeAmountProblem(existing.chargeTypeId, amount);
      if (problem) refuseAmount(caller, problem);
      const change = changeChargeAmount(parts.bill.charges, chargeId, amount, randomUUID());
      if (!change) throw notFound();
      return chargeStep(parts, change);
    },
    { expectedVersion: expected, visible: (parts) => checkVisible(caller, parts, block) },
  );
  return { charge: chargeView(billId, charge), bill: await getBillView(caller.actor, billId) };
}

/** DELETE /charges/{id}: removes the charge; the answer's bill no longer has it. */
export async function deleteCharge(
  caller: PaperworkCaller,
  chargeId: string,
  expected: ExpectedVersion,
): Promise<ChargeResult> {
  const block = await chargeEditor(caller);
  const billId = await getChargeBillId(chargeId);
  if (!billId) throw notFound();
  await changeBill(
    billId,
    (parts): BillStep<null> => {
      checkEditable(caller, parts, block);
      const removal = removeCharge(parts.bill.charges, chargeId);
      if (!removal) throw notFound();
      return {
        kind: 'write',
        next: { ...parts.bill, charges: removal.charges, updatedAt: new Date().toISOString() },
        extras: { removeCharges: [chargeId] },
        result: null,
      };
    },
    { expectedVersion: expected, visible: (parts) => checkVisible(caller, parts, block) },
  );
  return { charge: null, bill: await getBillView(caller.actor, billId) };
}
