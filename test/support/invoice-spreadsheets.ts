import ExcelJS from 'exceljs';

/** The template's headings, in its order (what a payor's file starts with). */
export const uploadHeadings = [
  'MC number',
  'DOT number',
  'Relationship ID',
  'Invoice number',
  'Load number',
  'Amount',
  'Invoice date',
];

/** A CSV file of these rows (fields quoted where they need it), UTF-8. */
export function csvFile(rows: readonly (readonly (string | number)[])[]): Buffer {
  const field = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(rows.map((row) => row.map(field).join(',')).join('\r\n'), 'utf8');
}

/**
 * An .xlsx workbook of these rows on its first sheet, written by exceljs (as Excel would: shared
 * strings, number cells, dates as date-formatted serial numbers).
 */
export async function xlsxFile(rows: readonly (readonly (string | number | Date | null)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Invoices');
  for (const row of rows) sheet.addRow([...row]);
  sheet.getColumn(7).numFmt = 'mm/dd/yyyy';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The JSON body of an upload call. */
export const uploadBody = (file: Buffer, fileName = 'invoices.csv') => ({
  fileName,
  content: file.toString('base64'),
});
