import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { billIdForRequest } from '#functions/domain/bills/bill-id.ts';

describe('billIdForRequest', () => {
  it('names the same bill for the same user and key, another for another user or key', () => {
    const id = billIdForRequest(7, 'form-key-1');
    expect(billIdForRequest(7, 'form-key-1')).toBe(id);
    expect(billIdForRequest(8, 'form-key-1')).not.toBe(id);
    expect(billIdForRequest(7, 'form-key-2')).not.toBe(id);
  });

  it('is a UUID like the random bill ids', () => {
    for (const key of ['a', 'form-key-1', 'x'.repeat(128)]) {
      expect(z.uuid().safeParse(billIdForRequest(123, key)).success, key).toBe(true);
    }
  });
});
