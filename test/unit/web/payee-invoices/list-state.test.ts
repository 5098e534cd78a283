import { describe, expect, it } from 'vitest';
import { DatePreset } from '#shared/enums/date-preset.ts';
import { DateType } from '#shared/enums/date-type.ts';
import { DocumentType } from '#shared/enums/document-type.ts';
import { InvoiceStatus } from '#shared/enums/invoice-status.ts';
import { invoiceListQuerySchema } from '#shared/schemas/payee-invoices.ts';
import {
  apiQueryOf,
  defaultListState,
  type InvoiceListState,
  isFiltered,
  readListState,
  writeListState,
} from '#web/features/payee-invoices/lib/list-state.ts';
import { toQueryString } from '#web/lib/query-string.ts';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('Payee invoices list state in the address bar', () => {
  it('defaults to every date, status, payor and document, newest upload first, and writes nothing for it', () => {
    expect(read('')).toEqual(defaultListState);
    expect(defaultListState).toMatchObject({
      dateTypeId: DateType.DateUploaded,
      date: 'all',
      sortField: 'uploadedDate',
      sortAsc: false,
      page: 1,
      pageSize: 25,
    });
    expect(writeListState(defaultListState).toString()).toBe('');
    expect(isFiltered(defaultListState)).toBe(false);
  });

  it('writes only what differs from the defaults and reads it back', () => {
    const state: InvoiceListState = {
      dateTypeId: DateType.DatePaid,
      date: 'custom',
      startDate: '2025-03-01',
      endDate: '2025-03-31',
      statuses: [InvoiceStatus.Approved, InvoiceStatus.Held],
      payorId: 2001,
      documents: 'invoices',
      q: 'LD88',
      sortField: 'netCents',
      sortAsc: true,
      page: 3,
      pageSize: 50,
    };
    const params = writeListState(state);
    expect(params.toString()).toBe(
      'dateTypeId=3&startDate=2025-03-01&endDate=2025-03-31&status=2&status=5&payorId=2001&documents=invoices&q=LD88' +
        '&sortField=netCents&sortAsc=true&page=3&pageSize=50',
    );
    expect(readListState(params)).toEqual(state);
    expect(isFiltered(state)).toBe(true);
  });

  it('writes a preset by name and reads it back with no dates', () => {
    const state: InvoiceListState = { ...defaultListState, date: DatePreset.Last90Days };
    expect(writeListState(state).toString()).toBe('datePreset=last90Days');
    expect(read('datePreset=last90Days')).toEqual(state);
    // A preset wins over dates left in the link; dates alone are a custom range.
    expect(read('datePreset=currentMonth&startDate=2025-01-01')).toMatchObject({
      date: DatePreset.CurrentMonth,
      startDate: null,
      endDate: null,
    });
    expect(read('endDate=2025-01-31')).toMatchObject({ date: 'custom', startDate: null, endDate: '2025-01-31' });
    expect(read('datePreset=lastWeek&startDate=2025-01-01')).toMatchObject({ date: 'custom', startDate: '2025-01-01' });
  });

  it('falls back to the default of each value that is unknown or malformed', () => {
    expect(
      read(
        'dateTypeId=8&datePreset=yesterday&startDate=2025-13-01&endDate=soon&status=4&status=x&payorId=-4' +
          '&documents=receipts&sortField=amount&sortAsc=yes&page=0&pageSize=201',
      ),
    ).toEqual(defaultListState);
    expect(read('dateTypeId=abc&payorId=1.5&page=2.5&pageSize=0')).toEqual(defaultListState);
  });

  it('keeps each known status once, dropping only the unknown ones', () => {
    expect(read('status=2&status=99&status=5&status=2').statuses).toEqual([InvoiceStatus.Approved, InvoiceStatus.Held]);
    expect(read('status=12').statuses).toEqual([InvoiceStatus.Refunded]);
  });

  it('takes any page size the API takes, not only the offered ones', () => {
    expect(read('pageSize=30').pageSize).toBe(30);
    expect(read('pageSize=200').pageSize).toBe(200);
  });

  it('cuts a search to the length the API takes', () => {
    expect(read(`q=${'9'.repeat(80)}`).q).toBe('9'.repeat(64));
    expect(read('q=LD1').q).toBe('LD1');
    expect(read('q=LD1&q=LD2').q).toBe('LD1');
  });

  // Read with the API's query schema, a value the API would refuse (the list then failed to load)
  // falls back to its default, and the search is read as the API reads it, trimmed.
  it('falls back for values only the API used to refuse, and trims the search as the API does', () => {
    expect(read('page=10001').page).toBe(1);
    expect(read('page=10000').page).toBe(10_000);
    expect(read('q=LD1%0A2').q).toBe('');
    expect(read('q=%20%20LD1%20').q).toBe('LD1');
    expect(writeListState(read('q=%20%20LD1%20')).toString()).toBe('q=LD1');
  });

  it('asks the API for the state, the document kind as its document type', () => {
    expect(apiQueryOf(defaultListState)).toEqual({
      dateTypeId: DateType.DateUploaded,
      datePreset: undefined,
      startDate: undefined,
      endDate: undefined,
      status: [],
      documentTypeId: [],
      payorId: undefined,
      q: undefined,
      sortField: 'uploadedDate',
      sortAsc: false,
      page: 1,
      pageSize: 25,
    });
    const state = read(
      'dateTypeId=2&datePreset=last30Days&status=1&payorId=7&documents=creditNotes&q=%20CN-1%20&sortField=number&sortAsc=true&page=2',
    );
    expect(toQueryString(apiQueryOf(state))).toBe(
      '?dateTypeId=2&datePreset=last30Days&status=1&documentTypeId=2&payorId=7&q=CN-1&sortField=number&sortAsc=true&page=2&pageSize=25',
    );
    expect(apiQueryOf({ ...state, documents: 'invoices' }).documentTypeId).toEqual([DocumentType.Invoice]);
  });

  it('asks only what the API validates: every query the state makes passes its schema', () => {
    const state = read(
      'dateTypeId=6&startDate=2025-02-01&endDate=2025-02-28&status=10&status=11&payorId=9&documents=invoices&q=7&sortField=payorName&sortAsc=true&page=4&pageSize=100',
    );
    const sent = new URLSearchParams(toQueryString(apiQueryOf(state)));
    // As the API's validator hands the query to the schema: a key given once as text, repeated as a list.
    const query = Object.fromEntries(
      [...new Set(sent.keys())].map((key) => {
        const values = sent.getAll(key);
        return [key, values.length === 1 ? values[0] : values] as const;
      }),
    );
    const checked = invoiceListQuerySchema.safeParse(query);
    expect(checked.success).toBe(true);
    expect(checked.data).toMatchObject({ status: [10, 11], documentTypeId: [1], payorId: 9, page: 4, pageSize: 100 });
  });
});
