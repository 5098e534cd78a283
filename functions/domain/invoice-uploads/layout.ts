import { invoiceUploadLimits } from '#shared/constants/invoice-uploads.ts';
import { UploadColumn, UploadFileProblem } from '#shared/enums/invoice-upload.ts';
import type { SheetRow } from './sheet.ts';
import { cellText } from './values.ts';

/**
 * The headings each column is known by, compared without case, spaces or punctuation ("Invoice #",
 * "invoice_number" and "INVOICE NUMBER" are one). The template (web) writes the first of each.
 */
export const columnHeadings: Record<UploadColumn, readonly string[]> = {
  [UploadColumn.Mc]: ['MC number', 'MC', 'Carrier MC', 'MC no'],
  [UploadColumn.Dot]: ['DOT number', 'DOT', 'USDOT', 'USDOT number', 'Carrier DOT', 'DOT no'],
  [UploadColumn.RelationshipId]: [
    'Relationship ID',
    'Relationship',
    'Payee relationship ID',
    'Carrier relationship ID',
  ],
  [UploadColumn.InvoiceNumber]: ['Invoice number', 'Invoice', 'Invoice no', 'Invoice ID'],
  [UploadColumn.LoadNumber]: ['Load number', 'Load', 'Load no', 'Load ID'],
  [UploadColumn.Amount]: ['Amount', 'Invoice amount', 'Gross amount', 'Gross'],
  [UploadColumn.InvoiceDate]: ['Invoice date', 'Date'],
};

const key = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, '');

const columnByKey = new Map(
  Object.entries(columnHeadings).flatMap(([column, headings]) =>
    headings.map((heading) => [key(heading), column as UploadColumn] as const),
  ),
);

/** Columns every file must have; the carrier is named by any one of MC, DOT or relationship id. */
const requiredColumns = [
  UploadColumn.InvoiceNumber,
  UploadColumn.LoadNumber,
  UploadColumn.Amount,
  UploadColumn.InvoiceDate,
] as const;
const carrierColumns = [UploadColumn.Mc, UploadColumn.Dot, UploadColumn.RelationshipId] as const;

export type SheetLayout = {
  /** Where each column found is (0-based). */
  columns: Partial<Record<UploadColumn, number>>;
  /** The rows under the header, blank rows left out. */
  rows: SheetRow[];
};

export type LayoutProblem =
  | { problem: typeof UploadFileProblem.Empty | typeof UploadFileProblem.NoRows }
  | { problem: typeof UploadFileProblem.TooManyRows; maxRows: number }
  | { problem: typeof UploadFileProblem.MissingColumns; missing: UploadColumn[] };

const isBlank = (row: SheetRow) => row.cells.every((cell) => cellText(cell) === '');

/**
 * The file's layout: its first non-blank row is the header, naming the columns (in any order;
 * columns it does not know are ignored), and every non-blank row under it is an invoice.
 */
export function layoutOf(sheetRows: readonly SheetRow[]): SheetLayout | LayoutProblem {
  const filled = sheetRows.filter((row) => !isBlank(row));
  const [header, ...rows] = filled;
  if (!header) return { problem: UploadFileProblem.Empty };
  const columns: Partial<Record<UploadColumn, number>> = {};
  header.cells.forEach((cell, index) => {
    const column = columnByKey.get(key(cellText(cell)));
    if (column !== undefined && columns[column] === undefined) columns[column] = index;
  });
  const missing: UploadColumn[] = requiredColumns.filter((column) => columns[column] === undefined);
  if (carrierColumns.every((column) => columns[column] === undefined)) missing.unshift(UploadColumn.Mc);
  if (missing.length > 0) return { problem: UploadFileProblem.MissingColumns, missing };
  if (rows.length === 0) return { problem: UploadFileProblem.NoRows };
  if (rows.length > invoiceUploadLimits.maxRows) {
    return { problem: UploadFileProblem.TooManyRows, maxRows: invoiceUploadLimits.maxRows };
  }
  return { columns, rows };
}
