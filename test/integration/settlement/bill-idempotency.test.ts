import { describe, expect, it } from 'vitest';
import { settlementPaths } from '#shared/api/settlement-paths.ts';
import { idempotencyKeyHeader } from '#shared/constants/idempotency.ts';
import { Role } from '#shared/enums/role.ts';
import type { Bill, BillListResponse } from '#shared/schemas/bills.ts';
import type { ApiSession } from '#test/support/api-session.ts';
import { body, call, errorOf, paperworkWorld, signedInUser } from './settlement-fixtures.ts';

/** POST /bills with an Idempotency-Key: a retried create makes one bill. */
function create(session: ApiSession, key: string | null, json: Record<string, unknown>) {
  return session.request('settlement', settlementPaths.bills, {
    method: 'POST',
    json,
    ...(key === null ? {} : { headers: { [idempotencyKeyHeader]: key } }),
  });
}

const billIds = async (session: ApiSession) =>
  (await body<BillListResponse>(await call(session, 'GET', settlementPaths.bills))).bills.map((bill) => bill.id);

describe('creating a bill with an idempotency key', () => {
  it('answers a retry with the first bill, and makes no second one', async () => {
    const world = await paperworkWorld();
    const request = { payorId: world.payor.id, loadOrInvoiceNumber: 'IDEM-1' };
    const first = await create(world.admin, 'form-0001-retry', request);
    expect(first.status).toBe(201);
    const created = (await body<{ bill: Bill }>(first)).bill;
    const again = await create(world.admin, 'form-0001-retry', request);
    expect(again.status).toBe(200);
    expect((await body<{ bill: Bill }>(again)).bill).toMatchObject({ id: created.id, loadOrInvoiceNumber: 'IDEM-1' });
    expect(await billIds(world.admin)).toEqual([created.id]);
  });

  it('refuses the key sent again with another bill (409), and keeps the first', async () => {
    const world = await paperworkWorld();
    const first = await create(world.admin, 'form-0002-reuse', { payorId: world.payor.id, loadOrInvoiceNumber: 'A-1' });
    expect(first.status).toBe(201);
    const reused = await create(world.admin, 'form-0002-reuse', {
      payorId: world.payor.id,
      loadOrInvoiceNumber: 'B-2',
    });
    expect(reused.status).toBe(409);
    expect((await errorOf(reused)).code).toBe('conflict');
    expect(await billIds(world.admin)).toHaveLength(1);
  });

  it('keeps keys apart per user, and creates a bill per request without a key', async () => {
    const world = await paperworkWorld();
    const { session: colleague } = await signedInUser(world.payee, [Role.PayeeAdmin]);
    const request = { payorId: world.payor.id, loadOrInvoiceNumber: 'SHARED-KEY' };
    expect((await create(world.admin, 'same-key-0003', request)).status).toBe(201);
    expect((await create(colleague, 'same-key-0003', request)).status).toBe(201);
    expect((await create(world.admin, null, request)).status).toBe(201);
    expect((await create(world.admin, null, request)).status).toBe(201);
    expect(await billIds(world.admin)).toHaveLength(4);
  });

  it('answers a malformed key with 400 on the header', async () => {
    const world = await paperworkWorld();
    const response = await create(world.admin, 'bad key!', { payorId: world.payor.id, loadOrInvoiceNumber: 'X-1' });
    expect(response.status).toBe(400);
    expect(Object.keys((await errorOf(response)).errors ?? {})).toEqual([idempotencyKeyHeader]);
    expect(await billIds(world.admin)).toEqual([]);
  });
});
