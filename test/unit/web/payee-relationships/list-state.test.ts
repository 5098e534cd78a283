import { describe, expect, it } from 'vitest';
import {
  apiQueryOf,
  type RelationshipsListState,
  readRelationshipsListState,
} from '#web/features/payee-relationships/lib/list-state.ts';

const read = (query: string) => readRelationshipsListState(new URLSearchParams(query));

const defaults: RelationshipsListState = {
  view: 'all',
  q: '',
  sortField: 'payorName',
  sortAsc: true,
  page: 1,
  pageSize: 25,
};

describe('Payee relationships list state in the address bar', () => {
  it('defaults to every payor, by name A to Z, the first page of 25', () => {
    expect(read('')).toEqual(defaults);
  });

  it('reads the addresses the list writes (and bookmarks keep)', () => {
    expect(read('view=claimed&q=summit&sortField=availableInvoiceAmount&sortAsc=false&page=3&pageSize=50')).toEqual({
      view: 'claimed',
      q: 'summit',
      sortField: 'availableInvoiceAmount',
      sortAsc: false,
      page: 3,
      pageSize: 50,
    });
    expect(read('view=unclaimed&sortField=claimedAt&sortAsc=true')).toMatchObject({
      view: 'unclaimed',
      sortField: 'claimedAt',
      sortAsc: true,
    });
  });

  it('falls back to the default for each value that does not read, keeping the others', () => {
    expect(read('view=mine&sortField=amount&sortAsc=yes&page=0&pageSize=7&q=acme')).toEqual({ ...defaults, q: 'acme' });
    expect(read('page=two&pageSize=-10')).toEqual(defaults);
    // Past what the API takes: the first page rather than a failing list.
    expect(read('page=10001&pageSize=200')).toEqual(defaults);
    expect(read('page=2.5&pageSize=100')).toEqual({ ...defaults, pageSize: 100 });
  });

  it('searches by the start of a search longer than the API takes, and drops one with control characters', () => {
    expect(read(`q=${'a'.repeat(80)}`).q).toBe('a'.repeat(64));
    expect(read('q=%20summit%20').q).toBe('summit');
    expect(read('q=sum%09mit').q).toBe('');
  });

  it('asks the API for the view as isClaimed and for the search only when there is one', () => {
    expect(apiQueryOf(defaults)).toEqual({
      page: 1,
      pageSize: 25,
      sortField: 'payorName',
      sortAsc: true,
      q: undefined,
      isClaimed: undefined,
    });
    expect(apiQueryOf({ ...defaults, view: 'claimed', q: 'summit' })).toMatchObject({ isClaimed: true, q: 'summit' });
    expect(apiQueryOf({ ...defaults, view: 'unclaimed' })).toMatchObject({ isClaimed: false });
  });
});
