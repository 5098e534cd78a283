import { describe, expect, it } from 'vitest';
import { getChargeBillId } from '#functions/repositories/bills.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { ChargeType } from '#shared/enums/paperwork.ts';
import type { Bill, Charge } from '#shared/schemas/bills.ts';
import { billPath, body, currentBill, edit, errorOf, newBill, paperworkWorld } from './settlement-fixtures.ts';

type ChargeResult = { charge: Charge | null; bill: Bill };

describe('charges', () => {
  it('keep one per type: a new amount replaces the charge under a new id; the same amount changes nothing', async () => {
    const world = await paperworkWorld();
    const bill = await newBill(world.admin, world.shipper.id);
    // Each change is made on the bill as the last answer left it (If-Match).
    let version = bill.version;
    const answered = async (response: Response): Promise<ChargeResult> => {
      const result = await body<ChargeResult>(response);
      version = result.bill.version;
      return result;
    };
    const post = (chargeTypeId: number, amount: number) =>
      edit(world.admin, 'POST', settlementPaths.charges, version, { billId: bill.id, chargeTypeId, amount });

    const first = await answered(await post(ChargeType.Linehaul, 100_000));
    const a = first.charge as Charge;
    expect(a).toMatchObject({ billId: bill.id, chargeTypeId: ChargeType.Linehaul, amount: 100_000 });
    expect(first.bill.charges).toEqual([a]);

    const same = await answered(await post(ChargeType.Linehaul, 100_000));
    expect(same.charge).toEqual(a);
    expect(same.bill.updatedAt).toBe(first.bill.updatedAt);
    expect(same.bill.version).toBe(first.bill.version);

    const replaced = await answered(await post(ChargeType.Linehaul, 120_000));
    const b = replaced.charge as Charge;
    expect(b.id).not.toBe(a.id);
    expect(replaced.bill.charges).toEqual([b]);
    // The replaced charge's lookup stays a day (marked removed): a change of it is 404 on the current version.
    expect(await getChargeBillId(a.id)).toBe(bill.id);
    expect(
      (await edit(world.admin, 'PUT', billPath(settlementPaths.charge, a.id), version, { amount: 1 })).status,
    ).toBe(404);

    await answered(await post(ChargeType.Detention, 5_000));
    const updated = await answered(
      await edit(world.admin, 'PUT', billPath(settlementPaths.charge, b.id), version, { amount: 130_000 }),
    );
    const c = updated.charge as Charge;
    expect(c.id).not.toBe(b.id);
    expect(updated.bill.charges.map((x) => [x.chargeTypeId, x.amount])).toEqual([
      [ChargeType.Linehaul, 130_000],
      [ChargeType.Detention, 5_000],
    ]);
    expect(updated.bill.totalAmount).toBe(135_000);

    const badUpdate = await edit(world.admin, 'PUT', billPath(settlementPaths.charge, c.id), version, { amount: 0 });
    expect(badUpdate.status).toBe(400);
    expect((await errorOf(badUpdate)).errors).toEqual({ amount: ['Line Haul amount must be greater than $0.00.'] });

    const deleted = await answered(await edit(world.admin, 'DELETE', billPath(settlementPaths.charge, c.id), version));
    expect(deleted.charge).toBeNull();
    expect(deleted.bill.charges.map((x) => x.chargeTypeId)).toEqual([ChargeType.Detention]);
    expect((await edit(world.admin, 'DELETE', billPath(settlementPaths.charge, c.id), version)).status).toBe(404);

    const unknownType = await post(99, 5);
    expect(unknownType.status).toBe(400);
    expect((await errorOf(unknownType)).errors).toEqual({ chargeTypeId: ['Select a valid charge type.'] });
    const zero = await post(ChargeType.Lumper, 0);
    expect((await errorOf(zero)).errors).toEqual({ amount: ['The amount must be greater than $0.00.'] });
    const fraction = await post(ChargeType.Lumper, 10.5);
    expect(fraction.status).toBe(400);
    const unknownBill = await edit(world.admin, 'POST', settlementPaths.charges, version, {
      billId: 'no-such-bill',
      chargeTypeId: ChargeType.Lumper,
      amount: 5,
    });
    expect(unknownBill.status).toBe(404);
  });

  it('edited at the same time lose nothing: one change per version is written, the others are told (409)', async () => {
    const world = await paperworkWorld();
    const bill = await newBill(world.admin, world.shipper.id);
    const types = Object.values(ChargeType);
    const amountOf = (i: number) => 1_000 * (i + 1);
    const responses = await Promise.all(
      types.map((chargeTypeId, i) =>
        edit(world.admin, 'POST', settlementPaths.charges, bill.version, {
          billId: bill.id,
          chargeTypeId,
          amount: amountOf(i),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(types.length - 1);
    // Each one refused reloads the bill and makes its change again: nothing is lost.
    for (const [i, chargeTypeId] of types.entries()) {
      if (statuses[i] === 200) continue;
      const { version } = await currentBill(world.admin, bill.id);
      const retried = await edit(world.admin, 'POST', settlementPaths.charges, version, {
        billId: bill.id,
        chargeTypeId,
        amount: amountOf(i),
      });
      expect(retried.status).toBe(200);
    }
    const after = await currentBill(world.admin, bill.id);
    expect(after.charges.map((x) => x.chargeTypeId).sort()).toEqual([...types].sort());
    expect(after.totalAmount).toBe(types.reduce((sum, _type, i) => sum + amountOf(i), 0));

    // Replacing every charge at once on that version, while a second round sets others: one is written.
    const round = await Promise.all([
      ...after.charges.map((x) =>
        edit(world.admin, 'PUT', billPath(settlementPaths.charge, x.id), after.version, { amount: x.amount + 1 }),
      ),
      ...types.map((chargeTypeId) =>
        edit(world.admin, 'POST', settlementPaths.charges, after.version, {
          billId: bill.id,
          chargeTypeId,
          amount: 50,
        }),
      ),
    ]);
    expect(round.filter((r) => r.status === 200)).toHaveLength(1);
    expect(round.filter((r) => r.status === 409)).toHaveLength(round.length - 1);
    const final = await currentBill(world.admin, bill.id);
    expect(final.version).toBe(after.version + 1);
    expect(final.charges.map((x) => x.chargeTypeId).sort()).toEqual([...types].sort());
    for (const x of final.charges) expect(await getChargeBillId(x.id)).toBe(bill.id);
  });
});
