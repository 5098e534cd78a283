import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { listQuerySchema, pageOf, repeatedQuery } from '#shared/schemas/list-query.ts';

describe('list query conventions', () => {
  it('defaults paging and reads booleans and repeated keys from query strings', () => {
    expect(listQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 25 });
    expect(listQuerySchema.parse({ page: '3', pageSize: '50', sortAsc: 'false', exportReport: 'true' })).toMatchObject({
      page: 3,
      pageSize: 50,
      sortAsc: false,
      exportReport: true,
    });
    const statuses = repeatedQuery(z.coerce.number().int());
    expect(statuses.parse('2')).toEqual([2]);
    expect(statuses.parse(['2', '5'])).toEqual([2, 5]);
  });

  it('refuses paging outside its bounds', () => {
    expect(listQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ pageSize: '201' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ sortAsc: 'yes' }).success).toBe(false);
  });

  it('slices a page and says whether more follow', () => {
    const all = Array.from({ length: 53 }, (_, i) => i);
    expect(pageOf(all, { page: 3, pageSize: 25 })).toEqual({
      items: [50, 51, 52],
      page: 3,
      pageSize: 25,
      totalCount: 53,
      hasMore: false,
    });
    expect(pageOf(all, { page: 1, pageSize: 25 }).hasMore).toBe(true);
  });
});
