import { describe, expect, it } from 'vitest';
import { batchRowsOf, totalsOf } from '#functions/domain/invoice-uploads/batch.ts';
import { layoutOf, type SheetLayout } from '#functions/domain/invoice-uploads/layout.ts';
import { readSheetFile } from '#functions/domain/invoice-uploads/read-file.ts';
import { type CarrierLookup, checkRows, readRow, type UploadFacts } from '#functions/domain/invoice-uploads/rows.ts';
import { UploadColumn, UploadProblem } from '#shared/enums/invoice-upload.ts';
import { csvFile, uploadHeadings } from '../../../support/invoice-spreadsheets.ts';

const today = '2026-03-10';
const carrier = (relationshipId: number, currencyId = 1): CarrierLookup => ({
  kind: 'found',
  match: { relationshipId, payeeId: relationshipId * 10, currencyId, carrierName: `Carrier ${relationshipId}` },
});

const facts = (overrides: Partial<UploadFacts> = {}): UploadFacts => ({
  byMc: new Map([
    ['111', carrier(1)],
    ['222', carrier(2, 2)],
    ['333', { kind: 'notRelated' }],
    ['444', { kind: 'ambiguous' }],
  ]),
  byDot: new Map([
    ['9001', carrier(1)],
    ['9002', carrier(2, 2)],
  ]),
  byRelationshipId: new Map([[1, carrier(1)]]),
  invoicesByNumber: new Map(),
  usedLoadNumbers: new Set(),
  batchInvoiceNumbers: new Map(),
  batchLoadNumbers: new Map(),
  duplicateMonitoring: false,
  ...overrides,
});

function check(rows: (string | number)[][], given: UploadFacts = facts()) {
  const layout = layoutOf(readSheetFile(csvFile([uploadHeadings, ...rows]))) as SheetLayout;
  return checkRows(
    layout.rows.map((row) => readRow(row, layout.columns, today)),
    given,
  );
}

const codes = (row: { problems: { code: string }[] } | undefined) => row?.problems.map((problem) => problem.code);

describe('checking upload rows', () => {
  it('resolves carriers by MC, DOT or relationship id, and reads the rest of the row', () => {
    const [byMc, byDot, byId, all] = check([
      ['111', '', '', 'inv-1', 'ld-1', '1,234.50', '2026-01-15'],
      ['', '9002', '', 'INV-2', 'LD-2', '$75.5', '1/16/2026'],
      ['', '', '1', 'INV-3', 'LD-3', '10', '2026-01-17'],
      ['MC-111', 'USDOT 9001', '1', 'INV-4', 'LD-4', '10', '2026-01-17'],
    ]);
    expect(byMc).toMatchObject({
      match: { relationshipId: 1 },
      invoiceNumber: 'INV-1',
      loadNumber: 'LD-1',
      grossCents: 123_450,
      invoiceDate: '2026-01-15',
      problems: [],
    });
    expect(byDot).toMatchObject({ match: { relationshipId: 2, currencyId: 2 }, grossCents: 7_550, problems: [] });
    expect(byId).toMatchObject({ match: { relationshipId: 1 }, problems: [] });
    expect(all).toMatchObject({ match: { relationshipId: 1 }, problems: [] });
  });

  it('says why a carrier is not found, not related, ambiguous, contradictory or missing', () => {
    const rows = check([
      ['999', '', '', 'A1', 'L1', '1', '2026-01-01'],
      ['333', '', '', 'A2', 'L2', '1', '2026-01-01'],
      ['444', '', '', 'A3', 'L3', '1', '2026-01-01'],
      ['111', '9002', '', 'A4', 'L4', '1', '2026-01-01'],
      ['', '', '', 'A5', 'L5', '1', '2026-01-01'],
      ['', '', '77', 'A6', 'L6', '1', '2026-01-01'],
    ]);
    expect(rows.map(codes)).toEqual([
      [UploadProblem.CarrierNotFound],
      [UploadProblem.CarrierNotRelated],
      [UploadProblem.CarrierAmbiguous],
      [UploadProblem.CarrierMismatch],
      [UploadProblem.CarrierMissing],
      [UploadProblem.CarrierNotFound],
    ]);
    expect(rows[5]?.problems[0]?.column).toBe(UploadColumn.RelationshipId);
  });

  it('ties each value problem to its cell', () => {
    const [row] = check([['111', '', '', '', '-x', '0', '2026-02-30']]);
    expect(row?.problems.map(({ column, code }) => [column, code])).toEqual([
      [UploadColumn.InvoiceNumber, UploadProblem.InvoiceNumberMissing],
      [UploadColumn.LoadNumber, UploadProblem.LoadNumberInvalid],
      [UploadColumn.Amount, UploadProblem.AmountNotPositive],
      [UploadColumn.InvoiceDate, UploadProblem.InvoiceDateInvalid],
    ]);
    expect(row?.problems.every((problem) => problem.severity === 'error')).toBe(true);
  });

  it('finds numbers repeated in the file, a row repeated whole, and numbers used or held by a batch', () => {
    const rows = check(
      [
        ['111', '', '', 'A1', 'L1', '5', '2026-01-01'],
        ['111', '', '', 'a1', 'l1', '5.00', '2026-01-01'],
        ['111', '', '', 'A1', 'L9', '6', '2026-01-01'],
        ['111', '', '', 'A2', 'L1', '6', '2026-01-01'],
        ['111', '', '', 'USED', 'L3', '6', '2026-01-01'],
        ['111', '', '', 'A4', 'USEDLOAD', '6', '2026-01-01'],
        ['111', '', '', 'HELD', 'L5', '6', '2026-01-01'],
      ],
      facts({
        invoicesByNumber: new Map([['USED', { invoiceId: 77, relationshipId: 2, grossCents: 600 }]]),
        usedLoadNumbers: new Set(['USEDLOAD']),
        batchInvoiceNumbers: new Map([['HELD', 12]]),
      }),
    );
    expect(rows.map(codes)).toEqual([
      [],
      [UploadProblem.DuplicateRow],
      [UploadProblem.InvoiceNumberRepeated],
      [UploadProblem.LoadNumberRepeated],
      [UploadProblem.InvoiceNumberUsed],
      [UploadProblem.LoadNumberUsed],
      [UploadProblem.InvoiceNumberInBatch],
    ]);
    expect(rows[1]?.problems[0]?.params).toEqual({ row: 2 });
    expect(rows[4]?.problems[0]?.params).toEqual({ invoiceId: 77 });
    expect(rows[6]?.problems[0]?.params).toEqual({ batchId: 12 });
  });

  it('flags a repeat of an existing invoice as a warning under DuplicateInvoiceMonitoring, an error without it', () => {
    const existing = new Map([['DUP', { invoiceId: 55, relationshipId: 1, grossCents: 500 }]]);
    const file = [
      ['111', '', '', 'DUP', 'L-DUP', '5', '2026-01-01'],
      ['111', '', '', 'NEW', 'L-NEW', '7', '2026-01-01'],
    ];
    const monitored = check(
      file,
      facts({ invoicesByNumber: existing, usedLoadNumbers: new Set(['L-DUP']), duplicateMonitoring: true }),
    );
    expect(monitored[0]).toMatchObject({
      duplicateOfInvoiceId: 55,
      problems: [{ code: UploadProblem.DuplicateInvoice, severity: 'warning', params: { invoiceId: 55 } }],
    });
    // The file can be submitted: the duplicate is kept as flagged and left out of the totals.
    const kept = batchRowsOf(monitored);
    expect(kept?.map((row) => row.duplicateOfInvoiceId)).toEqual([55, null]);
    expect(totalsOf(kept ?? [])).toEqual([{ currencyId: 1, count: 1, grossCents: 700 }]);

    const unmonitored = check(file, facts({ invoicesByNumber: existing, usedLoadNumbers: new Set(['L-DUP']) }));
    expect(codes(unmonitored[0])).toEqual([UploadProblem.InvoiceNumberUsed, UploadProblem.LoadNumberUsed]);
    expect(batchRowsOf(unmonitored)).toBeNull();

    // Another amount under the same number is no duplicate but a used number.
    const otherAmount = check(
      [['111', '', '', 'DUP', 'L-X', '6', '2026-01-01']],
      facts({ invoicesByNumber: existing, duplicateMonitoring: true }),
    );
    expect(codes(otherAmount[0])).toEqual([UploadProblem.InvoiceNumberUsed]);
  });

  it('totals invoices per currency, never across currencies', () => {
    const rows = check([
      ['111', '', '', 'A1', 'L1', '5', '2026-01-01'],
      ['222', '', '', 'A2', 'L2', '7', '2026-01-01'],
      ['111', '', '', 'A3', 'L3', '1.25', '2026-01-01'],
    ]);
    expect(totalsOf(batchRowsOf(rows) ?? [])).toEqual([
      { currencyId: 1, count: 2, grossCents: 625 },
      { currencyId: 2, count: 1, grossCents: 700 },
    ]);
  });
});
