import { describe, expect, it } from 'vitest';
import { layoutOf } from '#functions/domain/invoice-uploads/layout.ts';
import { readSheetFile } from '#functions/domain/invoice-uploads/read-file.ts';
import { UnreadableSheetError } from '#functions/domain/invoice-uploads/sheet.ts';
import { UploadColumn, UploadFileProblem } from '#shared/enums/invoice-upload.ts';
import { csvFile, uploadHeadings, xlsxFile } from '../../../support/invoice-spreadsheets.ts';

const reasonOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof UnreadableSheetError) return error.reason;
    throw error;
  }
  return null;
};

describe('reading a CSV file', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF or LF, and drops a byte-order mark', () => {
    const text = '\uFEFFInvoice number,Amount\r\n"INV-1","1,234.50"\n"say ""hi""","line\nbreak"\n';
    expect(readSheetFile(Buffer.from(text))).toEqual([
      { rowNumber: 1, cells: ['Invoice number', 'Amount'] },
      { rowNumber: 2, cells: ['INV-1', '1,234.50'] },
      { rowNumber: 3, cells: ['say "hi"', 'line\nbreak'] },
    ]);
  });

  it('reads semicolon-separated files, as European spreadsheets save CSV', () => {
    expect(readSheetFile(Buffer.from('Invoice number;Amount\nA-1;75.50')).map((row) => row.cells)).toEqual([
      ['Invoice number', 'Amount'],
      ['A-1', '75.50'],
    ]);
  });

  it('refuses text that is not UTF-8, and old .xls workbooks with their own reason', () => {
    expect(reasonOf(() => readSheetFile(Buffer.from([0x49, 0x6e, 0xff, 0xfe, 0x0a])))).toBe('unreadable');
    expect(reasonOf(() => readSheetFile(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1])))).toBe('oldExcelFormat');
    expect(reasonOf(() => readSheetFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).toBe('unreadable');
  });
});

describe('reading an .xlsx workbook', () => {
  it('reads its first sheet: shared strings, numbers and date serials, keeping row numbers past blank rows', async () => {
    const file = await xlsxFile([
      uploadHeadings,
      ['654321', null, null, 'INV-1', 'LD-1', 1234.5, new Date(Date.UTC(2026, 0, 15))],
      [],
      [null, 1234567, null, 'A & <B>', 'LD-2', '$75.50', '2026-01-16'],
    ]);
    const rows = readSheetFile(file);
    expect(rows[0]?.cells).toEqual(uploadHeadings);
    expect(rows[1]).toEqual({ rowNumber: 2, cells: ['654321', null, null, 'INV-1', 'LD-1', 1234.5, 46037] });
    expect(rows.at(-1)).toEqual({
      rowNumber: 4,
      cells: [null, 1234567, null, 'A & <B>', 'LD-2', '$75.50', '2026-01-16'],
    });
  });
});

describe('the layout of a file', () => {
  it('finds the columns by their headings in any order and case, and leaves blank rows out', () => {
    const layout = layoutOf(
      readSheetFile(
        csvFile([
          ['amount', 'INVOICE #', 'Load', 'date', 'mc'],
          ['1', 'A', 'L', '2026-01-01', '1'],
          ['', '', '', '', ''],
        ]),
      ),
    );
    expect(layout).toMatchObject({
      columns: {
        [UploadColumn.Amount]: 0,
        [UploadColumn.InvoiceNumber]: 1,
        [UploadColumn.LoadNumber]: 2,
        [UploadColumn.InvoiceDate]: 3,
        [UploadColumn.Mc]: 4,
      },
      rows: [{ rowNumber: 2 }],
    });
  });

  it('names the columns a file lacks, a carrier column among them', () => {
    expect(
      layoutOf(
        readSheetFile(
          csvFile([
            ['Invoice number', 'Amount'],
            ['A', '1'],
          ]),
        ),
      ),
    ).toEqual({
      problem: UploadFileProblem.MissingColumns,
      missing: [UploadColumn.Mc, UploadColumn.LoadNumber, UploadColumn.InvoiceDate],
    });
  });

  it('refuses an empty file, a header without rows, and more rows than the limit', () => {
    expect(layoutOf(readSheetFile(Buffer.from('')))).toEqual({ problem: UploadFileProblem.Empty });
    expect(layoutOf(readSheetFile(csvFile([uploadHeadings])))).toEqual({ problem: UploadFileProblem.NoRows });
    const many = Array.from({ length: 501 }, (_, index) => ['1', '', '', `I${index}`, `L${index}`, '1', '2026-01-01']);
    expect(layoutOf(readSheetFile(csvFile([uploadHeadings, ...many])))).toEqual({
      problem: UploadFileProblem.TooManyRows,
      maxRows: 500,
    });
  });
});
