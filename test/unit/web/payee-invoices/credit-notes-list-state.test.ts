import { describe, expect, it } from 'vitest';
import {
  readCreditNotesListState,
  writeCreditNotesListState,
} from '#web/features/payee-invoices/lib/credit-notes-list-state.ts';

const read = (query: string) => readCreditNotesListState(new URLSearchParams(query));

describe('Payee credit notes list state in the address bar', () => {
  it('defaults to the first page of 25 and writes nothing for it', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 25 });
    expect(writeCreditNotesListState({ page: 1, pageSize: 25 }).toString()).toBe('');
  });

  it('writes the page and an offered page size and reads them back', () => {
    const params = writeCreditNotesListState({ page: 3, pageSize: 50 });
    expect(params.toString()).toBe('page=3&pageSize=50');
    expect(readCreditNotesListState(params)).toEqual({ page: 3, pageSize: 50 });
  });

  it('falls back to the first page and the default size for anything else', () => {
    expect(read('page=0&pageSize=7')).toEqual({ page: 1, pageSize: 25 });
    expect(read('page=two&pageSize=-10')).toEqual({ page: 1, pageSize: 25 });
    expect(read('page=10001&pageSize=200')).toEqual({ page: 1, pageSize: 25 });
    expect(read('page=2.5&pageSize=100')).toEqual({ page: 1, pageSize: 100 });
  });
});
