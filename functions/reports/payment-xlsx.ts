import type ExcelJS from 'exceljs';
import { centsToDecimal, currencyCodeOf } from './payment-report-text.ts';

/** Shared styling of the payment workbooks (exceljs). */

export const brandArgb = 'FF1F5EFF';
export const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF1F6' } };
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
