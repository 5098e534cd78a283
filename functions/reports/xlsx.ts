import ExcelJS from 'exceljs';
import { centsToDecimal, currencyCodeOf } from './report-format.ts';

/** Shared setup and styling of the Excel files (exceljs). */

export const brandArgb = 'FF1F5EFF';
export const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF1F6' } };
export const mutedArgb = 'FF5B6475';
export const thinBorder: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FFD9DEE8' } };

/** Excel's number format for amounts in a currency: symbol, thousands, two decimals, negatives with a minus. */
export function currencyNumFmt(currencyId: number): string {
  const code = currencyCodeOf(currencyId);
  const symbol =
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? code;
  const quoted = `"${symbol.replace(/"/g, '')}"`;
  return `${quoted}#,##0.00;-${quoted}#,##0.00`;
}

/**
 * Integer cents as the number an Excel cell holds. Parsing the exact decimal string gives the
 * double nearest to the amount, which Excel shows to the cent.
 */
export function amountOf(cents: number): number {
  return Number(centsToDecimal(cents));
}

/** A calendar date (YYYY-MM-DD) as a date cell value: midnight UTC is the day itself in Excel. */
export function excelDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

/** Sheet names: at most 31 characters and none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
}

export function styleHeaderRow(row: ExcelJS.Row, columnCount: number): void {
  row.font = { bold: true };
  row.height = 20;
  for (let column = 1; column <= columnCount; column += 1) {
    const cell = row.getCell(column);
    cell.fill = headerFill;
    cell.border = { bottom: thinBorder };
    cell.alignment = { vertical: 'middle' };
  }
}

export async function workbookBytes(workbook: ExcelJS.Workbook): Promise<Uint8Array> {
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}

/**
 * A LanePay workbook with one sheet, fitted to the page width when printed. `properties` are the
 * sheet's own (e.g. a default row height).
 */
export function createWorkbook(options: {
  title: string;
  sheetName: string;
  generatedAt: Date;
  orientation: 'portrait' | 'landscape';
  properties?: Partial<ExcelJS.WorksheetProperties>;
}): { workbook: ExcelJS.Workbook; sheet: ExcelJS.Worksheet } {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LanePay';
  workbook.created = options.generatedAt;
  workbook.title = options.title;
  const sheet = workbook.addWorksheet(sheetName(options.sheetName), {
    pageSetup: { orientation: options.orientation, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    ...(options.properties ? { properties: options.properties } : {}),
  });
  return { workbook, sheet };
}

/**
 * The heading of a sheet: 'LanePay · <title>' in the brand colour, a muted subtitle under it
 * (each merged over its number of columns), then a blank row.
 */
export function addTitleRows(
  sheet: ExcelJS.Worksheet,
  heading: { title: string; subtitle: string; titleColumns: number; subtitleColumns: number },
): void {
  const title = sheet.addRow([`LanePay · ${heading.title}`]);
  title.font = { bold: true, size: 16, color: { argb: brandArgb } };
  title.height = 24;
  sheet.mergeCells(title.number, 1, title.number, heading.titleColumns);
  const subtitle = sheet.addRow([heading.subtitle]);
  subtitle.font = { color: { argb: mutedArgb } };
  sheet.mergeCells(subtitle.number, 1, subtitle.number, heading.subtitleColumns);
  sheet.addRow([]);
}

/** The line an empty list shows in place of its rows. */
export function addEmptyListRow(sheet: ExcelJS.Worksheet, message: string): void {
  const empty = sheet.addRow([message]);
  empty.font = { italic: true };
  sheet.mergeCells(empty.number, 1, empty.number, 6);
}

/** A thin rule above a row's first `columnCount` cells (the first totals row). */
export function borderTop(row: ExcelJS.Row, columnCount: number): void {
  for (let column = 1; column <= columnCount; column += 1) row.getCell(column).border = { top: thinBorder };
}
