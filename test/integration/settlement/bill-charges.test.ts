import { describe, expect, it } from 'vitest';
import { getChargeBillId } from '#functions/repositories/bills.ts';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { ChargeType } from '#shared/enums/paperwork.ts';
import type { Bill, Charge } from '#shared/schemas/bills.ts';
import { billPath, body, call, errorOf, getBill, newBill, paperworkWorld } from './settlement-fixtures.ts';

type ChargeResult = { charge: Charge | null; bill: Bill };

describe('charges', () => {
  it('keep one per type: a new amount replaces the charge under a new id; the same amount changes nothing', async () => {
    const world = await paperworkWorld();
    const bill = await newBill(world.admin, world.shipper.id);
    const post = (chargeTypeId: number, amount: number) =>
      call(world.admin, 'POST', settlementPaths.charges, { billId: bill.id, chargeTypeId, amount });

    const first = await body<ChargeResult>(await post(ChargeType.Linehaul, 100_000));
    const a = first.charge as Charge;
    expect(a).toMatchObject({ billId: bill.id, chargeTypeId: ChargeType.Linehaul, amount: 100_000 });
    expect(first.bill.charges).toEqual([a]);

    const same = await body<ChargeResult>(await post(ChargeType.Linehaul, 100_000));
    expect(same.charge).toEqual(a);
    expect(same.bill.updatedAt).toBe(first.bill.updatedAt);

    const replaced = await body<ChargeResult>(await post(ChargeType.Linehaul, 120_000));
    const b = replaced.charge as Charge;
    expect(b.id).not.toBe(a.id);
    expect(replaced.bill.charges).toEqual([b]);
    expect(await getChargeBillId(a.id)).toBeNull();
    expect((await call(world.admin, 'PUT', billPath(settlementPaths.charge, a.id), { amount: 1 })).status).toBe(404);

    await post(ChargeType.Detention, 5_000);
    const updated = await body<ChargeResult>(
      await call(world.admin, 'PUT', billPath(settlementPaths.charge, b.id), { amount: 130_000 }),
    );
    const c = updated.charge as Charge;
    expect(c.id).not.toBe(b.id);
    expect(updated.bill.charges.map((x) => [x.chargeTypeId, x.amount])).toEqual([
      [ChargeType.Linehaul, 130_000],
      [ChargeType.Detention, 5_000],
    ]);
    expect(updated.bill.totalAmount).toBe(135_000);

    const badUpdate = await call(world.admin, 'PUT', billPath(settlementPaths.charge, c.id), { amount: 0 });
    expect(badUpdate.status).toBe(400);
    expect((await errorOf(badUpdate)).errors).toEqual({ amount: ['Line Haul amount must be greater than $0.00.'] });

    const deleted = await body<ChargeResult>(await call(world.admin, 'DELETE', billPath(settlementPaths.charge, c.id)));
    expect(deleted.charge).toBeNull();
    expect(deleted.bill.charges.map((x) => x.chargeTypeId)).toEqual([ChargeType.Detention]);
    expect((await call(world.admin, 'DELETE', billPath(settlementPaths.charge, c.id))).status).toBe(404);

    const unknownType = await post(99, 5);
    expect(unknownType.status).toBe(400);
    expect((await errorOf(unknownType)).errors).toEqual({ chargeTypeId: ['Select a valid charge type.'] });
    const zero = await post(ChargeType.Lumper, 0);
    expect((await errorOf(zero)).errors).toEqual({ amount: ['The amount must be greater than $0.00.'] });
    const fraction = await post(ChargeType.Lumper, 10.5);
    expect(fraction.status).toBe(400);
    const unknownBill = await call(world.admin, 'POST', settlementPaths.charges, {
      billId: 'no-such-bill',
      chargeTypeId: ChargeType.Lumper,
      amount: 5,
    });
    expect(unknownBill.status).toBe(404);
  });

  it('edited at the same time lose nothing', async () => {
    const world = await paperworkWorld();
    const bill = await newBill(world.admin, world.shipper.id);
    const types = Object.values(ChargeType);
    const responses = await Promise.all(
      types.map((chargeTypeId, i) =>
        call(world.admin, 'POST', settlementPaths.charges, { billId: bill.id, chargeTypeId, amount: 1_000 * (i + 1) }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(types.map(() => 200));
    const after = (await body<{ bill: Bill }>(await getBill(world.admin, bill.id))).bill;
    expect(after.charges.map((x) => x.chargeTypeId).sort()).toEqual([...types].sort());
    expect(after.totalAmount).toBe(types.reduce((sum, _type, i) => sum + 1_000 * (i + 1), 0));

    // Replacing every charge at once, while a second round adds nothing twice.
    const round = await Promise.all([
      ...after.charges.map((x) =>
        call(world.admin, 'PUT', billPath(settlementPaths.charge, x.id), { amount: x.amount + 1 }),
      ),
      ...types.map((chargeTypeId) =>
        call(world.admin, 'POST', settlementPaths.charges, { billId: bill.id, chargeTypeId, amount: 50 }),
      ),
    ]);
    // A charge replaced by a concurrent call is gone (404); a call that lost every race says so (409).
    expect(round.every((r) => [200, 404, 409].includes(r.status))).toBe(true);
    const final = (await body<{ bill: Bill }>(await getBill(world.admin, bill.id))).bill;
    expect(final.charges.map((x) => x.chargeTypeId).sort()).toEqual([...types].sort());
    for (const x of final.charges) expect(await getChargeBillId(x.id)).toBe(bill.id);
  });
});
