// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { saveCharges } from '#web/lib/paperwork/save-charges.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A fetch that answers each charge call with the bill one version further, and records what was sent. */
function fakeCharges(options: { conflictAt?: number } = {}) {
  const sent: { method: string; url: string; ifMatch: string | null }[] = [];
  let version = 3;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: String(input),
      ifMatch: new Headers(init?.headers).get('if-match'),
    });
    if (sent.length === options.conflictAt) {
      return new Response(JSON.stringify({ message: 'This bill was changed at the same time.', code: 'conflict' }), {
        status: 409,
      });
    }
    version += 1;
    return new Response(JSON.stringify({ charge: null, bill: { id: 'b1', version } }), { status: 200 });
  });
  return sent;
}

describe('saveCharges', () => {
  it('makes the first call on the version the user saw and each next one on the version the last answer left', async () => {
    const sent = fakeCharges();
    const bill = await saveCharges({ id: 'b1', version: 3 }, [
      { kind: 'create', chargeTypeId: 1, amount: 100_00 },
      { kind: 'update', chargeId: 'c1', amount: 200_00 },
      { kind: 'delete', chargeId: 'c2' },
    ]);
    expect(sent).toEqual([
      { method: 'POST', url: '/api/v1/settlement/charges', ifMatch: '"v3"' },
      { method: 'PUT', url: '/api/v1/settlement/charges/c1', ifMatch: '"v4"' },
      { method: 'DELETE', url: '/api/v1/settlement/charges/c2', ifMatch: '"v5"' },
    ]);
    expect(bill?.version).toBe(6);
  });

  it('stops at a conflict: the bill changed meanwhile, nothing more is sent', async () => {
    const sent = fakeCharges({ conflictAt: 1 });
    const failure = await saveCharges({ id: 'b1', version: 3 }, [
      { kind: 'create', chargeTypeId: 1, amount: 100_00 },
      { kind: 'delete', chargeId: 'c2' },
    ]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).isConflict).toBe(true);
    expect(sent).toHaveLength(1);
  });
});
