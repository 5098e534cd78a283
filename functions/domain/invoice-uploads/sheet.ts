/** A cell as a spreadsheet holds it: text, a number (an .xlsx number or date serial), or nothing. */
export type SheetCell = string | number | null;

/** One row of a spreadsheet with its number as the spreadsheet shows it (the first row is 1). */
export type SheetRow = { rowNumber: number; cells: SheetCell[] };

/** Why a file could not be read as a spreadsheet at all. */
export class UnreadableSheetError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'oldExcelFormat' | 'tooLarge',
    message: string,
  ) {
    super(message);
    this.name = 'UnreadableSheetError';
  }
}
