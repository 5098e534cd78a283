import { invoiceUploadLimits } from '#shared/constants/invoice-uploads.ts';
import { readCsvRows } from './csv.ts';
import { type SheetRow, UnreadableSheetError } from './sheet.ts';
import { isOldExcel, isXlsx, readXlsxRows } from './xlsx.ts';

/**
 * The rows of an uploaded spreadsheet, whatever its name says: an .xlsx workbook is a zip file
 * (read by its first bytes), an .xls one is refused with its own reason, anything else is read as
 * CSV text.
 */
export function readSheetFile(bytes: Uint8Array): SheetRow[] {
  if (bytes.length > invoiceUploadLimits.maxFileBytes) throw new UnreadableSheetError('tooLarge', 'File too large');
  if (isXlsx(bytes)) return readXlsxRows(bytes);
  if (isOldExcel(bytes)) throw new UnreadableSheetError('oldExcelFormat', 'An .xls workbook');
  return readCsvRows(bytes);
}
