import { beforeAll, describe, expect, it } from 'vitest';
import { getRelationship } from '#functions/repositories/relationships.ts';
import { corePaths, fillPath } from '#shared/api/paths.ts';
import { PaymentType } from '#shared/enums/payment-type.ts';
import enErrors from '#shared/i18n/en/errors.ts';
import type { PayeeRelationship } from '#shared/schemas/payee-relationships.ts';
import { type ApiSession, ifMatch } from '#test/support/api-session.ts';
import { type CarrierWorld, carrierWorld, json } from './relationship-fixtures.ts';

/**
 * Concurrent edits of a payee relationship's default payment term (reliability issue, item 10):
 * made on the version the carrier loaded (If-Match, the ETag of GET payee_relationships/{id}); of
 * many made on one version exactly one is written and the others are 409 with 'This was changed at
 * the same time'; a stale version is 409, no If-Match is 428.
 */

const conflict = { message: enErrors.concurrentChange, code: 'conflict' };
const racers = 20;

let world: CarrierWorld;
beforeAll(async () => {
  world = await carrierWorld();
});

const path = (id: number) => fillPath(corePaths.payeeRelationship, { id });

function put(session: ApiSession, id: number, paymentType: PaymentType, headers: Record<string, string> = {}) {
  return session.request('core', path(id), { method: 'PUT', json: { paymentType }, headers });
}

async function load(id: number): Promise<{ relationship: PayeeRelationship; etag: string | null }> {
  const response = await world.admin.request('core', path(id));
  expect(response.status).toBe(200);
  return { relationship: await json<PayeeRelationship>(response), etag: response.headers.get('etag') };
}

describe('PUT payee_relationships/{id} on a version', () => {
  it('answers the version in the body and as the ETag, of GET and of the change', async () => {
    const { relationship, etag } = await load(world.rel.claimed.id);
    expect(etag).toBe(`"v${relationship.version}"`);
  });

  it('of 20 changes of the default term made on one version, writes exactly one: the others are 409', async () => {
    const { relationship } = await load(world.rel.claimed.id);
    const current = relationship.defaultPaymentTerm.paymentType;
    const others = [PaymentType.StandardPay, PaymentType.QuickPay, PaymentType.GuaranteedOnTimePay].filter(
      (type) => type !== current,
    );
    const wanted = Array.from({ length: racers }, (_, i) => others[i % others.length] as PaymentType);
    const answers = await Promise.all(
      wanted.map(async (type) => {
        const response = await put(world.admin, world.rel.claimed.id, type, ifMatch(relationship.version));
        return { status: response.status, body: await response.json() };
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(racers - 1);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body).toEqual(conflict);
    const winner = wanted[statuses.indexOf(200)];
    expect(await getRelationship(world.payee.id, world.rel.claimed.id)).toMatchObject({
      paymentType: winner,
      version: relationship.version + 1,
    });
  });

  it('refuses a change made on a stale version with 409 and writes nothing; the reloaded version is taken', async () => {
    const { relationship } = await load(world.rel.claimed.id);
    const current = relationship.defaultPaymentTerm.paymentType;
    const first = current === PaymentType.QuickPay ? PaymentType.StandardPay : PaymentType.QuickPay;
    const saved = await put(world.admin, world.rel.claimed.id, first, ifMatch(relationship.version));
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe(`"v${relationship.version + 1}"`);
    const stale = await put(
      world.admin,
      world.rel.claimed.id,
      PaymentType.GuaranteedOnTimePay,
      ifMatch(relationship.version),
    );
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual(conflict);
    expect((await getRelationship(world.payee.id, world.rel.claimed.id))?.paymentType).toBe(first);
    const reloaded = await load(world.rel.claimed.id);
    const again = await put(
      world.admin,
      world.rel.claimed.id,
      PaymentType.GuaranteedOnTimePay,
      ifMatch(reloaded.relationship.version),
    );
    expect(again.status).toBe(200);
  });

  it('answers a change without If-Match with 428 and writes nothing', async () => {
    const before = await getRelationship(world.payee.id, world.rel.claimed.id);
    const blind = await put(world.admin, world.rel.claimed.id, PaymentType.StandardPay);
    expect(blind.status).toBe(428);
    expect(await blind.json()).toEqual({ message: enErrors.versionRequired, code: 'precondition_required' });
    expect(await getRelationship(world.payee.id, world.rel.claimed.id)).toEqual(before);
  });
});
