import { describe, expect, it } from 'vitest';
import {
  isoDateParam,
  nextSort,
  pageParams,
  positiveInt,
  sortParams,
  writePage,
  writeSortAndPage,
} from '../../../web/src/lib/list-params.ts';

type Field = 'paidDate' | 'payor' | 'amount';
const fields: readonly Field[] = ['paidDate', 'payor', 'amount'];
const defaults = { sortField: 'paidDate' as Field, sortAsc: false };
const params = (query: string) => new URLSearchParams(query);

describe('list parameters in the address bar', () => {
  it('reads whole positive numbers and real dates, nothing else', () => {
    expect(positiveInt('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', '1e3', 'x', '1234567890'])
      expect(positiveInt(bad), bad ?? 'null').toBeNull();
    expect(isoDateParam('2026-02-28')).toBe('2026-02-28');
    expect(isoDateParam('2026-02-30')).toBeNull();
    expect(isoDateParam('02/28/2026')).toBeNull();
  });

  it('falls back to the first page and the default size, and offers only the listed sizes', () => {
    expect(pageParams(params(''))).toEqual({ page: 1, pageSize: 25 });
    expect(pageParams(params('page=4&pageSize=50'))).toEqual({ page: 4, pageSize: 50 });
    expect(pageParams(params('page=abc&pageSize=7'))).toEqual({ page: 1, pageSize: 25 });
    expect(pageParams(params('page=0&pageSize=100000'))).toEqual({ page: 1, pageSize: 25 });
  });

  it('writes only what differs from the defaults', () => {
    expect(writePage(params(''), { page: 1, pageSize: 25 }).toString()).toBe('');
    expect(writePage(params('q=x'), { page: 2, pageSize: 100 }).toString()).toBe('q=x&page=2&pageSize=100');
    expect(writeSortAndPage(params(''), { ...defaults, page: 1, pageSize: 25 }, defaults).toString()).toBe('');
    expect(
      writeSortAndPage(params(''), { sortField: 'payor', sortAsc: true, page: 3, pageSize: 25 }, defaults).toString(),
    ).toBe('sortField=payor&sortAsc=true&page=3');
  });

  it('reads the order only for a known column, and flips or starts a column in its natural direction', () => {
    expect(sortParams(params('sortField=payor&sortAsc=true'), fields, defaults)).toEqual({
      sortField: 'payor',
      sortAsc: true,
    });
    expect(sortParams(params('sortField=secret'), fields, defaults)).toEqual(defaults);
    const descendingFirst = new Set<Field>(['paidDate', 'amount']);
    expect(nextSort(defaults, 'paidDate', descendingFirst)).toEqual({ sortField: 'paidDate', sortAsc: true });
    expect(nextSort(defaults, 'payor', descendingFirst)).toEqual({ sortField: 'payor', sortAsc: true });
    expect(nextSort(defaults, 'amount', descendingFirst)).toEqual({ sortField: 'amount', sortAsc: false });
  });
});
